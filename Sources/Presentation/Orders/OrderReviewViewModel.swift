// The review step of the order ticket: the order in words, focus on Edit, Send only by moving to it.

import Domain
import Reactive

/// Shows a checked order before it is sent. It opens with the focus on Edit, so the Enter that accepted
/// the ticket (or a repeated one) goes back to editing, never sends; sending takes Tab (or ←/→) to Send,
/// then Enter. An order past a precaution also needs `o` (the override) first. Send runs once and closes
/// the review; Edit (or Esc) closes it and returns to the ticket, whose next Enter makes a new review.
public final class OrderReviewViewModel {
    /// The keys, from the screen.
    public struct Input {
        public let keys: Observable<OrderReviewKey>

        public init(keys: Observable<OrderReviewKey>) {
            self.keys = keys
        }
    }

    /// What the review shows.
    public struct Output {
        /// The open state, then one per change, ending with the closed one. Subscribe once.
        public let state: Observable<OrderReviewState>
    }

    /// "SIMULATED · Buy 삼성전자", "PAPER · Revise order 2".
    public let title: String
    private let lines: [String]
    private let warnings: [String]
    private let edit: () -> Void
    private let send: () -> Void

    /// - Parameters:
    ///   - review: The checked order.
    ///   - edit: Back to the ticket (runs once, when Edit or Esc closes the review).
    ///   - send: Sends the order (runs at most once, when Send closes the review).
    public convenience init(review: OrderReview, edit: @escaping () -> Void, send: @escaping (OrderReview) -> Void) {
        self.init(
            title: OrderReviewText.title(review), lines: OrderReviewText.lines(review), warnings: review.warnings.map(\.message), edit: edit,
            send: { send(review) }
        )
    }

    /// The review of any change sent to the exchange (a revise): `title` and `lines` in words, the
    /// precautions passed as `warnings` (Send then needs the override), the same keys and focus rules.
    public init(title: String, lines: [String], warnings: [String] = [], edit: @escaping () -> Void, send: @escaping () -> Void) {
        self.title = title
        self.lines = lines
        self.warnings = warnings
        self.edit = edit
        self.send = send
    }

    public func transform(_ input: Input) -> Output {
        let state = UpdateLoop<OrderReviewState, OrderReviewKey, OrderReviewState.Result>.observable(
            initial: { [title, lines, warnings] in
                OrderReviewState(title: title, lines: lines, warnings: warnings)
            },
            actions: [input.keys],
            update: Self.update,
            isFinished: \.isClosed,
            emission: .eachChange,
            effects: { [edit, send] _ in
                { result in
                    switch result {
                    case .edit: edit()
                    case .sent: send()
                    }
                }
            }
        )
        return Output(state: state)
    }

    static func update(_ state: inout OrderReviewState, _ key: OrderReviewKey) -> [OrderReviewState.Result] {
        state.notice = nil
        switch key {
        case .moveFocus:
            state.focus = state.focus == .edit ? .send : .edit
        case .override:
            state.isOverridden = true
        case .edit:
            state.result = .edit
            return [.edit]
        case .press where state.focus == .edit:
            state.result = .edit
            return [.edit]
        case .press where state.needsOverride:
            state.notice = "The order goes past a precaution: \(OrderReviewState.overrideHint), or edit it."
        case .press:
            state.result = .sent
            return [.sent]
        }
        return []
    }
}
