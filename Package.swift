// swift-tools-version:6.0
// StockWatch: a keyboard-driven terminal watchlist for the Korean stock market.
// Module graph and import direction: see docs/ARCHITECTURE.md.
import PackageDescription

let package = Package(
    name: "StockWatch",
    products: [
        .library(name: "Reactive", targets: ["Reactive"]),
        .library(name: "ReactiveTesting", targets: ["ReactiveTesting"]),
        .executable(name: "stockwatch", targets: ["StockWatchApp"]),
        .executable(name: "stockwatch-bench", targets: ["Benchmarks"]),
        .executable(name: "storage-stress", targets: ["StorageStress"]),
        .executable(name: "tui-demo", targets: ["TUIDemo"]),
        .executable(name: "stockwatch-fuzz", targets: ["Fuzzer"]),
    ],
    targets: [
        .target(name: "Reactive"),
        .target(name: "ReactiveTesting", dependencies: ["Reactive"]),
        .target(name: "DisplayText"),
        .target(name: "Domain", dependencies: ["Reactive", "DisplayText"]),
        // libcurl, loaded with dlopen on the first request: the simulated feed never maps it.
        .target(name: "CHTTPTransport", linkerSettings: [.linkedLibrary("dl")]),
        // The stock listing and the KRX closures, assembled into the binary with `.incbin` (files/).
        .target(name: "CMarketFiles", cSettings: [.headerSearchPath("files")]),
        .target(name: "MarketData", dependencies: ["Domain", "Networking", "Reactive", "DisplayText", "FileSystem", "CMarketFiles", "CFileFormats", "CCipher"]),
        // OpenSSL's libcrypto (Debian's libssl3), loaded with dlopen on the first execution notice:
        // AES-256-CBC for KIS's encrypted notices; the simulated feed never maps it.
        .target(name: "CCipher", linkerSettings: [.linkedLibrary("dl"), .linkedLibrary("pthread")]),
        // zlib (Debian's zlib1g-dev, `make deps` installs it) and glibc's iconv for the KIS master files.
        .target(name: "CFileFormats", linkerSettings: [.linkedLibrary("z")]),
        // Atomic file replacement and folder creation (POSIX), shared by Storage and MarketData's token cache.
        .target(name: "FileSystem"),
        // SQLite 3 from Debian's libsqlite3-dev (`make deps` installs it): the chart history cache.
        .systemLibrary(name: "CSQLite"),
        .target(name: "Storage", dependencies: ["Domain", "Reactive", "FileSystem", "CSQLite"]),
        // libwebsockets (Debian's libwebsockets-dev for the header), loaded with dlopen on the first
        // connection: linking it maps libssl and libcrypto into every run (+2 MB resident).
        .target(name: "CWebSocketTransport", linkerSettings: [.linkedLibrary("dl"), .linkedLibrary("pthread")]),
        .target(name: "Networking", dependencies: ["Reactive", "DisplayText", "CHTTPTransport", "CWebSocketTransport"]),
        .target(name: "Presentation", dependencies: ["Domain", "Reactive", "DisplayText"]),
        // ncursesw from Debian's libncursesw5-dev (`make deps` installs it). No pkgConfig: its only
        // flags are the -D defines SwiftPM drops with a warning; shim.h defines what they did.
        .systemLibrary(name: "CNcurses"),
        // Crash-safe terminal restore, for the curses backend alone.
        .target(name: "CTerminalRestore"),
        // Signals turned into bytes on the run loop's pipe, for TUICore's run loop.
        .target(name: "CSignalForwarding"),
        // The terminal UI in four layers, as ratatui splits core, widgets and backends (docs/ARCHITECTURE.md).
        .target(name: "TUICore", dependencies: ["Reactive", "DisplayText", "CSignalForwarding"]),
        .target(name: "Widgets", dependencies: ["TUICore", "DisplayText"]),
        .target(name: "CursesBackend", dependencies: ["TUICore", "Reactive", "DisplayText", "CNcurses", "CTerminalRestore"]),
        .target(name: "Screens", dependencies: ["Widgets", "TUICore", "Presentation", "Domain", "Reactive", "DisplayText"]),
        // The app's composition root and command line as a library, so its tests can reach them.
        .target(
            name: "StockWatchAppCore",
            dependencies: ["Screens", "CursesBackend", "TUICore", "Presentation", "Domain", "MarketData", "Networking", "Storage", "Reactive", "DisplayText"]
        ),
        .executableTarget(name: "StockWatchApp", dependencies: ["StockWatchAppCore"]),
        .executableTarget(name: "TUIDemo", dependencies: ["Widgets", "TUICore", "CursesBackend", "Presentation", "DisplayText", "Reactive"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["Reactive", "Widgets", "TUICore", "CursesBackend", "Presentation", "Domain", "MarketData", "Networking", "Storage", "StockWatchAppCore", "DomainTestDoubles", "Screens", "NetworkTestSupport"]
        ),
        // The child process of Storage's crash test: saves watchlists in a loop until it is killed.
        .executableTarget(name: "StorageStress", dependencies: ["Storage", "Domain", "Reactive"]),
        .testTarget(name: "ReactiveTests", dependencies: ["Reactive", "ReactiveTesting"]),
        .testTarget(name: "DisplayTextTests", dependencies: ["DisplayText"]),
        // Test support: the one fake per Domain repository protocol, shared by the tests and the benchmarks.
        .target(name: "DomainTestDoubles", dependencies: ["Domain", "Reactive"], path: "Tests/DomainTestDoubles"),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "Reactive", "ReactiveTesting", "DomainTestDoubles"]),
        // Test support: starts and scripts the fake KIS server (Tests/NetworkingTests/Fixtures) for both suites.
        .target(name: "NetworkTestSupport", dependencies: ["Reactive"], path: "Tests/NetworkTestSupport"),
        .testTarget(name: "NetworkingTests", dependencies: ["Networking", "Reactive", "ReactiveTesting", "NetworkTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "MarketDataTests", dependencies: ["MarketData", "Domain", "DomainTestDoubles", "Networking", "Reactive", "ReactiveTesting", "NetworkTestSupport"], exclude: ["Master/Fixtures"]),
        .testTarget(name: "FileSystemTests", dependencies: ["FileSystem"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "Domain", "Reactive", "FileSystem"], exclude: ["Fixtures"]),
        .target(name: "PresentationTestSupport", dependencies: ["Presentation", "Domain", "Reactive"], path: "Tests/PresentationTestSupport"),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation", "Domain", "Reactive", "ReactiveTesting", "DisplayText", "PresentationTestSupport", "DomainTestDoubles"]),
        .testTarget(name: "TUICoreTests", dependencies: ["TUICore", "Reactive", "DisplayText"]),
        .testTarget(name: "WidgetsTests", dependencies: ["Widgets", "TUICore", "DisplayText"]),
        .testTarget(name: "CursesBackendTests", dependencies: ["CursesBackend", "CNcurses", "TUICore", "Reactive"]),
        .testTarget(name: "ScreensTests", dependencies: ["Screens", "Widgets", "TUICore", "Presentation", "Domain", "Reactive", "ReactiveTesting", "DisplayText", "PresentationTestSupport", "DomainTestDoubles"]),
        // Fuzzing (`make fuzz`): each parser's invariants, libFuzzer's entry (built with -sanitize=fuzzer in
        // .build/fuzz; a do-nothing program otherwise) and the replay of every kept input in the unit suite.
        .target(
            name: "FuzzTargets",
            dependencies: ["Domain", "MarketData", "Storage", "CursesBackend", "TUICore", "Widgets", "DisplayText", "StockWatchAppCore"],
            path: "Tests/Fuzz/Targets"
        ),
        .executableTarget(name: "Fuzzer", dependencies: ["FuzzTargets"], path: "Tests/Fuzz/Driver"),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"]),
        .testTarget(name: "StockWatchAppCoreTests", dependencies: ["StockWatchAppCore", "Storage", "Domain", "Reactive", "MarketData"]),
    ],
    swiftLanguageModes: [.v6]
)
