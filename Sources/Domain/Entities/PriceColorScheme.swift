// How rises and falls are coloured: the user's choice (config.json's "colour_scheme", --colors), one type for every layer.

/// The colours of price moves. Korean trading screens draw rises red and falls blue; Western ones
/// green and red; `.none` leaves the ▲ ▼ markers and the bold limits to tell the direction.
public enum PriceColorScheme: String, Hashable, Sendable, CaseIterable {
    /// Rises red, falls blue (the default).
    case korean
    /// Rises green, falls red.
    case western
    /// No colours.
    case none
}
