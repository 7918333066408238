// The release app on a KIS paper account of the fake server, on a pseudo-terminal: what the order and notice rows start, and its Account view.

import Foundation

extension PseudoTerminal {
    /// Starts the sibling `stockwatch` with `--feed kis` on `server`'s paper account 50123456-01 (app key
    /// `appKey`) and a watchlist of `codes` (005930 unless given), its data under `folder` (from `makeDataFolder`);
    /// `configuration` adds keys to config.json (`"trading": "paper"`), `arguments` to the command line.
    static func paperAccountApp(
        on server: FakeKISServerProcess, folder: String, appKey: String, configuration: String, rows: Int, arguments: [String] = [],
        codes: [String] = ["005930"]
    ) -> PseudoTerminal {
        let config = "{\"feed\": \"kis\", \"kis_account\": \"paper\", \"kis_host\": \"http://127.0.0.1:\(server.port)\", "
            + "\"kis_websocket_url\": \"ws://127.0.0.1:\(server.port)/tryitout\", \"kis_account_number\": \"50123456-01\", \(configuration)}\n"
        let list = codes.map { "\"\($0)\"" }.joined(separator: ", ")
        let watchlist = "{\"version\": 2, \"watchlists\": [{\"id\": \"bench\", \"name\": \"bench\", \"codes\": [\(list)]}]}\n"
        guard FileManager.default.createFile(atPath: folder + "/data/config.json", contents: Data(config.utf8)),
              FileManager.default.createFile(atPath: folder + "/data/watchlists.json", contents: Data(watchlist.utf8))
        else { fatalError("could not write the data folder \(folder)") }
        return PseudoTerminal(
            columns: 160, rows: rows,
            arguments: [ChildCommand.siblingBinary("stockwatch"), "--data-dir", folder + "/data"] + arguments,
            environment: [
                "TERM=xterm-256color", "LANG=C.UTF-8", "SWIFT_BACKTRACE=enable=no", "HOME=" + folder,
                "XDG_CACHE_HOME=" + folder + "/cache", "XDG_CONFIG_HOME=" + folder + "/config",
                "KIS_APP_KEY=" + appKey, "KIS_APP_SECRET=" + appKey + "-secret",
            ]
        )
    }

    /// Waits for the fake's price of 005930 (272,250), types `$` and waits for the Account view of the fake's
    /// three holdings; returns when `$` was typed (CLOCK_MONOTONIC). A fatal error when either does not show
    /// within 20 s.
    @discardableResult
    func openAccountView() -> UInt64 {
        guard waitFor("272,250", after: 0, seconds: 20) != nil else { fatalError("stockwatch showed no price from the fake server") }
        let opened = Self.monotonicNanoseconds()
        type("$")
        guard waitFor("Holdings (3)", after: opened, seconds: 20) != nil else { fatalError("$ opened no account") }
        return opened
    }
}
