// libFuzzer's entry point for every StockWatch fuzz target (`make fuzz`); FUZZ_TARGET names the one to run.

import FuzzTargets

/// Runs the selected target on one input; a broken invariant stops the run as a crash, with its rule.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        try FuzzTargets.selected.check(input)
    } catch {
        fatalError("\(FuzzTargets.selected.name): invariant broken: \(error)")
    }
    return 0
}
