// The terminal colours of each price colour scheme: Korean (red up, blue down), Western, or none.

import Domain
import Presentation
import TUICore

/// The terminal styles of a scheme; either way a price at its daily limit is bold.
extension PriceColorScheme {
    /// The colour of a rise, nil without colours.
    var riseColor: Color? {
        switch self {
        case .korean: .red
        case .western: .green
        case .none: nil
        }
    }

    /// The colour of a fall, nil without colours.
    var fallColor: Color? {
        switch self {
        case .korean: .blue
        case .western: .red
        case .none: nil
        }
    }

    /// The style of a price, change and change rate moving in `direction`.
    public func style(for direction: PriceDirection) -> Style {
        let color: Color? = switch direction {
        case .upperLimit, .up: riseColor
        case .lowerLimit, .down: fallColor
        case .flat: nil
        }
        return Style(foreground: color ?? .default, bold: direction.isAtLimit)
    }

    /// The style of the digits of a price that just changed: reversed, in the colour of the move.
    public func flashStyle(rose: Bool) -> Style {
        Style(foreground: (rose ? riseColor : fallColor) ?? .default, bold: true, reverse: true)
    }
}
