// The `?` overlay of the watchlist screen: every key and what it does.

import Widgets

/// The help overlay listing the watchlist screen's keys.
public enum WatchlistHelp {
    /// The overlay, ready to draw.
    public static var overlay: HelpOverlay {
        HelpOverlay(
            title: "Keys",
            entries: [
                HelpEntry("↑ ↓  j k", "select a stock"),
                HelpEntry("PgUp PgDn", "a page up / down"),
                HelpEntry("g  G", "first / last stock"),
                HelpEntry("a", "add a stock (code, name or 초성)"),
                HelpEntry("d", "remove the selected stock (asks first)"),
                HelpEntry("K  J", "move the selected stock up / down"),
                HelpEntry("s", "sort: list order, change %, name, price, volume, turnover"),
                HelpEntry("S", "reverse the sort (▲ lowest first, ▼ highest first)"),
                HelpEntry("p", "add a lot (10 @ 70,000) to the selected stock"),
                HelpEntry("!", "set a price alert (>= 75000, <= 60,000, +5%, -3%)"),
                HelpEntry("A", "list this watchlist's alerts: change, re-arm, delete"),
                HelpEntry("/", "filter the rows (Enter keeps, Esc clears)"),
                HelpEntry("Tab  →", "next watchlist"),
                HelpEntry("Shift-Tab  ←", "previous watchlist"),
                HelpEntry("n", "new watchlist"),
                HelpEntry("r", "rename this watchlist"),
                HelpEntry("D", "delete this watchlist (asks first)"),
                HelpEntry("?", "show or hide this help"),
                HelpEntry("q", "quit"),
                HelpEntry("mouse", "with --mouse: click a row or tab, wheel selects"),
                HelpEntry("NXT  N", "after a name: the price was made on Nextrade (08:00–20:00)"),
                HelpEntry("Chg %", "on either venue, against KRX's previous close"),
            ],
            hint: "Esc, ? or q closes"
        )
    }
}
