// Runs workloads, each in a child process of its own, and prints the table.

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Spawns `stockwatch-bench --workload ID` per workload, collects its figure and peak RSS, prints a table.
struct BenchmarkRunner {
    let workloads: [Workload]

    /// Entry point: `--workload ID` runs one workload in this process; `--only a,b` limits the table;
    /// `--list` names every workload; anything else is refused with the usage (exit 2).
    func main(arguments: [String]) -> Int32 {
        let options = Array(arguments.dropFirst())
        switch (options.first, options.count) {
        case ("--workload", 2):
            return runInProcess(id: options[1])
        case (nil, 0):
            printTable(workloads.filter(\.inDefaultRun).map { ($0, spawn($0.id)) })
            return 0
        case ("--only", 2):
            let ids = options[1].split(separator: ",").map(String.init)
            let unknown = ids.filter { id in !workloads.contains { $0.id == id } }
            guard unknown.isEmpty else { return usage("unknown workload \(unknown.joined(separator: ", "))") }
            printTable(workloads.filter { ids.contains($0.id) }.map { ($0, spawn($0.id)) })
            return 0
        case ("--list", 1):
            workloads.forEach { print("\($0.id)\t\($0.title)") }
            return 0
        default:
            return usage(options == ["--help"] || options == ["-h"] ? nil : "unknown arguments: \(options.joined(separator: " "))")
        }
    }

    /// Prints the usage (after `problem`, on standard error when there is one); exit code 2 for a problem.
    private func usage(_ problem: String?) -> Int32 {
        let text = """
            usage: stockwatch-bench [--only ID,ID…] [--list]
              (no option)   every workload but the long ones (app-soak), one child process each, as a Markdown table
              --only IDS    only these workloads (ids from --list)
              --list        every workload's id and title

            """
        guard let problem else {
            print(text, terminator: "")
            return 0
        }
        FileHandle.standardError.write(Data("stockwatch-bench: \(problem)\n\(text)".utf8))
        return 2
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
