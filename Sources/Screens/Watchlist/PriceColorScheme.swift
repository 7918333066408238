// How rises and falls are coloured on the watchlist: Korean (red up, blue down), Western, or none.

import Presentation
import TUICore

/// The colours of price moves. Korean trading screens draw rises red and falls blue; Western ones
/// green and red. Either way a price at its daily limit is bold, and with `.none` only the ▲ ▼ markers
/// and the bold limits tell the direction.
public enum PriceColorScheme: String, Hashable, Sendable, CaseIterable {
    case korean
    case western
    case none

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
