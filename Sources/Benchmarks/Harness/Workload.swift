// A named benchmark workload and how often to run it.

/// One row of the benchmark table. Each workload runs in its own process so peak RSS is its own.
struct Workload: Sendable {
    /// Short id used on the command line (`stockwatch-bench --workload a`).
    let id: String
    /// What is measured, in words.
    let title: String
    /// The target, in words, for the table.
    let goal: String
    /// Timed runs after the warm-up; the table shows their median.
    var runs: Int = 5
    /// Whether one untimed run comes first.
    var warmUp: Bool = true
    /// Whether the table without `--only` includes it (false for runs that take an hour).
    var inDefaultRun: Bool = true
    /// Performs one timed run.
    let measure: @Sendable () -> Figure
}
