// stockwatch-bench: every benchmark workload of the project, one child process each.

import Foundation

/// All workloads, grouped by the module they measure; each group lives in its own folder.
let workloads: [Workload] = [] + TableRenderWorkloads.all + CursesFrameWorkloads.all + ObserveOnWorkloads.all
    + SimulatorWorkloads.all + ReactiveOperatorWorkloads.all + QuoteDecodingWorkloads.all

exit(BenchmarkRunner(workloads: workloads).main(arguments: CommandLine.arguments))
