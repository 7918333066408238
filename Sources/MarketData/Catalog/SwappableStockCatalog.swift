// The catalog a `--feed kis` run uses: the bundled listing until a KIS master listing replaces it, without a restart.

import Domain
import Reactive

/// The stock catalog in use, swapped whole for each master listing the refresh puts in use.
///
/// Readers call `allStocks()` again after `replacements` fires (the search index, the rows' names, the
/// filter). A stock the new listing lacks is gone from the catalog (its rows keep their stored name and
/// are marked unlisted); the master files carry no English names, so those (and the share kind) come
/// from the bundled listing by code, and a security new to it has no English name.
public final class SwappableStockCatalog: StockCatalogRepository {
    private let bundledByCode: [StockCode: CatalogEntry]
    private let stocks: LockedState<[Stock]>
    private let replacementSubject = PublishSubject<Void>()
    private let statusSource: Observable<StockCatalogStatus>

    /// Starts with `bundled`'s stocks; `status` is what the refresh reports (which catalog, its activity).
    public init(bundled: BundledStockCatalog, status: Observable<StockCatalogStatus>) {
        bundledByCode = Dictionary(bundled.entries.map { ($0.stock.code, $0) }) { first, _ in first }
        stocks = LockedState(bundled.allStocks())
        statusSource = status
    }

    public func allStocks() -> [Stock] {
        stocks.withLock { $0 }
    }

    public var replacements: Observable<Void> { replacementSubject.asObservable() }

    public var status: Observable<StockCatalogStatus> { statusSource }

    /// Puts `listing`'s securities (every kind the app lists: shares, ETFs, ETNs, REITs …) in use, best-known
    /// first (listed shares × base price), then tells the readers.
    public func adopt(_ listing: MasterListing) {
        let records = listing.listedRecords
        let adopted = ProminenceOrder.sorted(records.map(stock), listedValues: records.map { $0.basePrice * $0.listedSharesThousands * 1_000 })
        stocks.withLock { $0 = adopted }
        replacementSubject.onNext(())
    }

    /// The stock of a master record: its kind from the record's security group; English name and share kind
    /// from the bundled listing when it has the code; otherwise none and, from the record's 우선주 code,
    /// common or (new-style) preferred.
    private func stock(_ record: MasterFileRecord) -> Stock {
        let bundled = bundledByCode[record.code]?.stock
        return Stock(
            code: record.code,
            nameKorean: record.nameKorean,
            nameEnglish: bundled?.nameEnglish ?? "",
            market: record.market,
            shareKind: bundled?.shareKind ?? (record.isCommonShare ? .common : .newPreferred),
            kind: record.securityGroup.kind ?? .stock
        )
    }
}
