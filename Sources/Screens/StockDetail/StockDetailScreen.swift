// The stock detail view: header figures, today's chart, the daily chart, the order book and recent trades.

import DisplayText
import Domain
import Presentation
import Reactive
import TUICore
import Widgets

/// Draws a `StockDetailViewModel`'s states over the whole screen and sends it the view's intents.
///
/// Layout: three header rows (name, code, market, price, change and where the price came from and when;
/// previous close, open, high, low,
/// volume, traded value; the daily limits with where the price sits between them), then the charts on
/// the left — today's above, the daily one below — and the order book with the recent trades under it
/// on the right, and a key line at the bottom. Everything happens on the run loop's thread.
public final class StockDetailScreen {
    private let viewModel: StockDetailViewModel
    private let colors: PriceColorScheme
    private let intents = PublishSubject<StockDetailIntent>()
    private var state: StockDetailState?

    /// The order book column's width at most.
    private static let bookWidth = 36

    public init(viewModel: StockDetailViewModel, colors: PriceColorScheme) {
        self.viewModel = viewModel
        self.colors = colors
    }

    /// Starts the view model; `onChange` is called whenever a new frame is needed. Dispose to stop.
    public func start(onChange: @escaping () -> Void) -> Disposable {
        viewModel.transform(StockDetailViewModel.Input(intents: intents.asObservable()))
            .state.subscribe(onNext: { [weak self] state in
                self?.state = state
                onChange()
            })
    }

    /// The latest state, nil before the first.
    public var currentState: StockDetailState? { state }

    /// Sends an intent of the view's keys.
    public func send(_ intent: StockDetailIntent) {
        intents.onNext(intent)
    }

    /// Draws the view into `rect`.
    public func draw(in rect: Rect, on canvas: Canvas) {
        canvas.fill(rect, style: .plain)
        guard let state else { return }
        drawHeader(state.header, in: rect.top(3), on: canvas)
        let body = rect.droppingTop(3).droppingBottom(1)
        let bookWidth = min(Self.bookWidth, body.width / 2)
        let charts = Rect(x: body.x, y: body.y, width: body.width - bookWidth, height: body.height)
        let side = Rect(x: charts.maxX, y: body.y, width: bookWidth, height: body.height)
        let intradayHeight = charts.height - charts.height * 2 / 5
        drawIntraday(state.intraday, in: charts.top(intradayHeight), on: canvas)
        drawDaily(state.daily, in: charts.droppingTop(intradayHeight), on: canvas)
        let book = state.book
        let bookHeight = min(side.height, 2 * max(book.asks.count, book.bids.count, 1) + 3 + (book.expectedPrice == nil ? 0 : 1))
        drawOrderBook(book, in: side.top(bookHeight), on: canvas)
        drawTrades(state, in: side.droppingTop(bookHeight), on: canvas)
        drawKeys(state, in: rect.bottom(1), on: canvas)
    }

    private var palette: ChartPalette {
        ChartPalette(rise: colors.style(for: .up), fall: colors.style(for: .down))
    }

    private func drawHeader(_ header: StockDetailState.Header, in rect: Rect, on canvas: Canvas) {
        let move = colors.style(for: header.direction)
        var x = rect.x
        func put(_ text: String, _ style: Style, row: Int) {
            x += canvas.put(text, at: Point(x: x, y: rect.y + row), style: style, clippedTo: rect.row(row))
        }
        put(TextSanitizer.sanitize(header.name), Style(bold: true), row: 0)
        put("  \(header.code)  \(header.market)   ", Style(dim: true), row: 0)
        put(header.price, move.merging(Style(bold: true)), row: 0)
        put("  " + [header.changeMarker, header.change, header.changeRate].filter { !$0.isEmpty }.joined(separator: " "), move, row: 0)
        if let source = header.priceSource { put("   " + source, Style(dim: true), row: 0) }
        x = rect.x
        for (label, value) in [("Prev", header.previousClose), ("Open", header.open), ("High", header.high), ("Low", header.low),
                               ("Vol", header.volume), ("Value", header.tradedValue)] {
            // A figure that does not fit whole is left out with those after it: never cut digits.
            guard x + DisplayWidth.of(label + " " + value) <= rect.maxX else { break }
            put(label + " ", Style(dim: true), row: 1)
            put(value + "  ", .plain, row: 1)
        }
        x = rect.x
        put("Limits ", Style(dim: true), row: 2)
        put(header.lowerLimit + " ", colors.style(for: .lowerLimit), row: 2)
        let gaugeWidth = 24
        var gauge = Array(repeating: Character("─"), count: gaugeWidth)
        if let position = header.limitPosition { gauge[min(gaugeWidth - 1, Int(position * Double(gaugeWidth - 1) + 0.5))] = "●" }
        put(String(gauge), move, row: 2)
        put(" " + header.upperLimit, colors.style(for: .upperLimit), row: 2)
        // Each venue's price where it fits whole: never cut digits.
        if let venues = header.venuePrices, x + 3 + DisplayWidth.of(venues) <= rect.maxX { put("   " + venues, .plain, row: 2) }
    }

