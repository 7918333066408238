// The order journal: every order request sent to KIS and every answer, one JSON line each, never a secret.

import Domain
import FileSystem
import FoundationEssentials

/// An append-only record of the orders this app sent (`orders-journal.jsonl` in the data folder, mode
/// 0600, each line flushed to the disk before the request goes out or the answer is shown). Its lines are
/// built from the order's own values only — never from a request's headers — so the app key, its
/// secret and the access token cannot reach it; the account number is written masked.
public final class KISOrderJournal: Sendable {
    /// One line of the journal.
    struct Entry: Encodable {
        /// "request", "accepted", "refused", "outcome unknown", "found at KIS", "not found at KIS", "lookup failed".
        let event: String
        let time: Date
        /// "paper" or "live".
        let mode: String
        /// The masked account (1234-****-01).
        let account: String
        let trId: String
        let side: String
        let code: String
        let quantity: Int
        /// The limit price, nil for a market order.
        let price: Int?
        let venue: String
        /// KIS's order number, once known.
        let orderNumber: String?
        /// KIS's message or the failure, sanitised.
        let message: String?

        private enum CodingKeys: String, CodingKey {
            case event, time, mode, account, side, code, quantity, price, venue, message
            case trId = "tr_id"
            case orderNumber = "order_number"
        }
    }

    private let file: AppendOnlyFile

    /// The journal at `path` (created 0600 on the first order).
    public init(path: String) {
        file = AppendOnlyFile(path: path)
    }

    public var path: String { file.path }

    /// Appends `entry` as one JSON line, flushed to the disk.
    func record(_ entry: Entry) throws(FileSystemError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let line = ((try? encoder.encode(entry)) ?? Data("{}".utf8)) + Data("\n".utf8)
        try file.append(line)
    }
}
