// Which venues trade a stock, learned from the broker at run time rather than trusted from a shipped list.

import Reactive

/// Corrects a feed's Nextrade list from the broker's own answer per stock (KIS: `search-stock-info`), so a
/// stock that joined or left Nextrade since the bundled list was made is priced on the right venue.
public protocol VenueEligibilityRepository: AnyObject {
    /// Asks about each of `codes` not asked about today, one after another, while subscribed; emits a
    /// notice for each change it made to the list and for a failure (said once), then completes.
    func refresh(_ codes: [StockCode]) -> Observable<String>
}
