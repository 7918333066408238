// One measured figure of a workload run.

import Foundation

/// The result of one run: a value in a unit, and a checksum that keeps the work from being optimised away.
struct Figure: Sendable {
    let value: Double
    let unit: String
    let checksum: Int

    /// Times `body`, which performs `units` units of work, and reports nanoseconds per unit.
    static func nanoseconds(per units: Int, unit: String, _ body: () -> Int) -> Figure {
        let start = DispatchTime.now().uptimeNanoseconds
        let checksum = body()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        return Figure(value: Double(elapsed) / Double(units), unit: unit, checksum: checksum)
    }

    /// Times `body`, which performs `units` units of work, and reports units per second.
    static func rate(of units: Int, unit: String, _ body: () -> Int) -> Figure {
        let start = DispatchTime.now().uptimeNanoseconds
        let checksum = body()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        return Figure(value: Double(units) / (Double(elapsed) / 1e9), unit: unit, checksum: checksum)
    }
}
