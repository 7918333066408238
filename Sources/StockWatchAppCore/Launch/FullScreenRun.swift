// The full-screen app: the terminal session, the watchlist screen, and the diagnostic options.

import CursesBackend
import FoundationEssentials
import Networking
import Reactive
import Screens
import TUICore

/// Takes the terminal, runs the watchlist screen until `q`, a quitting signal or the end of input,
/// and restores the terminal. Alerts that fired are announced (bell, OSC notification) right after
/// the frame that shows them. With `--quit-after`, quits that long after the first frame with
/// prices; with `--diagnostics-file`, writes the run's figures there at the end.
struct FullScreenRun {
    let container: AppContainer
    /// What config.json's loading had to say: one line on the message row until Esc, each in the messages view (`m`), and on standard error after quitting.
    let configurationMessages: [String]
    /// What the KIS set-up just saved (masked), to say at start; nil when it did not run.
    var setupSummary: String?

    /// Runs; returns the exit status.
    func run() -> Int32 {
        let session: TerminalSession
        // The real-time socket is read right before each frame while it is busy (with --feed kis).
        let frameReader = container.readPacing.map { pacing in
            FrameReader(read: { pacing.readBeforeFrame(quietAfter: $0) }, isWaiting: { pacing.hasHandedOver })
        }
        do {
            session = try TerminalSession.start(mouse: container.settings.mouse, frameReader: frameReader)
        } catch {
            StockWatchApplication.printError(error.message)
            return TerminalError.exitCode
        }
        let notices = [setupSummary, container.venueNotice, startupNotice, container.kisTokenCacheProblem, session.localeAdvice].compactMap(\.self)
            + container.accountFileProblems
        let screen = container.makeWatchlistScreen(
            localeWarning: session.localeWarning,
            startupNotice: notices.isEmpty ? nil : notices.joined(separator: " "),
            startupMessages: [setupSummary].compactMap(\.self).map { (.notice, $0) } + configurationMessages.map { (.settings, $0) }
                + container.accountFileProblems.map { (.problem, $0) },
            frames: FrameScheduler.main
        )
        let diagnostics = RunDiagnostics()
        let quitAfter = container.settings.diagnostics.quitAfter
        let subscription = screen.start(keys: session.keys, onChange: session.setNeedsDisplay, onQuit: session.quit)
        let catalogRefresh = container.startCatalogRefresh()
        let announcer = AlertAnnouncer(notifications: container.settings.notifications, environment: ProcessInfo.processInfo.environment)
        _ = session.run { canvas in
            screen.draw(on: canvas)
            session.writeAfterNextFrame(announcer.bytes(for: screen.takeFiredAlerts()))
            if diagnostics.frameDrawn(showsPrices: screen.showsPrices), let quitAfter {
                _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(Int(quitAfter * 1000))) { _ in
                    session.quit()
                    return Disposables.create()
                }
            }
        }
        subscription.dispose()
        catalogRefresh.dispose()
        if let file = container.settings.diagnostics.diagnosticsFile {
            do {
                try diagnostics.json().write(toFile: file, atomically: true, encoding: .utf8)
            } catch {
                StockWatchApplication.printError("could not write \(file): \(error)")
                return 1
            }
        }
        return 0
    }

    /// One line about config.json's problems, which the messages view lists in full (and standard error after quitting).
    private var startupNotice: String? {
        switch configurationMessages.count {
        case 0: nil
        case 1: configurationMessages[0]
        default: "\(configurationMessages.count) problems with the settings: m lists them"
        }
    }
}
