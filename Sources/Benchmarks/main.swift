// stockwatch-bench: every benchmark workload of the project, one child process each.

import Foundation

/// All workloads, grouped by the module they measure; each group lives in its own folder.
let workloads: [Workload] = [
    ReactiveOperatorWorkloads.all,
    FlatMapWorkloads.all,
    ObserveOnWorkloads.all,
    TableRenderWorkloads.all,
    ChartRenderWorkloads.all,
    CursesFrameWorkloads.all,
    WatchlistFrameWorkloads.all,
    SimulatorWorkloads.all,
    OrderMatchingWorkloads.all,
    CatalogWorkloads.all,
    QuoteDecodingWorkloads.all,
    MasterFileWorkloads.all,
    RealtimeFrameWorkloads.all,
    ExecutionNoticeWorkloads.all,
    AppWorkloads.all,
    TickToTerminalWorkloads.all,
    SoakWorkload.all,
    GarbageFloodWorkload.all,
    WatchlistWorkloads.all,
    TradePathWorkloads.all,
    PriceAlertWorkloads.all,
    SessionLookupWorkloads.all,
    IndexWorkloads.all,
    HistoryCacheWorkloads.all,
    DetailOpenWorkloads.all,
    OrderAcknowledgementWorkloads.all,
    FillNoticeWorkloads.all,
    PaperFillMinuteWorkloads.all,
    OrderCheckWorkloads.all,
].flatMap { $0 }

exit(BenchmarkRunner(workloads: workloads).main(arguments: CommandLine.arguments))
