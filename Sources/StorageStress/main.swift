// storage-stress: the child of Storage's crash test — saves given watchlist versions in a loop until killed.
//
// Usage: storage-stress DATA_DIR VERSIONS_JSON
//   VERSIONS_JSON holds a JSON array of versions, each an array of watchlists. The tool opens the
//   watchlists in DATA_DIR, then saves the versions one after another, round and round, until it is
//   killed — starting after the version the file holds, so that successive runs keep moving through the
//   list. After its first save it writes "saving" and a line break to stdout (once), so the test knows the
//   loop is running. Any failure ends it with status 1 and a message.

import Domain
import Foundation
import Reactive
import Storage

/// Prints `message` to stderr and ends the process with status 1.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("storage-stress: " + message + "\n").utf8))
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("usage: storage-stress DATA_DIR VERSIONS_JSON") }
let folder = arguments[1]
let versions: [[Watchlist]]
do {
    versions = try JSONDecoder().decode([[Watchlist]].self, from: Data(contentsOf: URL(fileURLWithPath: arguments[2])))
} catch {
    fail("cannot read the versions in \(arguments[2]): \(error)")
}
guard !versions.isEmpty else { fail("\(arguments[2]) holds no versions") }

/// Opens the watchlists as their owner, waiting up to 3 s for the lock: a process the test forks for
/// another purpose holds copies of the test's descriptors (its lock included) until it calls exec.
func openAsOwner() -> FileWatchlistRepository {
    let paths = StoragePaths(dataDirectory: folder, configDirectory: folder, cacheDirectory: folder)
    let deadline = Date().addingTimeInterval(3)
    while true {
        do {
            let repository = try FileWatchlistRepository(paths: paths)
            if !repository.isReadOnly { return repository }
        } catch {
            fail(error.message)
        }
        guard Date() < deadline else { fail("another process holds the lock on \(folder)") }
        usleep(1_000)
    }
}

let repository = openAsOwner()

var next = 0
_ = repository.fetchWatchlists().subscribe(
    onSuccess: { current in next = ((versions.firstIndex(of: current) ?? -1) + 1) % versions.count },
    onFailure: { error in fail("cannot read the watchlists: \(error)") }
)
var announced = false
while true {
    _ = repository.saveWatchlists(versions[next]).subscribe(onFailure: { error in fail("save failed: \(error)") })
    next = (next + 1) % versions.count
    if !announced {
        FileHandle.standardOutput.write(Data("saving\n".utf8))
        announced = true
    }
}
