/// The fixed number format of text dumps and test messages: integers print without a fraction,
/// other values with up to four decimals and no trailing zeros (`123.3333`, `97.5`).
///
/// The formatting is implemented without Foundation so that the engine stays dependency-free.
public enum LayoutNumberFormat {
    /// Formats `value` with at most four decimals, trailing zeros removed.
    public static func string(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let scaled = (abs(value) * 10_000).rounded()
        if scaled >= 9.0e15 { return String(value) }
        let units = Int64(scaled)
        let whole = units / 10_000
        var fraction = units % 10_000
        let negative = value < 0 && units != 0
        var text = (negative ? "-" : "") + String(whole)
        if fraction != 0 {
            var digits = 4
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let raw = String(fraction)
            text += "." + String(repeating: "0", count: digits - raw.count) + raw
        }
        return text
    }
}
