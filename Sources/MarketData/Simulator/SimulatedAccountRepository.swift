// The simulated exchange's account: seeded cash and holdings, kept in the data folder, valued at the exchange's prices.

import Domain
import FileSystem
import FoundationEssentials
import Reactive
#if canImport(Glibc)
import Glibc
#endif

/// The account of the `simulated` feed, so the Account view works with no key.
///
/// The first run seeds it (`SimulatedAccountBook.seeded`) and saves it in `simulated-account.json`
/// (0600, replaced atomically through `AtomicFileWriter`); later runs read it back. A file that cannot
/// be read is left as it is: the seeded account is shown, not saved, and a notice says why.
/// Holdings are priced at the exchange's current quotes.
///
/// It is also the simulated exchange's order desk (`OrderRepository`): a market order, or a limit order
/// the last price already crosses, fills at once at the last price; any other limit order rests and
/// fills at its limit when a trade crosses it, up to that trade's shares, in price-time priority. Cash
/// and holdings follow each fill, with the fees of `costs`. Its fills of past days are kept in the file,
/// so lots can be rebuilt from them (`FillHistoryRepository`, three months as KIS).
public final class SimulatedAccountRepository: AccountRepository, OrderRepository, FillHistoryRepository {
    /// The account file's name in the data folder.
    public static let fileName = "simulated-account.json"

    private let exchange: SimulatedExchange
    private let names: [StockCode: String]
    private let scheduler: SchedulerType
    /// Where the book is saved; nil keeps it in memory (a read-only instance, a damaged file).
    private let filePath: String?
    private let book: LockedState<SimulatedAccountBook>
    private let notices: LockedState<[String]>
    /// What opening the account file found wrong (unreadable, or a new one that could not be saved), to say
    /// at start as well as on the Account view's key line.
    public let openingProblems: [String]
    private let subject: BehaviorSubject<AccountSnapshot>
    private let costs: TradingCosts
    /// The quote watch of each stock with resting orders, which fills them when a trade crosses.
    private let restingWatches = LockedState<[StockCode: Disposable]>([:])
    /// The day's volume of each watched stock at its last quote: the next quote's rise is its trade's shares.
    private let watchedVolumes = LockedState<[StockCode: Int]>([:])

    /// - Parameters:
    ///   - listings: The exchange's listings (names, and the seeded holdings' stocks).
    ///   - seed: Seeds a new account when there is no file.
    ///   - filePath: The account file; nil for an account that lives in memory only.
    ///   - isReadOnly: Read the file but never write it (another StockWatch owns the data folder).
    ///   - costs: The commission and tax each fill pays.
    public init(
        exchange: SimulatedExchange, listings: [SimulatedListing], seed: UInt64, filePath: String?, isReadOnly: Bool = false,
        costs: TradingCosts = .none, scheduler: SchedulerType
    ) {
        self.exchange = exchange
        self.costs = costs
        self.scheduler = scheduler
        names = Dictionary(listings.map { ($0.stock.code, $0.stock.nameKorean) }, uniquingKeysWith: { first, _ in first })
        var notices: [String] = []
        let loaded: SimulatedAccountBook
        var savePath = isReadOnly ? nil : filePath
        switch filePath.map(Self.read) {
        case .some(.success(let stored?)):
            loaded = stored
        case .some(.failure(let problem)):
            loaded = .seeded(listings: listings, seed: seed)
            notices.append("\(Self.fileName) could not be read (\(problem.message)); it is left as it is and this account is not saved.")
            savePath = nil
        case .some(.success(nil)), nil:
            loaded = .seeded(listings: listings, seed: seed)
            if let savePath, let problem = Self.write(loaded, to: savePath) { notices.append(problem) }
        }
        self.filePath = savePath
        book = LockedState(loaded)
        self.notices = LockedState(notices)
        openingProblems = notices
        subject = BehaviorSubject(value: AccountSnapshot(accountName: "simulated", holdings: [], cash: .settled(loaded.cash), orders: [], fills: [], time: scheduler.now))
        subject.onNext(snapshot())
        let today = TradeDate(koreaDayOf: scheduler.now)
        for code in Set(loaded.orders.filter { $0.remainingQuantity > 0 && TradeDate(koreaDayOf: $0.time) == today }.map(\.code)) { watchResting(code) }
    }

