// What loading the remembered view gives: the view to show, and what to tell the user about it.

/// The result of `LoadRememberedViewUseCase`.
public struct LoadedRememberedView: Sendable, Equatable {
    /// The view to start with (the defaults when the stored one could not be read).
    public let view: RememberedView
    /// Why the defaults are used, already phrased; nil when the stored view was read.
    public let notice: String?

    public init(view: RememberedView, notice: String?) {
        self.view = view
        self.notice = notice
    }
}
