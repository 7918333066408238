// A full-screen program's session: the terminal, its run loop, keys in and frames out, restored on every exit.

import FoundationEssentials
import Glibc
import Reactive
import TUICore

/// Ties the `Terminal` to a `MainRunLoop` on the calling thread: keys become an `Observable<Key>`,
/// the `MainScheduler` runs on the loop, and frames are drawn when the screen is dirty.
///
/// Signals arrive as loop events: SIGINT, SIGTERM, SIGHUP and SIGQUIT quit in order (the terminal restored),
/// SIGTSTP restores the terminal and stops the process, SIGCONT takes it back and repaints. SIGWINCH
/// is ours too, not ncurses' (whose handler only sets a flag for the next read, so a resize landing
/// between the last read and `poll` waited for the next key): its byte wakes the loop, the screen takes
/// the new size and the next read delivers `.resize`. The end of standard input (an ssh connection
/// gone) quits too. `run` restores the terminal however it ends.
public final class TerminalSession {
    /// How a session ended.
    public enum End: Equatable, Sendable {
        /// `quit()` was called.
        case quit
        /// SIGINT, SIGTERM, SIGHUP or SIGQUIT.
        case signal(Int32)
        /// Standard input ended or hung up.
        case inputEnded
    }

    /// Installed before ncurses starts, so ncurses leaves all of them (SIGWINCH included) alone.
    /// SIGQUIT (Ctrl-\) quits like SIGTERM: left to its default (or the Swift backtracer) it dumps
    /// core with the alternate screen on, the cursor hidden and echo off.
    static let forwardedSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH]

    /// The loop the session runs on; `MainScheduler.instance` posts to it.
    public let loop: MainRunLoop
    private let terminal: Terminal
    private let keySubject = PublishSubject<Key>()
    private var endingSignal: Int32?
    /// Bytes for the terminal itself (bell, notifications), written after the next frame.
    private var pendingOutput = ""

    /// A session of `terminal` on `loop`, which must already forward `forwardedSignals` (`start` does).
    init(loop: MainRunLoop, terminal: Terminal) {
        self.loop = loop
        self.terminal = terminal
    }

    /// Opens the terminal (with mouse reports when `mouse`) and installs the loop as the main
    /// scheduler's driver, or throws with the terminal untouched. `frameReader` is the loop's (see
    /// `MainRunLoop.init`).
    public static func start(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        mouse: Bool = false,
        frameReader: FrameReader? = nil
    ) throws(TerminalError) -> TerminalSession {
        guard let loop = try? MainRunLoop(frameReader: frameReader) else { throw .initializationFailed(terminalType: environment["TERM"] ?? "") }
        // Ours before ncurses starts, so it leaves SIGINT/SIGTERM/SIGTSTP alone.
        guard (try? loop.forwardSignals(forwardedSignals)) != nil else {
            loop.stopForwardingSignals()
            throw .initializationFailed(terminalType: environment["TERM"] ?? "")
        }
        let terminal: Terminal
        do {
            terminal = try Terminal.open(environment: environment, mouse: mouse)
        } catch {
            loop.stopForwardingSignals()
            throw error
        }
        MainScheduler.instance.install(loop)
        return TerminalSession(loop: loop, terminal: terminal)
    }

    /// `start()`, or on failure prints `program: message` to standard error and exits with code 2.
    public static func startOrExit(programName: String) -> TerminalSession {
        do {
            return try start()
        } catch {
            StandardError.write("\(programName): \(error.message)\n")
            exit(TerminalError.exitCode)
        }
    }

    /// Every key pressed, on the loop's thread; `.resize` after the screen took its new size.
    /// Completes when the session ends.
    public var keys: Observable<Key> { keySubject.asObservable() }

    /// The screen's current size in cells.
    public var size: Size { terminal.screen.size }

    /// A warning to show in the status area when the locale is not UTF-8, else nil.
    public var localeWarning: String? { terminal.localeWarning }

    /// How to fix a locale that is not UTF-8 (a sentence to say once, at start), else nil.
    public var localeAdvice: String? { localeWarning == nil ? nil : TerminalLocale.advice }

    /// Marks the screen dirty (from any thread): a frame is drawn soon, at most one per 16 ms.
    public func setNeedsDisplay() {
        loop.setNeedsDisplay()
    }

    /// Writes `bytes` (the bell, an OSC notification) straight to the terminal right after the next
    /// frame is presented, on the loop's thread — never in the middle of a frame's output.
    public func writeAfterNextFrame(_ bytes: String) {
        guard !bytes.isEmpty else { return }
        pendingOutput += bytes
        loop.setNeedsDisplay()
    }

    /// Ends `run` after the current work.
    public func quit() {
        loop.stop()
    }

    /// Runs until `quit()`, a quitting signal or the end of input, drawing each frame with `draw` on a
    /// cleared canvas; then restores the terminal. The first frame is drawn at once.
    public func run(draw: (any Canvas) -> Void) -> End {
        let screen = terminal.screen
        let input = RunLoopInput(fileDescriptor: terminal.inputDescriptor) { [terminal, keySubject] in
            terminal.readKeys { key in
                if key == .resize { self.loop.setNeedsDisplay() }
                keySubject.on(.next(key))
            }
        }
        loop.setNeedsDisplay()
        let exit = loop.run(input: input, onSignal: handle) {
            screen.canvas.clear()
            draw(screen.canvas)
            screen.present()
            if !pendingOutput.isEmpty {
                StandardError.write(pendingOutput, to: STDOUT_FILENO)
                pendingOutput = ""
            }
        }
        terminal.close()
        loop.stopForwardingSignals()
        keySubject.on(.completed)
        if let endingSignal { return .signal(endingSignal) }
        return exit == .inputEnded ? .inputEnded : .quit
    }

    private func handle(signal: Int32) {
        switch signal {
        case SIGTSTP:
            terminal.suspend()
            raise(SIGSTOP)
            terminal.resume()
            loop.setNeedsDisplay()
        case SIGCONT:
            terminal.resume()
            loop.setNeedsDisplay()
        case SIGWINCH:
            terminal.followWindowSize()
        default:
            endingSignal = signal
            loop.stop()
        }
    }
}
