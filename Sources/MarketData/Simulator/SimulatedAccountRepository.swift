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
public final class SimulatedAccountRepository: AccountRepository {
    /// The account file's name in the data folder.
    public static let fileName = "simulated-account.json"

    private let exchange: SimulatedExchange
    private let names: [StockCode: String]
    private let scheduler: SchedulerType
    /// Where the book is saved; nil keeps it in memory (a read-only instance, a damaged file).
    private let filePath: String?
    private let book: LockedState<SimulatedAccountBook>
    private let notices: LockedState<[String]>
    private let subject: BehaviorSubject<AccountSnapshot>

    /// - Parameters:
    ///   - listings: The exchange's listings (names, and the seeded holdings' stocks).
    ///   - seed: Seeds a new account when there is no file.
    ///   - filePath: The account file; nil for an account that lives in memory only.
    ///   - isReadOnly: Read the file but never write it (another StockWatch owns the data folder).
    public init(
        exchange: SimulatedExchange, listings: [SimulatedListing], seed: UInt64, filePath: String?, isReadOnly: Bool = false, scheduler: SchedulerType
    ) {
        self.exchange = exchange
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
        subject = BehaviorSubject(value: AccountSnapshot(accountName: "simulated", holdings: [], cash: .settled(loaded.cash), orders: [], fills: [], time: scheduler.now))
        subject.onNext(snapshot())
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
                code: code, name: names[code] ?? raw, quantity: position.quantity, sellableQuantity: position.quantity,
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
