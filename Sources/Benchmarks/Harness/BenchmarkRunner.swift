// Runs workloads, each in a child process of its own, and prints the table.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Spawns `stockwatch-bench --workload ID` per workload, collects its figure and peak RSS, prints a table.
struct BenchmarkRunner {
    let workloads: [Workload]

    /// Entry point: `--workload ID` runs one workload in this process; `--only a,b` limits the table.
    func main(arguments: [String]) -> Int32 {
        if let index = arguments.firstIndex(of: "--workload"), index + 1 < arguments.count {
            return runInProcess(id: arguments[index + 1])
        }
        var selected = workloads
        if let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count {
            let ids = Set(arguments[index + 1].split(separator: ",").map(String.init))
            selected = workloads.filter { ids.contains($0.id) }
        }
        printTable(selected.map { ($0, spawn($0.id)) })
        return 0
    }

    /// Runs the workload: warm-up, timed runs, then prints `value<TAB>unit<TAB>checksum` (the median run).
    private func runInProcess(id: String) -> Int32 {
        guard let workload = workloads.first(where: { $0.id == id }) else {
            FileHandle.standardError.write(Data("unknown workload \(id)\n".utf8))
            return 2
        }
        if workload.warmUp { _ = workload.measure() }
        let figures = (0..<workload.runs).map { _ in workload.measure() }.sorted { $0.value < $1.value }
        let median = figures[figures.count / 2]
        print("\(median.value)\t\(median.unit)\t\(median.checksum)")
        return 0
    }

    /// The child's figure and peak RSS (KiB), or nil when it failed.
    private func spawn(_ id: String) -> (figure: Figure, peakKiB: Int)? {
        let executable = CommandLine.arguments[0]
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        defer { posix_spawn_file_actions_destroy(&actions) }
        let arguments: [String] = [executable, "--workload", id]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
        close(pipeEnds[1])
        let output = FileHandle(fileDescriptor: pipeEnds[0], closeOnDealloc: true).readDataToEndOfFile()
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let fields = String(decoding: output, as: UTF8.self)
            .split(separator: "\n").last?.split(separator: "\t").map(String.init) ?? []
        guard fields.count == 3, let value = Double(fields[0]), let checksum = Int(fields[2]) else { return nil }
        return (Figure(value: value, unit: fields[1], checksum: checksum), usage.ru_maxrss)
    }

    private func printTable(_ rows: [(Workload, (figure: Figure, peakKiB: Int)?)]) {
        print("| id | workload | median | unit | peak RSS | goal | checksum |")
        print("|---|---|---:|---|---:|---|---:|")
        for (workload, result) in rows {
            guard let result else {
                print("| \(workload.id) | \(workload.title) | failed | | | \(workload.goal) | |")
                continue
            }
            let value = String(format: result.figure.value >= 100 ? "%.0f" : "%.2f", result.figure.value)
            let rss = String(format: "%.1f MB", Double(result.peakKiB) / 1024)
            print("| \(workload.id) | \(workload.title) | \(value) | \(result.figure.unit) | \(rss) | \(workload.goal) | \(result.figure.checksum) |")
        }
    }
}
