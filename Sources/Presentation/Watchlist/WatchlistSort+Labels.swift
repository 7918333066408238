// How the watchlist screen names a sort, and which sorts new quotes can reorder.

import Domain

extension WatchlistSort {
    /// A short label for the header or status bar.
    public var label: String {
        switch self {
        case .listOrder: "list order"
        case .changeRate: "change %"
        case .name: "name"
        case .price: "price"
        case .volume: "volume"
        case .tradedValue: "turnover"
        }
    }

    /// Whether new quotes can change the order.
    var followsQuotes: Bool { self != .listOrder && self != .name }
}
