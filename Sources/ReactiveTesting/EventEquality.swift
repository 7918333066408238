// Lets tests compare recorded events with `==`.

import Reactive

/// Events are equal when they are the same case with equal elements; errors compare by type and description.
extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): return left == right
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)):
            return type(of: left) == type(of: right) && String(describing: left) == String(describing: right)
        default: return false
        }
    }
}
