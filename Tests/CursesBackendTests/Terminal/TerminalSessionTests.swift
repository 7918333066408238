// A session on a headless screen: a resize signal wakes its loop and the screen takes the new size.

@testable import CursesBackend
import Glibc
@testable import CursesBackend
@testable import TUICore
import Testing

extension CursesSuite {
    @Suite struct TerminalSessionTests {
        /// SIGWINCH goes through the loop's pipe, not ncurses' handler (which only sets a flag for the
        /// next read, so a resize landing after the last read waited for the next key): delivered on
        /// another thread during a frame, after which the loop only waits, it still wakes the loop, the
        /// screen takes the size the terminal reports, and `.resize` follows.
        @Test func resizeSignalWakesTheLoopAndTheScreenTakesTheReportedSize() throws {
            let loop = try MainRunLoop()
            try loop.forwardSignals(TerminalSession.forwardedSignals)
            defer { loop.stopForwardingSignals() }
            let window = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            try #require(window >= 0)
            defer { close(window) }
            var reported = winsize(ws_row: 20, ws_col: 60, ws_xpixel: 0, ws_ypixel: 0)
            try #require(ioctl(window, UInt(TIOCSWINSZ), &reported) == 0)
            var quietInput: [Int32] = [0, 0]
            try #require(pipe(&quietInput) == 0)
            defer { quietInput.forEach { close($0) } }

            let screen = try CursesScreen.headless(size: Size(width: 100, height: 30))
            let terminal = Terminal(screen: screen, localeWarning: nil, inputDescriptor: quietInput[0], sizeDescriptor: window)
            _ = terminal.readKeys { _ in }
            let session = TerminalSession(loop: loop, terminal: terminal)
            var sizesAtResize: [Size] = []
            let subscription = session.keys.subscribe(onNext: { key in
                guard key == .resize else { return }
                sizesAtResize.append(session.size)
                session.quit()
            })
            defer { subscription.dispose() }
            let watchdog = loop.post(after: .seconds(5)) { loop.stop() }
            var frames = 0
            let end = session.run { _ in
                frames += 1
                if frames == 1 { Self.raiseWindowChangeOnAnotherThread() }
            }
            watchdog.dispose()
            #expect(end == .quit)
            #expect(sizesAtResize == [Size(width: 60, height: 20)])
        }

        /// Raises SIGWINCH on a new thread that unblocks it, as the kernel may pick any thread; returns
        /// once its handler has run there.
        private static func raiseWindowChangeOnAnotherThread() {
            var thread = pthread_t()
            let status = pthread_create(&thread, nil, { _ in
                var signals = sigset_t()
                sigemptyset(&signals)
                sigaddset(&signals, SIGWINCH)
                pthread_sigmask(SIG_UNBLOCK, &signals, nil)
                raise(SIGWINCH)
                return nil
            }, nil)
            if status == 0 { pthread_join(thread, nil) }
        }
    }
}
