// The `?` overlay of the watchlist screen: every key and what it does, and what the row marks mean.

import Presentation
import Widgets

/// The help overlay listing the watchlist screen's keys, the detail view's, and the row marks.
public enum WatchlistHelp {
    /// The overlay, ready to draw.
    public static var overlay: HelpOverlay {
        HelpOverlay(
            title: "Keys",
            entries: [
                HelpEntry("↑ ↓ j k  PgUp PgDn  g G", "select a stock, a page up / down, first / last"),
                HelpEntry("Enter", "detail view: charts, order book (y 3M/1Y, c candles/line, ? help, Esc back)"),
                HelpEntry("a", "add a stock (code, name or 초성)"),
                HelpEntry("d", "remove the selected stock (asks; with lots: y keeps, d deletes)"),
                HelpEntry("K  J", "move the selected stock up / down"),
                HelpEntry("s  S", "sort: list order, change %, name, price, volume, turnover / reverse"),
                HelpEntry("p  b  x", "add a lot (10 @ 70,000) / buy / sell the selected stock (10 @ market; review: Tab Send)"),
                HelpEntry("!  A", "set a price alert (>= 75000, -3%) / list, change, re-arm alerts"),
                HelpEntry("h", "holdings: every lot and sale, a add, e edit, d delete, s sell"),
                HelpEntry("$ c/e cancel/revise  C", "the account: holdings, cash; i import, f rebuild lots / KIS set-up (used at once on KIS)"),
                HelpEntry("/", "filter the rows (Enter keeps, Esc clears)"),
                HelpEntry("m  R", "messages of this run, with their times / retry a stopped feed, config.json read again"),
                // One line for the watchlist keys leaves a row for every mark at 80×24.
                HelpEntry("Tab ← →  n r D", "next / previous watchlist; new, rename, delete it"),
                HelpEntry("?  q", "show or hide this help / quit"),
                HelpEntry("mouse", "with --mouse: click a row or tab, wheel selects"),
                HelpEntry("\(QuoteSourceText.liveMark) \(QuoteSourceText.polledMark) \(QuoteSourceText.staleMark)", "row's price: live (every trade) / polled / stale (its last poll failed)"),
                HelpEntry("dim  42s", "dimmed, with its age: no quote for 10 refreshes (30 s at least) while it trades"),
                HelpEntry("\(WatchlistPaneView.firedAlertMark)\(WatchlistPaneView.unlistedMark)", "an alert fired (A re-arms it) / no longer listed"),
                HelpEntry("NXT 통합 \(QuoteSourceText.krxCloseMark)", "after a name: Nextrade / unified / KRX's close only"),
                HelpEntry(
                    "\(QuoteSourceText.singlePriceMark) \(QuoteSourceText.singlePriceShortMark)",
                    "KRX's after-hours single-price match (16:00-18:00)"
                ),
                HelpEntry("Chg %", "against KRX's previous close (기준가) on either venue; red rises, blue falls"),
            ],
            hint: "Esc, ? or q closes"
        )
    }
}