    public var snapshots: Observable<AccountSnapshot> { subject.asObservable() }

    public func refresh() -> Promise<AccountSnapshot> {
        let fresh = snapshot()
        subject.onNext(fresh)
        return .value(fresh)
    }

    /// The account now: holdings priced at the exchange's current quotes, today's orders and fills.
    func snapshot() -> AccountSnapshot {
        let now = scheduler.now
        let today = TradeDate(koreaDayOf: now)
        let book = book.withLock { $0 }
        let holdings = book.positionOrder.compactMap { raw -> AccountHolding? in
            guard let code = StockCode(raw), let position = book.positions[raw] else { return nil }
            return AccountHolding(
                code: code, name: names[code] ?? raw, quantity: position.quantity,
                sellableQuantity: position.quantity - book.sharesInOpenSells(of: raw),
                purchaseAmount: position.purchaseAmount, brokerPrice: exchange.currentQuote(for: code)?.price
            )
        }
        return AccountSnapshot(
            accountName: "simulated", holdings: holdings, cash: .settled(book.cash),
            orders: book.orders.filter { TradeDate(koreaDayOf: $0.time) == today },
            fills: book.fills.filter { TradeDate(koreaDayOf: $0.time) == today },
            time: now, notices: notices.withLock { $0 }
        )
    }

    // MARK: Orders

    public var mode: TradingMode { .simulated }

    public func openVenues(for code: StockCode) -> [Venue] {
        exchange.openVenues(for: code)
    }

    /// KIS's window, so that a rebuild reads the same months on both feeds.
    public let monthsKept = 3

    public func fills(of code: StockCode, since start: TradeDate) -> Single<[AccountFill]> {
        .just(book.withLock { book in book.fills.filter { $0.code == code && TradeDate(koreaDayOf: $0.time) >= start } })
    }

    /// Matches at once against the simulated book: there is no answer to lose, so `progress` hears nothing.
    public func place(_ submission: consuming OrderSubmission, progress: @escaping (OrderProgress) -> Void) -> Promise<AccountOrder> {
        let ticket = submission.review.ticket
        guard let quote = exchange.currentQuote(for: ticket.code) else { return Promise(error: SimulatedExchange.notListed(ticket.code)) }
        let now = scheduler.now
        let costs = costs
        let placed = book.withLock { $0.place(ticket, at: now, lastPrice: quote.price, costs: costs) }
        if placed.remainingQuantity > 0 { watchResting(ticket.code) }
        saveAndPublish()
        return .value(placed)
    }

    public func cancel(orderNumber: String) -> Promise<AccountOrder> {
        guard let cancelled = book.withLock({ $0.cancel(orderNumber: orderNumber) }) else {
            return Promise(error: SimulatedOrderError.nothingResting(orderNumber: orderNumber))
        }
        saveAndPublish()
        return .value(cancelled)
    }

    /// Moves `quantity` of what rests of order `orderNumber` to a new order at `price`, last in the queue;
    /// it fills at once (at the last price) when that price already crosses it, as a new order would.
    public func revise(orderNumber: String, quantity: Int, price: Int) -> Promise<AccountOrder> {
        let now = scheduler.now
        let costs = costs
        let revised: AccountOrder? = book.withLock { book in
            guard let revising = book.revise(orderNumber: orderNumber, quantity: quantity, price: price, at: now) else { return nil }
            guard let last = exchange.currentQuote(for: revising.code)?.price,
                  let crossing = SimulatedAccountBook.crossingPrice(of: revising, lastPrice: last, onArrival: true)
            else { return revising }
            return book.fill(orderNumber: revising.number, at: crossing, time: now, costs: costs) ?? revising
        }
        guard let revised else { return Promise(error: SimulatedOrderError.notEnoughResting(orderNumber: orderNumber, quantity: quantity)) }
        if revised.remainingQuantity > 0 { watchResting(revised.code) }
        saveAndPublish()
        return .value(revised)
    }

