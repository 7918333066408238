// Signals reach the run loop as events through its pipe (process-wide handlers: serialized with CursesSuite).

import CursesBackend
import Glibc
import TUICore
import Testing

extension CursesSuite {
    @Suite struct SignalForwardingTests {
        @Test func forwardedSignalArrivesOnTheLoopThread() throws {
            let loop = try MainRunLoop()
            try loop.forwardSignals([SIGUSR1, SIGUSR2])
            defer { loop.stopForwardingSignals() }
            let watchdog = loop.post(after: .seconds(5)) { loop.stop() }
            // Process-directed, as a terminal sends them: the test's own thread may be a dispatch worker,
            // which blocks these signals, so `raise` would leave them pending forever.
            kill(getpid(), SIGUSR2)
            kill(getpid(), SIGUSR1)
            var received: [Int32] = []
            let exit = loop.run(onSignal: { signal in
                received.append(signal)
                if received.count == 2 { loop.stop() }
            })
            watchdog.dispose()
            #expect(exit == .stopped)
            #expect(received.sorted() == [SIGUSR1, SIGUSR2])
        }

        @Test func stoppingForwardingRestoresThePreviousAction() throws {
            let loop = try MainRunLoop()
            signal(SIGUSR1, SIG_IGN)
            defer { signal(SIGUSR1, SIG_DFL) }
            try loop.forwardSignals([SIGUSR1])
            loop.stopForwardingSignals()
            var action = sigaction()
            sigaction(SIGUSR1, nil, &action)
            #expect(unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1)
        }
    }
}
