// The one protocol every reusable widget conforms to: a value that draws itself into a rectangle.

import TUICore

/// A widget: a value describing what to show, which draws itself into `area` of a canvas and nowhere
/// else (as ratatui's `Widget::render(area, buffer)`). Widgets hold no terminal state and know no view
/// model; screens build them from view-model output each frame.
///
/// Drawing may report what a caller needs to lay out around the widget or to keep for the next frame
/// (the body area of a dialog, the scroll offset of a table or text field); most report nothing.
public protocol Widget {
    /// What `draw` reports back, `Void` when nothing.
    associatedtype DrawResult = Void

    /// Draws the widget into `area` of `canvas`.
    @discardableResult
    func draw(in area: Rect, on canvas: Canvas) -> DrawResult
}
