// The shipped calendar confirmed or overridden by what the exchange says about each date.

extension KRXCalendar {
    /// This calendar with `confirmations` applied, the exchange's word winning over the holiday file:
    /// a weekday reported closed becomes a confirmed closure (`.scheduled`, or kept `.observed`), a
    /// weekday reported open is no closure at all. Weekends stay closed whatever is reported; the 수능
    /// days' special hours are not something an open/closed answer confirms, so they are kept.
    public func confirming(_ confirmations: [MarketDayConfirmation]) -> KRXCalendar {
        var closures = closures
        for confirmation in confirmations where !confirmation.day.isWeekend {
            if confirmation.isOpen {
                closures[confirmation.day] = nil
            } else if closures[confirmation.day] != .observed {
                closures[confirmation.day] = .scheduled
            }
        }
        return KRXCalendar(closures: closures, examDays: examDays, sessions: sessions)
    }
}
