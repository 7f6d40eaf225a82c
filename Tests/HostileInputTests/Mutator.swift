import Foundation

/// SplitMix64: a tiny deterministic generator, so that a seed names the same inputs everywhere.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Mutates a built-in example into a hostile variant, the way a fuzzer would: type confusions,
/// extreme and tiny numbers, huge counts, deep and long template chains, duplicated keys, deep
/// nesting behind an apostrophe, truncation and invalid UTF-8.
struct Mutator {
    /// The kinds of mutation, one or more per input.
    enum Kind: CaseIterable {
        case extremeNumber, typeConfusion, tinyFraction, hugeCount, duplicateLine, invalidUTF8
        case templateChain, deepNesting, truncate, deleteLine, nestedCounts
    }

    /// Numbers that stress arithmetic: zero, negatives, tiny, huge, beyond Int and Double.
    static let extremeNumbers = [
        "0", "-1", "1e-7", "1.0e-300", "5e-324", "1e308", "1.7976931348623157e308", "1e309",
        "9223372036854775807", "9223372036854775808", "10000000", "4611686018427387903", "0.5",
    ]
    /// Values of the wrong type for any field.
    static let confusions = [
        "\"text\"", "true", "null", "[]", "{}", "[1, 2]", "{a: 1}", ".nan", ".inf", "\"it's [\"", "~",
    ]

    var generator: SplitMix64

    /// A hostile variant of `text`.
    mutating func mutate(_ text: String) -> [UInt8] {
        var result = text
        var bytesTail: [UInt8] = []
        let rounds = Int.random(in: 1...3, using: &generator)
        for _ in 0..<rounds {
            switch Kind.allCases.randomElement(using: &generator)! {
            case .extremeNumber: result = replaceNumber(in: result, with: Self.extremeNumbers)
            case .typeConfusion: result = replaceNumber(in: result, with: Self.confusions)
            case .tinyFraction:
                let tiny = ["0.000001", "1e-9", "0", "1e-300", "100000"].randomElement(using: &generator)!
                result = result.replacingOccurrences(
                    of: "fractionalWidth(1/3)", with: "fractionalWidth(\(tiny))"
                )
                .replacingOccurrences(of: "fractionalWidth(1/2)", with: "fractionalWidth(\(tiny))")
            case .hugeCount:
                let count = ["10000000", "1000000", "200000"].randomElement(using: &generator)!
                result = replaceValue(ofKey: "itemCount", in: result, with: count)
            case .duplicateLine: result = duplicateLine(in: result)
            case .invalidUTF8:
                bytesTail = [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]].randomElement(
                    using: &generator)!
            case .templateChain:
                let length = Int.random(in: 1...200, using: &generator)
                result = appendChain(to: result, length: length)
            case .deepNesting:
                let depth = Int.random(in: 60...6000, using: &generator)
                result +=
                    "\nextra: it's " + String(repeating: "[", count: depth)
                    + String(repeating: "]", count: depth)
            case .truncate:
                let cut = Int.random(in: 0...max(result.count - 1, 0), using: &generator)
                result = String(result.prefix(cut))
            case .deleteLine: result = deleteLine(in: result)
            case .nestedCounts:
                let outer = Int.random(in: 1...10_000, using: &generator)
                result = result.replacingOccurrences(
                    of: "subitems:", with: "count: \(outer)\n        subitems:", options: [], range: nil)
            }
        }
        var bytes = Array(result.utf8)
        if !bytesTail.isEmpty {
            let at = Int.random(in: 0...bytes.count, using: &generator)
            bytes.insert(contentsOf: bytesTail, at: at)
        }
        return bytes
    }

    /// `text` with one number (a run of digits, dots and exponent signs after `: ` or `(`)
    /// replaced by one of `values`.
    private mutating func replaceNumber(in text: String, with values: [String]) -> String {
        let pattern = try! NSRegularExpression(pattern: "(?<=[:(] ?)-?[0-9][0-9./eE+-]*")
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        guard let match = matches.randomElement(using: &generator), let range = Range(match.range, in: text)
        else { return text }
        return text.replacingCharacters(in: range, with: values.randomElement(using: &generator)!)
    }

    /// `text` with the value of every `key: N` replaced by `value`.
    private func replaceValue(ofKey key: String, in text: String, with value: String) -> String {
        let pattern = try! NSRegularExpression(pattern: "(?<=\(key): )[0-9]+")
        return pattern.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text), withTemplate: value)
    }

    private mutating func duplicateLine(in text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        guard !lines.isEmpty else { return text }
        let index = Int.random(in: 0..<lines.count, using: &generator)
        lines.insert(lines[index], at: index)
        return lines.joined(separator: "\n")
    }

    private mutating func deleteLine(in text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        guard !lines.isEmpty else { return text }
        lines.remove(at: Int.random(in: 0..<lines.count, using: &generator))
        return lines.joined(separator: "\n")
    }

    /// Adds templates `h0 → h1 → …` ending in the photo grid's section and a section using `h0`.
    private func appendChain(to text: String, length: Int) -> String {
        var lines = ["templates:"]
        for index in 0..<length {
            lines.append("  h\(index):")
            lines.append(index < length - 1 ? "    template: h\(index + 1)" : HostileInputs.photoGridSection)
        }
        let sections = text.replacingOccurrences(of: "sections:\n", with: "sections:\n  - template: h0\n")
        return sections + "\n" + lines.joined(separator: "\n") + "\n"
    }
}
