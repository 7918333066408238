// Splits the screen into a header, a body and a status bar.

/// The three horizontal bands of a screen: header rows on top, status rows at the bottom, the body in
/// between. On a screen too short for all three, the header is kept first, then the status bar.
public struct ScreenLayout: Hashable, Sendable {
    public let header: Rect
    public let body: Rect
    public let status: Rect

    public init(screen: Rect, headerHeight: Int = 1, statusHeight: Int = 1) {
        header = screen.top(headerHeight)
        let belowHeader = screen.droppingTop(headerHeight)
        status = belowHeader.bottom(statusHeight)
        body = belowHeader.droppingBottom(statusHeight)
    }
}
