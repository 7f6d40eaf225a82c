/// One problem found in a description: where it is and what is wrong.
public struct DescriptionProblem: Hashable, Sendable {
    /// The JSON path of the offending value.
    public var path: DescriptionPath
    /// What was expected and what was found.
    public var message: String

    /// Creates a problem.
    public init(path: DescriptionPath, message: String) {
        self.path = path
        self.message = message
    }
}

extension DescriptionProblem: CustomStringConvertible {
    /// `path: message`, the line `complayout validate` prints. Control characters (text quoted from
    /// the input, such as terminal escape sequences) are written as `\u001b`, as quoted path keys
    /// already are, so that printing a problem never drives the terminal.
    public var description: String { Self.escapingControls("\(path): \(message)") }

    /// `text` with C0 and C1 control characters and DEL (except tab, and newlines when
    /// `keepingNewlines`) written as `\uXXXX`: safe to print to a terminal.
    public static func escapingControls(_ text: String, keepingNewlines: Bool = false) -> String {
        func escaped(_ scalar: Unicode.Scalar) -> Bool {
            isControl(scalar) && !(keepingNewlines && scalar == "\n")
        }
        guard text.unicodeScalars.contains(where: escaped) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if escaped(scalar) {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}

/// Why a description could not be read or turned into a layout: **every** problem found, each with
/// its JSON path (R-DIAG-3).
///
/// Implements R-DIAG-3.
public struct DescriptionError: Error, Hashable, Sendable {
    /// The problems, in the order they were found: within an object, unknown keys first, then its
    /// fields in the order the format lists them (which is also the usual writing order).
    public var problems: [DescriptionProblem]

    /// Creates an error from its problems.
    public init(problems: [DescriptionProblem]) {
        self.problems = problems
    }

    /// An error with a single problem.
    public init(path: DescriptionPath, _ message: String) {
        self.problems = [DescriptionProblem(path: path, message: message)]
    }
}

extension DescriptionError: CustomStringConvertible {
    /// One problem per line.
    public var description: String { problems.map { $0.description }.joined(separator: "\n") }
}

/// "Did you mean" suggestions for misspelt keys and names (also used by `complayout` for
/// subcommands and example names).
public enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a plausible
    /// typo (at most a third of the longer word's length, and at most 3 edits) or differs only in case.
    /// `left` and `right` (in any name, such as `topLeft`) suggest `leading` and `trailing`, the
    /// names the format uses, as UIKit does.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        if let leadingOrTrailing = directionalName(for: word, among: candidates) { return leadingOrTrailing }
        var best: (name: String, distance: Int)?
        // Edit distance costs the product of the lengths: a hostile 1 MB word gets no suggestion,
        // and candidates whose lengths differ by more than the limit are skipped unmeasured.
        let length = word.count
        guard length <= 64 else { return nil }
        for candidate in candidates where abs(candidate.count - length) <= 3 {
            if candidate.lowercased() == word.lowercased() { return candidate }
            let distance = editDistance(Array(word.lowercased()), Array(candidate.lowercased()))
            let limit = min(3, max(1, max(word.count, candidate.count) / 3))
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The candidate that spells `word` with `leading`/`trailing` where it says `left`/`right`
    /// (`right` → `trailing`, `bottomLeft` → `bottomLeading`), compared ignoring case, or nil.
    static func directionalName(for word: String, among candidates: [String]) -> String? {
        guard word.count <= 64, let directional = directional(word.lowercased()) else { return nil }
        return candidates.first { $0.lowercased() == directional }
    }

    /// `text` with every `left` spelled `leading` and every `right` spelled `trailing`, or nil when
    /// it holds neither. Written out: the standard library's substring search and replacement
    /// come with `_StringProcessing`, which the WebAssembly (Embedded Swift) build does not have.
    static func directional(_ text: String) -> String? {
        let characters = Array(text)
        var result = ""
        var replaced = false
        var index = 0
        scan: while index < characters.count {
            for (word, replacement) in [("left", "leading"), ("right", "trailing")]
            where characters[index...].starts(with: word) {
                result += replacement
                index += word.count
                replaced = true
                continue scan
            }
            result.append(characters[index])
            index += 1
        }
        return replaced ? result : nil
    }

    /// `; did you mean "x"?` or the empty string.
    public static func hint(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// Levenshtein distance between two character arrays.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
