// Evaluates armed price alerts against each quote: an index by code, each alert fires once.

/// The armed alerts of a set of watchlists, indexed by stock code, checked against every quote.
///
/// A quote costs one dictionary look-up and, for each armed alert on its code, one comparison in whole
/// numbers; an alert that fires leaves the engine (it fires once, until it is re-armed and the engine
/// is built anew from the stored watchlists).
public struct PriceAlertEngine: Sendable {
    private struct Armed: Sendable {
        let watchlistID: WatchlistID
        let alertID: PriceAlertID
        let condition: PriceAlertCondition
    }

    private var armed: [StockCode: [Armed]] = [:]
    private let averageVolumes: [StockCode: Int]

    /// The engine for the armed alerts of `watchlists`; volume alerts compare against `averageVolumes`
    /// (each code's 20-day average, `volumeCodes` says which are needed) and never fire without one.
    public init(watchlists: [Watchlist], averageVolumes: [StockCode: Int] = [:]) {
        self.averageVolumes = averageVolumes
        for watchlist in watchlists {
            for alert in watchlist.alerts where alert.state.isArmed {
                armed[alert.code, default: []].append(Armed(watchlistID: watchlist.id, alertID: alert.id, condition: alert.condition))
            }
        }
    }

    /// The codes with at least one armed alert, in code order (what the feed must deliver).
    public var codes: [StockCode] { armed.keys.sorted() }

    /// The codes with an armed volume alert, in code order (whose average volume is needed).
    public var volumeCodes: [StockCode] {
        armed.filter { $0.value.contains { if case .volumeMultiple = $0.condition { true } else { false } } }.keys.sorted()
    }

    /// How many alerts are still armed.
    public var armedCount: Int { armed.values.reduce(0) { $0 + $1.count } }

    /// The alerts `quote` fires, in the order they were armed; they are disarmed here.
    public mutating func evaluate(_ quote: Quote) -> [PriceAlertFiring] {
        guard let candidates = armed[quote.code] else { return [] }
        var fired: [PriceAlertFiring] = []
        var waiting: [Armed] = []
        let averageVolume = averageVolumes.isEmpty ? nil : averageVolumes[quote.code]
        for candidate in candidates {
            if candidate.condition.isMet(by: quote, averageVolume: averageVolume) {
                fired.append(PriceAlertFiring(
                    watchlistID: candidate.watchlistID, alertID: candidate.alertID, code: quote.code,
                    condition: candidate.condition, price: quote.price, time: quote.time
                ))
            } else {
                waiting.append(candidate)
            }
        }
        guard !fired.isEmpty else { return [] }
        armed[quote.code] = waiting.isEmpty ? nil : waiting
        return fired
    }
}
