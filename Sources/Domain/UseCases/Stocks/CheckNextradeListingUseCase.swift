// Whether Nextrade trades a stock, for the suggestions of the add dialog.

/// Says whether Nextrade trades a stock.
public protocol CheckNextradeListingUseCase {
    func execute(code: StockCode) -> Bool
}

/// Asks the feed's `NextradeListingRepository`.
public final class DefaultCheckNextradeListingUseCase: CheckNextradeListingUseCase {
    private let listing: NextradeListingRepository

    public init(listing: NextradeListingRepository) {
        self.listing = listing
    }

    public func execute(code: StockCode) -> Bool {
        listing.tradesOnNextrade(code)
    }
}
