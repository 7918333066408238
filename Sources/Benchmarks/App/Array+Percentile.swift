// The percentile of the latencies an app row measured.

extension [Double] {
    /// The value at `fraction` of these latencies in ascending order (infinite when there are none).
    func percentile(_ fraction: Double) -> Double {
        guard !isEmpty else { return .infinity }
        return sorted()[Swift.min(count - 1, Int((Double(count) * fraction).rounded(.up)) - 1)]
    }
}
