/// Decimal number text to the nearest `Double`, in the standard library alone.
///
/// The result is the one `Double(text)` gives (correctly rounded, ties to even, overflow to
/// infinity, underflow to zero), without the C library's `strtod`, which Embedded Swift does not
/// link: the portable JSON reader must read every number as the YAML reader does.
///
/// Short numbers (at most 15 significant digits and a power of ten up to 22) take Clinger's fast
/// path: one exact multiplication or division. Others start from a floating-point estimate and
/// step to the correctly rounded neighbour by comparing the exact decimal value with the midpoints
/// between neighbouring doubles in integer arithmetic.
enum JSONNumberConversion {
    /// The significant digits kept exactly; later digits only say whether the value lies above the
    /// kept ones (enough for correct rounding: 768 digits decide any double, as in `fast_float`).
    static let maximumDigits = 800

    /// The value of `negative ? -1 : 1` × the integer `digits` (decimal digit values, most
    /// significant first, no leading zeros) × 10^`exponent`; `truncated` says that nonzero digits
    /// followed the ones given.
    static func double(negative: Bool, digits: [UInt8], truncated: Bool, exponent: Int) -> Double {
        let magnitude = positiveDouble(digits: digits, truncated: truncated, exponent: exponent)
        return negative ? -magnitude : magnitude
    }

    private static func positiveDouble(digits: [UInt8], truncated: Bool, exponent: Int) -> Double {
        guard !digits.isEmpty else { return 0 }
        // The value lies in [10^(count + exponent - 1), 10^(count + exponent)).
        let scale = digits.count + exponent
        if scale > 310 { return .infinity }
        if scale < -324 { return 0 }
        if !truncated, digits.count <= 15, exponent >= -22, exponent <= 22 {
            var integer: UInt64 = 0
            for digit in digits { integer = integer &* 10 &+ UInt64(digit) }
            let value = Double(integer)
            return exponent >= 0 ? value * exactPowersOfTen[exponent] : value / exactPowersOfTen[-exponent]
        }
        var candidate = estimate(digits: digits, exponent: exponent)
        let exact = ExactDecimal(digits: digits, truncated: truncated, exponent: exponent)
        // The estimate is within a few units in the last place; step until the value lies between
        // the candidate's lower and upper midpoints.
        while true {
            let upper = exact.compare(toMidpointAbove: candidate)
            if upper > 0 || (upper == 0 && !isEven(candidate)) {
                candidate = candidate.nextUp
                if candidate == .infinity { return .infinity }
                continue
            }
            guard candidate > 0 else { return candidate }
            let below = candidate.nextDown
            let lower = exact.compare(toMidpointAbove: below)
            if lower < 0 || (lower == 0 && isEven(below)) {
                candidate = below
                continue
            }
            return candidate
        }
    }

    /// A double near the value: the first 19 digits, scaled by powers of ten in steps.
    private static func estimate(digits: [UInt8], exponent: Int) -> Double {
        var leading: UInt64 = 0
        let kept = Swift.min(digits.count, 19)
        for digit in digits[..<kept] { leading = leading &* 10 &+ UInt64(digit) }
        var value = Double(leading)
        var power = exponent + digits.count - kept
        while power > 22, value.isFinite {
            value *= 1e22
            power -= 22
        }
        while power < -22, value > 0 {
            value /= 1e22
            power += 22
        }
        // The loops end with |power| ≤ 22 for every value within the range checked above; the
        // guards only keep an impossible index from trapping.
        if power >= 0 {
            value *= power <= 22 ? exactPowersOfTen[power] : .infinity
        } else {
            value /= -power <= 22 ? exactPowersOfTen[-power] : .infinity
        }
        if value.isInfinite { return .greatestFiniteMagnitude }
        return value
    }

    private static func isEven(_ value: Double) -> Bool {
        value.significandBitPattern & 1 == 0
    }

    /// 10^0 … 10^22, each exactly representable.
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
        1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}

/// A decimal value digits × 10^exponent held exactly, compared with binary midpoints.
private struct ExactDecimal {
    let digits: BigNatural
    let truncated: Bool
    let exponent: Int

