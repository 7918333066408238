// A caller's asynchronous check for dialog tests: scripted answers per value after virtual delays.

import Domain
import Presentation
import Reactive
import ReactiveTesting

/// Stands in for "is this name taken?" / "does this stock exist?": each call returns a single that
/// the scheduler settles after the next scripted answer's delay. A value with no answer left is valid at once.
/// A check disposed before it settles is cancelled: its scheduled answer is dropped and the
/// cancellation recorded, as a caller's network request or disk read would be stopped.
final class ScriptedCheck {
    /// A network-style failure with a message for the user.
    struct Unreachable: UserFacingError {
        var message: String { "The server cannot be reached." }
    }

    /// One scripted answer: what the single settles with, and how many ticks after the call.
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
    /// The values whose check was disposed before it answered, with the virtual time of the disposal.
    private(set) var cancellations: [(time: TestTime, value: String)] = []

    init(scheduler: TestScheduler, answers: [String: [Answer]]) {
        self.scheduler = scheduler
        self.answers = answers
    }

    func check(_ value: String) -> Single<Validation> {
        calls.append((scheduler.clock, value))
        guard let answer = answers[value]?.first else { return .just(.valid) }
        answers[value]?.removeFirst()
        return Single.create { [self] observer in
            var settled = false
            let scheduled = scheduler.scheduleAt(scheduler.clock + answer.delay) {
                settled = true
                observer(answer.result)
            }
            return Disposables.create(with: { [self] in
                guard !settled else { return }
                settled = true
                scheduled.dispose()
                cancellations.append((scheduler.clock, value))
            })
        }
    }
}
