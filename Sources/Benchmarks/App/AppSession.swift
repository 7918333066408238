// One release stockwatch running in a private tmux server, and the figures it writes when it quits.

import Foundation
import Glibc

/// Starts the release `stockwatch` (next to this benchmark) in its own tmux server at 100×30 with a fresh
/// data folder and `--diagnostics-file`, so a workload can watch the process while it runs (`pid`) and
/// read its figures once it has quit by itself (`--quit-after`).
final class AppSession {
    private let directory: String
    private let tmux: [String]
    private let figuresFile: String
    private let startFile: String

    /// Starts stockwatch with `arguments` (and, given `watchlistCodes`, a watchlists file holding one list
    /// of those codes); a fatal error when tmux cannot start.
    init(arguments: [String], watchlistCodes: [String]? = nil) {
        let app = ChildCommand.siblingBinary("stockwatch")
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("app-bench-\(getpid())").path
        try? FileManager.default.removeItem(atPath: directory)
        try? FileManager.default.createDirectory(atPath: directory + "/data", withIntermediateDirectories: true)
        if let watchlistCodes { Self.writeWatchlist(watchlistCodes, in: directory + "/data") }
        tmux = ["tmux", "-S", directory + "/tmux.sock", "-f", "/dev/null"]
        figuresFile = directory + "/figures.json"
        startFile = directory + "/exec.ns"
        let command = ([app, "--data-dir", directory + "/data", "--diagnostics-file", figuresFile] + arguments)
            .map { "'" + $0 + "'" }.joined(separator: " ")
        let started = ChildCommand.run(tmux + [
            "new-session", "-d", "-x", "100", "-y", "30", "-e", "LANG=C.UTF-8", "-e", "SWIFT_BACKTRACE=enable=no",
            "date +%s%N > '\(startFile)'; exec \(command)",
        ])
        guard started else { fatalError("tmux did not start") }
    }

    /// A version-2 watchlists.json with one list of `codes`.
    private static func writeWatchlist(_ codes: [String], in folder: String) {
        let document: [String: Any] = [
            "version": 2,
            "watchlists": [["id": UUID().uuidString, "name": "bench", "codes": codes, "alerts": [Any](), "positions": [Any]()]],
        ]
        guard let data = try? JSONSerialization.data(withJSONObject: document),
              FileManager.default.createFile(atPath: folder + "/watchlists.json", contents: data) else { fatalError("could not write the watchlist") }
    }

    /// The app's process id (the pane's, since the shell `exec`s it), or nil once it has gone.
    var pid: pid_t? {
        pid_t(ChildCommand.output(of: tmux + ["display", "-p", "-t", "0", "#{pane_pid}"]))
    }

    /// Waits up to `waitingSeconds` for the figures stockwatch writes at exit, with `exec_unix_ns`: the
    /// wall clock just before the exec. A fatal error when none arrive.
    func figures(waitingSeconds: Int) -> AppFigures {
        for _ in 0..<(waitingSeconds * 20) where access(figuresFile, R_OK) != 0 {
            usleep(50_000)
        }
        usleep(50_000)
        guard let data = FileManager.default.contents(atPath: figuresFile),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let exec = (try? String(contentsOfFile: startFile, encoding: .utf8)).flatMap({ Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        else { fatalError("stockwatch wrote no figures (\(figuresFile))") }
        return AppFigures(values: object.compactMapValues { ($0 as? NSNumber)?.doubleValue }.merging(["exec_unix_ns": exec]) { first, _ in first })
    }

    /// Ends the tmux server (and the app, if it still runs) and removes the folder.
    func stop() {
        ChildCommand.run(tmux + ["kill-server"])
        try? FileManager.default.removeItem(atPath: directory)
    }
}

/// The numbers of one run, by name.
struct AppFigures {
    let values: [String: Double]

    func number(_ name: String) -> Double {
        guard let value = values[name] else { fatalError("stockwatch's figures lack \(name): \(values)") }
        return value
    }
}