    private func drawIntraday(_ chart: StockDetailState.IntradayChart, in rect: Rect, on canvas: Canvas) {
        canvas.drawBox(rect, style: Style(dim: true), title: chart.title, titleStyle: Style(bold: true))
        let inner = rect.inset(by: 1)
        let labels = chart.range.map { range in
            ChartPriceAxis.labels(low: range.low, high: range.high, count: max(2, inner.height / 3))
                .map { ChartLabel(value: $0, text: NumberText.grouped($0)) }
        } ?? []
        IntradayChart(
            prices: chart.prices, slotCount: chart.slotCount, reference: chart.reference,
            priceLabels: labels, timeLabels: chart.times.map { ChartLabel(value: $0.slot, text: $0.text) }, palette: palette
        ).draw(in: inner, on: canvas)
        if chart.prices.isEmpty {
            canvas.put("No trades today yet", in: inner.row(inner.height / 2), style: Style(dim: true), alignment: .center)
        }
    }

    private func drawDaily(_ chart: StockDetailState.DailyChart, in rect: Rect, on canvas: Canvas) {
        let styleName = chart.style == .candles ? "candles" : "line"
        canvas.drawBox(rect, style: Style(dim: true), title: "Daily \(chart.span.label) \(styleName)", titleStyle: Style(bold: true))
        let inner = rect.inset(by: 1)
        let bars = chart.bars
        let candles = bars.map { ChartCandle(open: $0.open, high: $0.high, low: $0.low, close: $0.close) }
        let labels = (bars.map(\.low).min()).flatMap { low in bars.map(\.high).max().map { (low, $0) } }.map { low, high in
            ChartPriceAxis.labels(low: low, high: high, count: max(2, inner.height / 3)).map { ChartLabel(value: $0, text: NumberText.grouped($0)) }
        } ?? []
        DailyChart(
            candles: candles, mode: chart.style == .candles ? .candles : .line,
            priceLabels: labels, timeLabels: chart.monthStarts.map { ChartLabel(value: $0.index, text: $0.name) }, palette: palette
        ).draw(in: inner, on: canvas)
        if bars.isEmpty {
            canvas.put("No daily history", in: inner.row(inner.height / 2), style: Style(dim: true), alignment: .center)
        }
    }

    private func drawOrderBook(_ book: StockDetailState.Book, in rect: Rect, on canvas: Canvas) {
        let title = "Order book" + (book.source.map { " · " + $0 } ?? "")
        canvas.drawBox(rect, style: Style(dim: true), title: title, titleStyle: Style(bold: true))
        let inner = rect.inset(by: 1)
        guard !book.asks.isEmpty || !book.bids.isEmpty else {
            canvas.put("No order book", in: inner.row(0), style: Style(dim: true), alignment: .center)
            return
        }
        func levels(_ rows: [OrderBookRow]) -> [OrderBookLadder.Level] {
            rows.map { OrderBookLadder.Level(priceText: $0.price, priceStyle: colors.style(for: $0.direction), quantity: $0.quantity, quantityText: $0.quantityText) }
        }
        OrderBookLadder(
            asks: levels(book.asks), bids: levels(book.bids),
            totals: book.totalAskQuantity.flatMap { ask in book.totalBidQuantity.map { (ask: ask, bid: $0) } },
            expectedPrice: book.expectedPrice.map { "Expected " + $0 },
            askStyle: colors.style(for: .down), bidStyle: colors.style(for: .up)
        ).draw(in: inner, on: canvas)
    }

    private func drawTrades(_ state: StockDetailState, in rect: Rect, on canvas: Canvas) {
        guard rect.height >= 3 else { return }
        canvas.drawBox(rect, style: Style(dim: true), title: "Trades", titleStyle: Style(bold: true))
        let inner = rect.inset(by: 1)
        for (row, trade) in state.trades.prefix(inner.height).enumerated() {
            let line = inner.row(row)
            canvas.put(trade.time, in: line, style: Style(dim: true))
            let columns = line.droppingLeft(9)
            canvas.put(trade.price, in: Rect(x: columns.x, y: line.y, width: columns.width / 2, height: 1), style: colors.style(for: trade.direction), alignment: .right)
            canvas.put(trade.quantity, in: columns, style: .plain, alignment: .right)
        }
    }

    private func drawKeys(_ state: StockDetailState, in rect: Rect, on canvas: Canvas) {
        let keys = "Esc back · y 3M/1Y · c candles/line · ? help · q quit"
        let notice = state.notices.first.map { $0 + "  " } ?? ""
        canvas.put(notice, in: rect, style: Style(foreground: .yellow))
        canvas.put(keys, in: rect.droppingLeft(DisplayWidth.of(notice)), style: Style(dim: true), alignment: .right)
    }
}