    /// Watches `code`'s trades while orders of it rest (once per stock).
    private func watchResting(_ code: StockCode) {
        restingWatches.withLock { watches in
            guard watches[code] == nil else { return }
            let volume = exchange.currentQuote(for: code)?.volume ?? 0
            watchedVolumes.withLock { $0[code] = volume }
            watches[code] = exchange.quotes(for: [code]).subscribe(onNext: { [weak self] event in
                if case .quote(let quote) = event { self?.match(quote) }
            })
        }
    }

    /// Fills the resting orders of `quote`'s stock that its price crosses, as many shares as its trade had
    /// (the volume's rise since the last quote; a new day's volume whole), in price-time priority; stops
    /// watching once none rests.
    private func match(_ quote: Quote) {
        let now = scheduler.now
        let costs = costs
        let shares = watchedVolumes.withLock { volumes in
            defer { volumes[quote.code] = quote.volume }
            let before = volumes[quote.code] ?? 0
            return quote.volume >= before ? quote.volume - before : quote.volume
        }
        let (filled, stillResting): (Bool, Bool) = book.withLock { book in
            let filled = shares > 0 && book.match(quote.code, tradePrice: quote.price, shares: shares, time: now, costs: costs)
            return (filled, book.hasResting(quote.code))
        }
        if !stillResting {
            restingWatches.withLock { $0.removeValue(forKey: quote.code) }?.dispose()
            watchedVolumes.withLock { $0[quote.code] = nil }
        }
        if filled { saveAndPublish() }
    }

    /// Saves the book (when this instance may) and publishes the account as it is now.
    private func saveAndPublish() {
        if let filePath, let problem = Self.write(book.withLock { $0 }, to: filePath) {
            notices.withLock { if !$0.contains(problem) { $0.append(problem) } }
        }
        subject.onNext(snapshot())
    }

    /// A problem reading the account file, phrased for the user.
    struct ReadProblem: Error {
        let message: String
    }

    /// The book in `path`, nil when there is no file, or what is wrong with it.
    static func read(_ path: String) -> Result<SimulatedAccountBook?, ReadProblem> {
        var status = stat()
        guard stat(path, &status) == 0 else {
            return errno == ENOENT ? .success(nil) : .failure(ReadProblem(message: String(cString: strerror(errno))))
        }
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure(ReadProblem(message: "not a regular file")) }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(ReadProblem(message: "it cannot be opened")) }
        do {
            let book = try StoredJSON.decoder.decode(SimulatedAccountBook.self, from: data)
            guard book.version == SimulatedAccountBook.currentVersion else {
                return .failure(ReadProblem(message: "version \(book.version), this StockWatch reads \(SimulatedAccountBook.currentVersion)"))
            }
            return .success(book)
        } catch {
            return .failure(ReadProblem(message: "not a valid account file"))
        }
    }

    /// Saves `book` at `path` (0600, atomically); the problem as a notice when it fails.
    static func write(_ book: SimulatedAccountBook, to path: String) -> String? {
        guard let data = try? StoredJSON.encoder.encode(book) else { return "The simulated account could not be encoded, so it is not saved." }
        do throws(FileSystemError) {
            try Directory.create(at: Directory.parent(of: path), permissions: 0o700)
            try AtomicFileWriter.write(data, to: path, permissions: 0o600)
            return nil
        } catch {
            return "The simulated account is not saved. \(error.message)."
        }
    }
}
