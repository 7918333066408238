// Which venue each stock's prices come from on one KIS account: the wanted one where the account and the stock allow it.

import Domain

/// The venue of every KIS call for a stock, with its market code and real-time transaction ids (see KIS.md,
/// "Round 3 facts").
///
/// KIS serves Nextrade (`NX`, `H0NXCNT0`) and unified (`UN`, `H0UNCNT0`) prices to real accounts only, so
/// a paper account always gets KRX's (`J`, `H0STCNT0`), whatever was asked for. A stock Nextrade does not
/// trade gets KRX's too: Nextrade has no price for it, and its row stays unmarked.
public struct KISVenueChoice: Sendable, Equatable {
    /// The venue the user asked for (`--venue`, config `venue`).
    public let wanted: Venue
    /// The account the key belongs to.
    public let accountType: KISAccountType
    /// The stocks Nextrade trades, as this run knows them (KIS's answers correct the bundled list).
    public let eligibility: NXTEligibility

    public init(wanted: Venue, accountType: KISAccountType, nxtEligible: Set<StockCode>) {
        self.wanted = wanted
        self.accountType = accountType
        eligibility = NXTEligibility(nxtEligible)
    }

    /// Two choices are the same when they want the same venue for the same account and know the same list now.
    public static func == (lhs: KISVenueChoice, rhs: KISVenueChoice) -> Bool {
        lhs.wanted == rhs.wanted && lhs.accountType == rhs.accountType && lhs.eligibility.codes == rhs.eligibility.codes
    }

    /// KRX for every stock: the choice of a client that was given no other.
    public static let krxOnly = KISVenueChoice(wanted: .krx, accountType: .paper, nxtEligible: [])

    /// True when this account sees no venue but KRX (a paper account, or KRX asked for).
    public var seesKRXOnly: Bool { accountType == .paper || wanted == .krx }

    /// True when the user asked for more than KRX and this account cannot have it (a paper account).
    public var isNarrowedToKRX: Bool { accountType == .paper && wanted != .krx }

    /// Whether Nextrade trades `code`.
    public func isNXTEligible(_ code: StockCode) -> Bool { eligibility.contains(code) }

    /// The venue of `code`'s prices: the wanted one on a real account for a stock Nextrade trades, else KRX.
    public func venue(of code: StockCode) -> Venue {
        seesKRXOnly || !eligibility.contains(code) ? .krx : wanted
    }

    /// The venues taking orders for `code` in `sessions`, KRX first: KRX in its continuous sessions, and
    /// Nextrade in its own for a stock it trades, on a real account only (a paper account trades on KRX).
    public func orderVenues(for code: StockCode, in sessions: VenueSessions) -> [Venue] {
        let nxt = accountType == .real && sessions.nxt.isContinuous && isNXTEligible(code)
        return (sessions.krx.isContinuous ? [.krx] : []) + (nxt ? [.nxt] : [])
    }

    /// `FID_COND_MRKT_DIV_CODE` of the quotation calls for `code`: `J`, `NX` or `UN`.
    func marketCode(of code: StockCode) -> String {
        Self.marketCode(venue(of: code))
    }

    /// KIS's market code of `venue`.
    static func marketCode(_ venue: Venue) -> String {
        switch venue {
        case .krx: "J"
        case .nxt: "NX"
        case .unified: "UN"
        }
    }

    /// `onVenue(registration)` while KRX is in `krxSession`: in KRX's single-price session (16:00–18:00) a real
    /// account's KRX trades of a code come from H0STOUP0 instead (H0STCNT0 carries none of them); a paper
    /// account, which KIS gives no H0STOUP0, keeps H0STCNT0 (its rows show KRX's close until the next day).
    func onVenue(_ registration: KISRegistration, during krxSession: MarketSession) -> KISRegistration {
        let placed = onVenue(registration)
        guard accountType == .real, krxSession == .singlePrice, placed.transaction == KISRealtimeTransaction.krxTrades.rawValue else {
            return placed
        }
        return KISRegistration(transaction: KISRealtimeTransaction.krxSinglePriceTrades.rawValue, key: placed.key)
    }

    /// The registration that gives `registration`'s kind of record for its code on the code's venue: a trade
    /// (H0STCNT0) becomes H0NXCNT0 or H0UNCNT0, an order book (H0STASP0) H0NXASP0 or H0UNASP0.
    func onVenue(_ registration: KISRegistration) -> KISRegistration {
        guard let code = StockCode(registration.key), let kind = KISRealtimeTransaction(rawValue: registration.transaction) else {
            return registration
        }
        return KISRegistration(transaction: kind.on(venue(of: code)).rawValue, key: registration.key)
    }
}
