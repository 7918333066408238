// Writes the KIS set-up's answers (and the live-trading consent) into config.json, keeping every other setting as it was.

import Domain
import FileSystem
import FoundationEssentials

/// Updates config.json in place: read the file's JSON object, set or remove the set-up's keys, write the
/// object back through `AtomicFileWriter` with mode 0600 (it holds the app secret). Every other key —
/// known to this StockWatch or not — is kept with its value. A file that is not one JSON object is never
/// overwritten: the update fails naming its problem. A missing file (or folder) is created; a symbolic
/// link is written through, as the watchlists and view.json are.
public struct ConfigurationFileWriter: Sendable {
    /// config.json's path (`StoragePaths.configFile`).
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// Saves `setup`: `kis_account`, `kis_app_key`, `kis_app_secret`, `kis_account_number` and
    /// `kis_hts_id` (a nil number or HTS ID removes the key, so an earlier account's is not left behind), and
    /// `feed` = `kis`: who sets up KIS means to run on it (a run's `--feed` still wins).
    public func save(_ setup: BrokerSetup) throws(ConfigurationFileError) {
        try update([
            (.feed, .string(QuoteFeedKind.kis.rawValue)),
            (.kisAccount, .string(setup.accountType.rawValue)),
            (.kisAppKey, .string(setup.appKey)),
            (.kisAppSecret, .string(setup.appSecret)),
            (.kisAccountNumber, setup.accountNumber.map(JSONValue.string)),
            (.kisHTSID, setup.htsID.map(JSONValue.string)),
        ])
    }

    /// Saves the live-trading consent (`trading_live_consent`: the account and when), replacing any earlier one.
    public func save(_ consent: LiveTradingConsent) throws(ConfigurationFileError) {
        try update([(.tradingLiveConsent, .object(["account": .string(consent.account), "given": .string(consent.givenAt)]))])
    }

    /// Sets each key to its value (nil: removes it) in the file's object and replaces the file.
    func update(_ changes: [(key: ConfigurationKey, value: JSONValue?)]) throws(ConfigurationFileError) {
        let snapshot: FileSnapshot?
        do throws(FileSystemError) {
            snapshot = try FileSnapshot.read(at: path)
        } catch {
            throw .unreadable(error.message)
        }
        var entries: [String: JSONValue] = [:]
        if let snapshot {
            switch ConfigurationDocument.entries(of: snapshot.bytes, path: path) {
            case .success(let read): entries = read
            case .failure(let damage): throw .damaged(problem: damage.problem)
            }
        }
        for change in changes {
            entries[change.key.rawValue] = change.value
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let bytes: [UInt8]
        do {
            bytes = Array(try encoder.encode(JSONValue.object(entries))) + [0x0A]
        } catch {
            throw .unwritable("Could not encode the settings for \(path): \(error)")
        }
        do throws(FileSystemError) {
            try Directory.create(at: Directory.parent(of: try AtomicFileWriter.destination(of: path)))
            // Created 0600 less the umask: never readable by others (the loader ignores credentials then).
            try AtomicFileWriter.write(bytes, to: path, permissions: 0o600)
        } catch {
            throw .unwritable(error.message)
        }
    }
}
