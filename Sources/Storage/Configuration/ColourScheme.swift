// How price moves are coloured (config key "colour_scheme").

/// The colours of rises and falls.
public enum ColourScheme: String, Sendable, Equatable, CaseIterable {
    /// Korean convention: rises red, falls blue (the default).
    case korean
    /// Western convention: rises green, falls red.
    case western
    /// No colours (signs and arrows only).
    case none
}
