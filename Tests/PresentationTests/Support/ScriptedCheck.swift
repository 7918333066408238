// A caller's asynchronous check for dialog tests: scripted answers per value after virtual delays.

import Domain
import Presentation
import Reactive
import ReactiveTesting

/// Stands in for "is this name taken?" / "does this stock exist?": each call returns a promise that
/// the scheduler settles after the next scripted answer's delay. A value with no answer left is valid at once.
/// A check cancelled before it settles stops: its cancel hook drops the scheduled answer and records
/// the cancellation, as a caller's network request or disk read would be stopped.
final class ScriptedCheck {
    /// A network-style failure with a message for the user.
    struct Unreachable: UserFacingError {
        var message: String { "The server cannot be reached." }
    }

    /// One scripted answer: what the promise settles with, and how many ticks after the call.
    struct Answer {
        let delay: TestTime
        let result: Result<Validation, Error>

        static func valid(after delay: TestTime) -> Answer { Answer(delay: delay, result: .success(.valid)) }
        static func invalid(_ message: String, after delay: TestTime) -> Answer {
            Answer(delay: delay, result: .success(.invalid(message: message)))
        }
        static func failure(_ error: Error, after delay: TestTime) -> Answer { Answer(delay: delay, result: .failure(error)) }
    }

    private let scheduler: TestScheduler
    private var answers: [String: [Answer]]
    /// The values checked, with the virtual time of each call.
    private(set) var calls: [(time: TestTime, value: String)] = []
    /// The values whose check was cancelled before it answered, with the virtual time of the cancellation.
    private(set) var cancellations: [(time: TestTime, value: String)] = []

    init(scheduler: TestScheduler, answers: [String: [Answer]]) {
        self.scheduler = scheduler
        self.answers = answers
    }

    func check(_ value: String) -> Promise<Validation> {
        calls.append((scheduler.clock, value))
        guard let answer = answers[value]?.first else { return .value(.valid) }
        answers[value]?.removeFirst()
        return Promise { [self] seal in
            let scheduled = scheduler.scheduleAt(scheduler.clock + answer.delay) { seal.resolve(answer.result) }
            seal.onCancel { [self] in
                scheduled.dispose()
                cancellations.append((scheduler.clock, value))
            }
        }
    }
}
