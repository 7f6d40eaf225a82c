import Foundation
import Yams

extension DescriptionValue {
    /// Parses JSON or YAML text (JSON is read as YAML, of which it is a subset) into a value tree,
    /// within the default ``DescriptionLimits``.
    ///
    /// Plain YAML scalars resolve by the YAML 1.2 core schema: `null`/`~`/empty, `true`/`false`,
    /// numbers (`.inf` and `.nan` included, so that the reader can reject them with a path);
    /// quoted scalars are always strings.
    ///
    /// - Throws: ``DescriptionError`` at the document root for empty input, input that is not
    ///   UTF-8 text, syntax errors (with line and column), input beyond ``DescriptionLimits``, and
    ///   duplicate keys (at the key's path).
    public static func parse(_ data: [UInt8]) throws(DescriptionError) -> DescriptionValue {
        try parse(data, limits: DescriptionLimits())
    }

    /// Parses JSON or YAML bytes within `limits`; see ``parse(_:)-([UInt8])``.
    ///
    /// - Throws: ``DescriptionError`` as ``parse(_:)-([UInt8])`` does; a limit's error names the
    ///   limit and how to raise it.
    public static func parse(_ data: [UInt8], limits: DescriptionLimits) throws(DescriptionError)
        -> DescriptionValue
    {
        guard data.count <= limits.maximumInputBytes else {
            throw DescriptionError(
                path: .root,
                DescriptionReadingMessages.inputTooLarge(
                    byteCount: data.count, limit: limits.maximumInputBytes))
        }
        // Decoding replaces invalid UTF-8 with U+FFFD, so valid input is exactly the input that
        // round-trips (`String(validating:as:)` would need macOS 15 / iOS 18).
        let text = String(decoding: data, as: UTF8.self)
        guard text.utf8.elementsEqual(data) else {
            throw DescriptionError(path: .root, DescriptionReadingMessages.notUTF8)
        }
        return try parse(text, limits: limits)
    }

    /// Parses JSON or YAML text within the default ``DescriptionLimits``; see
    /// ``parse(_:)-([UInt8])``. Text is not held to the input-size limit (only bytes read are).
    public static func parse(_ text: String) throws(DescriptionError) -> DescriptionValue {
        try parse(text, limits: DescriptionLimits())
    }

    /// Parses JSON or YAML text within `limits` (all but the input-size limit, which applies to
    /// bytes read); see ``parse(_:)-([UInt8])``.
    ///
    /// - Throws: ``DescriptionError`` as ``parse(_:)-([UInt8])`` does.
    public static func parse(_ text: String, limits: DescriptionLimits) throws(DescriptionError)
        -> DescriptionValue
    {
        // A UTF-8 byte order mark is not part of the document (libyaml rejects it before block YAML).
        if text.unicodeScalars.first == "\u{FEFF}" {
            return try parse(String(text.unicodeScalars.dropFirst()), limits: limits)
        }
        if text.unicodeScalars.contains(where: { $0.value == 0 }) {
            throw DescriptionError(path: .root, DescriptionReadingMessages.nulBytes)
        }
        if let reason = NestingScan.excessiveNesting(in: text, limits: limits) {
            throw DescriptionError(path: .root, reason)
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw DuplicateKeys.error(for: error, in: text, limits: limits)
                ?? DescriptionError(path: .root, syntaxMessage(for: error, in: text))
        }
        guard let node else {
            throw DescriptionError(path: .root, DescriptionReadingMessages.empty)
        }
        var budget = ValueBudget(limits: limits)
        return try convert(node, path: .root, depth: 0, budget: &budget)
    }

    private static func convert(_ node: Node, path: DescriptionPath, depth: Int, budget: inout ValueBudget)
        throws(DescriptionError) -> DescriptionValue
    {
        try budget.spend(1, at: path)
        switch ComposedNode(node) {
        case .scalar(let scalar):
            return scalar.style == .plain ? resolvePlain(scalar.string) : .string(scalar.string)
        case .sequence(let sequence):
            try checkDepth(depth, at: path, limit: budget.limits.effectiveDepth)
            var values: [DescriptionValue] = []
            for (position, element) in sequence.enumerated() {
                values.append(
                    try convert(element, path: path.index(position), depth: depth + 1, budget: &budget))
            }
            return .array(values)
        case .mapping(let mapping):
            try checkDepth(depth, at: path, limit: budget.limits.effectiveDepth)
            var pairs: [(key: String, value: DescriptionValue)] = []
            // A set, not a scan of `pairs`: an object with n keys costs O(n), not O(n²).
            var seen: Set<String> = []
            for (keyNode, valueNode) in try MergeKeys.expandedPairs(of: mapping, at: path, budget: &budget) {
                guard case .scalar(let keyScalar) = keyNode else {
                    throw DescriptionError(path: path, "object keys must be strings, got a list or an object")
                }
                let key = keyScalar.string
                guard seen.insert(key).inserted else {
                    throw DescriptionError(path: path.key(key), DescriptionReadingMessages.duplicateKey(key))
                }
                let value = try convert(valueNode, path: path.key(key), depth: depth + 1, budget: &budget)
                pairs.append((key, value))
            }
            return .object(pairs)
        case .unsupported:
            throw DescriptionError(path: path, "unsupported YAML node")
        }
    }

    private static func checkDepth(_ depth: Int, at path: DescriptionPath, limit: Int)
        throws(DescriptionError)
    {
        guard depth < limit else {
            throw DescriptionError(path: path, NestingScan.nestingMessage(limit: limit))
        }
    }

    /// Resolves a plain (unquoted) scalar by the YAML 1.2 core schema.
    static func resolvePlain(_ text: String) -> DescriptionValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
        case ".nan", ".NaN", ".NAN": return .number(.nan)
        default:
            if isDecimalLiteral(text), let value = Double(text) { return .number(value) }
            return .string(text)
        }
    }

    /// `syntax error at line L, column C: WHAT`, at a place inside `text`.
    private static func syntaxMessage(for error: any Error, in text: String) -> String {
        guard let yamlError = error as? YamlError else { return "cannot parse the input: \(error)" }
        switch yamlError {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let prefix = context.map { "\($0.text) (line \($0.mark.line)): " } ?? ""
            let place = DescriptionSourceLocation.of(mark, in: text)
            return DescriptionReadingMessages.syntax(line: place.line, column: place.column, prefix + problem)
        case .reader(let problem, let offset, _, _):
            guard let offset else { return "cannot read the input: \(problem)" }
            return DescriptionReadingMessages.unreadable(atByte: offset, problem)
        default:
            return "cannot parse the input: \(yamlError)"
        }
    }
}
