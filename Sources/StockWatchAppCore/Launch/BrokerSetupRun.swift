// The KIS set-up on the terminal before the app starts (`--setup`, or a `--feed kis` run without keys).

import CursesBackend
import Presentation
import Reactive
import Screens

/// Takes the terminal for the set-up's dialogs alone, restores it when they end, and says how they
/// ended; the app then opens its own session with the settings read again.
struct BrokerSetupRun {
    /// How the set-up ended.
    enum Outcome {
        /// Everything was checked and saved.
        case saved(BrokerSetupFlow.Saved)
        /// Esc: nothing saved; the app starts as it would have.
        case notSaved
        /// Ctrl-C, a quitting signal or the end of input: the program ends.
        case ended
    }

    let scene: BrokerSetupSceneContainer
    /// Why it opens, the first line under its title.
    let reason: String

    /// Runs the set-up; a terminal that cannot be opened is said on standard error and counts as not saved.
    func run() -> Outcome {
        let session: TerminalSession
        do {
            session = try TerminalSession.start()
        } catch {
            StockWatchApplication.printError(error.message)
            return .notSaved
        }
        let screen = BrokerSetupScreen(flow: scene.makeBrokerSetupFlow(), reason: reason)
        let subscription = screen.start(keys: session.keys, onChange: session.setNeedsDisplay, onQuit: session.quit)
        let end = session.run { screen.draw(on: $0) }
        subscription.dispose()
        if let saved = screen.saved { return .saved(saved) }
        return end == .quit ? .notSaved : .ended
    }
}
