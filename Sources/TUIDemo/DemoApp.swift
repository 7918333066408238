// The demo's state, keys and drawing: a table, a status bar, an "add" dialog with a text field, help.

import CursesBackend
import DisplayText
import Presentation
import Reactive
import TUICore
import Widgets

/// A watchlist-like screen: ↑/↓ select, `a` opens a dialog with a text field (Enter/Esc close it),
/// `?` shows help, `q` quits. Below 40×10 a "terminal too small" notice replaces it all.
/// With `--allow-crash`, `!` traps on purpose so the tests can check that a crash restores the terminal.
final class DemoApp {
    private static let minimumSize = Size(width: 40, height: 10)
    private let help = HelpOverlay(entries: [
        HelpEntry("↑ ↓", "move the selection"),
        HelpEntry("a", "add a stock (dialog)"),
        HelpEntry("Enter", "confirm the dialog"),
        HelpEntry("Esc", "close the dialog or this help"),
        HelpEntry("?", "show or hide this help"),
        HelpEntry("q", "quit"),
    ])

    private let allowsCrash: Bool
    private var table = Table(columns: DemoStocks.columns, rows: DemoStocks.rows, selectedRow: 0)
    private var field: TextField?
    private var showsHelp = false
    private var lastEntry: String?

    init(arguments: [String]) {
        allowsCrash = arguments.contains("--allow-crash")
    }

    /// Runs the demo until `q` or a quitting signal; returns the process exit code.
    func run() -> Int32 {
        let session = TerminalSession.startOrExit(programName: "tui-demo")
        let subscription = session.keys.subscribe(onNext: { [unowned self] key in
            if self.handle(key, session: session) { session.setNeedsDisplay() }
        })
        _ = session.run { [unowned self] canvas in self.draw(on: canvas, session: session) }
        subscription.dispose()
        return 0
    }

    /// Applies `key`; returns whether the screen changed.
    private func handle(_ key: Key, session: TerminalSession) -> Bool {
        if var editing = field {
            switch key {
            case .enter:
                lastEntry = editing.text.text
                field = nil
            case .escape:
                field = nil
            default:
                guard let edit = TextField.edit(for: key) else { return key == .resize }
                editing.text.apply(edit)
                field = editing
            }
            return true
        }
        if showsHelp {
            if key == .escape || key == .character("?") { showsHelp = false }
            return true
        }
        switch key {
        case .character("q"): session.quit()
        case .character("a"): field = TextField(text: EditableText(maximumLength: 30), placeholder: "이름 또는 코드")
        case .character("?"): showsHelp = true
        case .character("!") where allowsCrash: fatalError("tui-demo: crash requested with --allow-crash")
        case .up: moveSelection(by: -1)
        case .down: moveSelection(by: 1)
        case .pageUp: moveSelection(by: -10)
        case .pageDown: moveSelection(by: 10)
        case .resize: break
        default: return false
        }
        return true
    }

    private func moveSelection(by delta: Int) {
        let last = table.rows.count - 1
        table.selectedRow = min(last, max(0, (table.selectedRow ?? 0) + delta))
    }

    private func draw(on canvas: any Canvas, session: TerminalSession) {
        let notice = TooSmallNotice(minimum: Self.minimumSize)
        if notice.applies(to: canvas.size) {
            notice.draw(in: canvas.bounds, on: canvas)
            return
        }
        let layout = ScreenLayout(screen: canvas.bounds)
        canvas.put("tui-demo · 관심종목", in: layout.header, style: Style(bold: true))
        canvas.put("\(canvas.size)", in: layout.header, style: Style(dim: true), alignment: .right)
        table.scrollOffset = table.draw(in: layout.body, on: canvas)
        statusBar(warning: session.localeWarning).draw(in: layout.status, on: canvas)
        if let field {
            let body = Dialog(title: "Add a stock", bodyHeight: 2).draw(in: canvas.bounds, on: canvas)
            canvas.put("Name or code:", in: body.row(0), style: .plain)
            self.field?.scrollOffset = field.draw(in: body.row(1), on: canvas)
        } else if showsHelp {
            help.draw(in: canvas.bounds, on: canvas)
        }
    }

    private func statusBar(warning: String?) -> StatusBar {
        var left = [StatusSegment(" \(table.rows.count) stocks")]
        if let lastEntry { left.append(StatusSegment(" · added: \(lastEntry)")) }
        if let warning { left.append(StatusSegment(" · \(warning)", style: Style(foreground: .yellow, bold: true))) }
        return StatusBar(left: left, right: [StatusSegment("a add · ? help · q quit ")])
    }
}
