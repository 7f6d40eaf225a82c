/// Human units for `complayout bench` tables: nanoseconds shown as ns, µs, ms or s with three
/// significant digits.
enum BenchUnits {
    /// `value` nanoseconds in the largest unit that keeps it at least 1 (`850 ns`, `3.20 µs`,
    /// `12.5 ms`, `1.50 s`); values below 1 ns stay in ns (`0.52 ns`).
    static func time(nanoseconds value: Double) -> String {
        guard value.isFinite else { return "\(value) ns" }
        let units: [(name: String, size: Double)] = [("s", 1e9), ("ms", 1e6), ("µs", 1e3)]
        for unit in units where abs(value) >= unit.size * 0.9995 {
            return significant(value / unit.size) + " " + unit.name
        }
        return significant(value) + " ns"
    }

    /// A duration in seconds with one decimal (`2.3 s`), for progress lines.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    static func seconds(_ duration: Duration) -> String {
        let parts = duration.components
        let seconds = Double(parts.seconds) + Double(parts.attoseconds) / 1e18
        return fixed(seconds, digits: 1) + " s"
    }

    /// Three significant digits for values of at least 1 (`850`, `12.5`, `3.20`), two decimals
    /// below 1 (`0.52`), and `0` for zero.
    static func significant(_ value: Double) -> String {
        if value == 0 { return "0" }
        let magnitude = abs(value)
        let digits = magnitude >= 99.95 ? 0 : magnitude >= 9.995 ? 1 : 2
        return fixed(value, digits: digits)
    }

    /// `value` rounded to `digits` decimals, without Foundation's `String(format:)`.
    static func fixed(_ value: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard digits > 0 else { return "\(sign)\(whole)" }
        let fractionText = String(fraction)
        let padding = String(repeating: "0", count: digits - fractionText.count)
        return "\(sign)\(whole).\(padding)\(fractionText)"
    }
}
