// Where orders go: the embedded simulated exchange, the KIS paper account or the KIS live account.

/// The `trading` setting. `simulated` trades on the embedded exchange (`--feed simulated`), `paper` on KIS's
/// paper host (`--feed kis`); `live` on the real host, after the one-time consent (`LiveTradingConsent`).
public enum TradingMode: String, Hashable, Sendable, CaseIterable, Codable {
    /// The embedded exchange matches orders against its own book (the default).
    case simulated
    /// KIS's paper-trading host (모의투자).
    case paper
    /// KIS's real host: real money, only after the one-time consent.
    case live

    /// The review's headline word: SIMULATED, PAPER, LIVE.
    public var headline: String { rawValue.uppercased() }
}