    init(digits: [UInt8], truncated: Bool, exponent: Int) {
        var value = BigNatural()
        // Nine digits at a time: 10^9 < 2^32.
        var chunk: UInt32 = 0
        var chunkLength = 0
        for digit in digits {
            chunk = chunk &* 10 &+ UInt32(digit)
            chunkLength += 1
            if chunkLength == 9 {
                value.multiply(by: 1_000_000_000, adding: chunk)
                (chunk, chunkLength) = (0, 0)
            }
        }
        if chunkLength > 0 {
            var scale: UInt32 = 1
            for _ in 0..<chunkLength { scale &*= 10 }
            value.multiply(by: scale, adding: chunk)
        }
        self.digits = value
        self.truncated = truncated
        self.exponent = exponent
    }

    /// The sign of (this value − the midpoint between `value` and the next double up), for a
    /// finite `value` ≥ 0: −1, 0 or 1.
    func compare(toMidpointAbove value: Double) -> Int {
        // value = m × 2^e, so the midpoint is (2m + 1) × 2^(e − 1).
        let biased = Int(value.exponentBitPattern)
        let fraction = value.significandBitPattern
        let m = biased == 0 ? fraction : fraction | (1 << 52)
        let e = (biased == 0 ? 1 : biased) - 1075
        var midpoint = BigNatural(2 &* m &+ 1)
        var twos = e - 1
        var left = digits
        var leftTwos = exponent
        if exponent >= 0 {
            left.multiply(byPowerOfFive: exponent)
        } else {
            midpoint.multiply(byPowerOfFive: -exponent)
        }
        // Both sides times the same power of two, so that neither has a negative one.
        let lowest = Swift.min(twos, leftTwos)
        twos -= lowest
        leftTwos -= lowest
        left.shiftLeft(by: leftTwos)
        midpoint.shiftLeft(by: twos)
        let order = left.compare(midpoint)
        return order == 0 && truncated ? 1 : order
    }
}

/// A natural number in 32-bit limbs, least significant first: just the operations the exact
/// comparison needs.
private struct BigNatural {
    var limbs: [UInt32] = []

    init() {}

    init(_ value: UInt64) {
        if value != 0 { limbs.append(UInt32(truncatingIfNeeded: value)) }
        if value >> 32 != 0 { limbs.append(UInt32(truncatingIfNeeded: value >> 32)) }
    }

    /// self = self × factor + addend. (Wrapping arithmetic where it cannot wrap: a 32 × 32-bit
    /// product plus two 32-bit values fits in 64 bits, and wasm32 has no checked 64-bit multiply
    /// without a compiler runtime.)
    mutating func multiply(by factor: UInt32, adding addend: UInt32 = 0) {
        var carry = UInt64(addend)
        for index in limbs.indices {
            let product = UInt64(limbs[index]) &* UInt64(factor) &+ carry
            limbs[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
    }

    /// self = self × 5^power.
    mutating func multiply(byPowerOfFive power: Int) {
        var remaining = power
        // 5^13 is the largest power of five below 2^32.
        while remaining >= 13 {
            multiply(by: 1_220_703_125)
            remaining -= 13
        }
        var factor: UInt32 = 1
        for _ in 0..<remaining { factor &*= 5 }
        multiply(by: factor)
    }

    /// self = self × 2^bits.
    mutating func shiftLeft(by bits: Int) {
        guard bits > 0, !limbs.isEmpty else { return }
        let whole = bits / 32
        let part = UInt32(bits % 32)
        if part > 0 {
            var carry: UInt32 = 0
            for index in limbs.indices {
                let limb = limbs[index]
                limbs[index] = (limb << part) | carry
                carry = limb >> (32 - part)
            }
            if carry != 0 { limbs.append(carry) }
        }
        if whole > 0 { limbs.insert(contentsOf: repeatElement(0, count: whole), at: 0) }
    }

    /// −1, 0 or 1 as self is less than, equal to or greater than `other`.
    func compare(_ other: BigNatural) -> Int {
        let ownLength = significantLength
        let otherLength = other.significantLength
        if ownLength != otherLength { return ownLength < otherLength ? -1 : 1 }
        var index = ownLength - 1
        while index >= 0 {
            if limbs[index] != other.limbs[index] { return limbs[index] < other.limbs[index] ? -1 : 1 }
            index -= 1
        }
        return 0
    }

    private var significantLength: Int {
        var length = limbs.count
        while length > 0, limbs[length - 1] == 0 { length -= 1 }
        return length
    }
}
