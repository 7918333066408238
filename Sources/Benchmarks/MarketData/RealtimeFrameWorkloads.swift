// Benchmark: KIS real-time H0STCNT0 records decoded into Quotes per second.

import Domain
import Foundation
import MarketData

/// How fast the real-time feed turns trade frames into quotes (split by the record count, fields parsed in place).
enum RealtimeFrameWorkloads {
    static let all: [Workload] = [
        Workload(
            id: "kis-realtime-records",
            title: "KIS H0STCNT0 records (47 fields, one per frame) decoded to Quote per CPU second",
            goal: "≥ 1,000,000 records/s on one core",
            measure: { decodeRecords(frames: 400_000) }
        ),
    ]

    /// Decodes `frames` one-record frames (the usual shape on the wire; batches are cheaper per record)
    /// over 41 codes, and reports records per second of this thread's CPU time.
    private static func decodeRecords(frames: Int) -> Figure {
        let texts = (0..<41).map { index in frame(code: String(format: "%06d", 5_930 + index), price: 272_000 + 500 * index) }
        let time = Date(timeIntervalSince1970: 1_800_000_000)
        var replay = KISRealtimeTradeReplay()
        var checksum = 0
        var records = 0
        let start = TableRenderWorkloads.threadCPUNanoseconds()
        for index in 0..<frames {
            for quote in replay.quotes(in: texts[index % texts.count], receivedAt: time) {
                checksum &+= quote.price
                records += 1
            }
        }
        let seconds = Double(TableRenderWorkloads.threadCPUNanoseconds() - start) / 1e9
        return Figure(value: Double(records) / seconds, unit: "records/s", checksum: checksum &+ replay.malformedCount)
    }

    /// One H0STCNT0 frame in the 47-field layout, values shaped like a real 005930 trade.
    static func frame(code: String, price: Int) -> String {
        let fields = [
            code, "093015", String(price), "2", "500", "0.18", "272100", "269500", "279500", "268500",
            String(price + 500), String(price), "7", "12872352", "3504569031000", "52011", "61023", "9012",
            "117.34", "4123412", "4838211", "1", "53.99", "81.25", "090000", "2", "3000", "091522", "2",
            "10000", "090312", "5", "-1000", "20260105", "20", "N", "65112", "221433", "1813123", "2231561",
            "0.21", "12001234", "107.25", "0", "", "272000", "J",
        ]
        return "0|H0STCNT0|001|" + fields.joined(separator: "^")
    }
}
