import LayoutDescription

/// Runs the YAML reader and the portable JSON reader over the same input, for the parity tests.
enum ReaderParity {
    /// What a reader made of an input.
    enum Outcome: Equatable, CustomStringConvertible {
        case value(DescriptionValue)
        case error(DescriptionError)

        var description: String {
            switch self {
            case .value(let value): "value \(value.jsonText)"
            case .error(let error): "error \(error.problems.map { "\($0.path): \($0.message)" })"
            }
        }

        var error: DescriptionError? {
            if case .error(let error) = self { return error }
            return nil
        }
    }

    /// The YAML reader (libyaml through Yams) on bytes.
    static func native(_ bytes: [UInt8], limits: DescriptionLimits = DescriptionLimits()) -> Outcome {
        do {
            return .value(try DescriptionValue.parse(bytes, limits: limits))
        } catch {
            return .error(error)
        }
    }

    /// The portable JSON reader on bytes.
    static func portable(_ bytes: [UInt8], limits: DescriptionLimits = DescriptionLimits()) -> Outcome {
        do {
            return .value(try DescriptionJSONReader.parse(bytes, limits: limits))
        } catch {
            return .error(error)
        }
    }

    /// Every path to a value of `value`, the root first, in document order.
    static func paths(of value: DescriptionValue, at path: DescriptionPath = .root) -> [DescriptionPath] {
        var result = [path]
        switch value {
        case .array(let elements):
            for (position, element) in elements.enumerated() {
                result += paths(of: element, at: path.index(position))
            }
        case .object(let pairs):
            for pair in pairs { result += paths(of: pair.value, at: path.key(pair.key)) }
        default:
            break
        }
        return result
    }

    /// Problems at every path of `value` and one past its end, both plain and as unknown keys
    /// (which point at the key), to compare where each reader locates them.
    static func probes(of value: DescriptionValue) -> [DescriptionProblem] {
        var problems: [DescriptionProblem] = []
        for path in paths(of: value) {
            problems.append(DescriptionProblem(path: path, message: "probe"))
            problems.append(DescriptionProblem(path: path, message: "unknown key probe"))
            problems.append(DescriptionProblem(path: path.key("missing"), message: "probe"))
        }
        return problems
    }

    /// The locations of `problems` in `text` by the YAML reader's source map and the portable one.
    static func locations(of problems: [DescriptionProblem], in text: String, limits: DescriptionLimits)
        -> (native: [DescriptionSourceLocation], portable: [DescriptionSourceLocation])
    {
        (
            DescriptionSourceLocation.locations(of: problems, in: text, limits: limits),
            DescriptionJSONReader.locations(of: problems, in: text, limits: limits)
        )
    }

    /// JSON on one line with no spaces (the writer's ``DescriptionValue/jsonText`` is indented).
    static func compactJSON(_ value: DescriptionValue) -> String {
        switch value {
        case .array(let elements): "[" + elements.map(compactJSON).joined(separator: ",") + "]"
        case .object(let pairs):
            "{"
                + pairs.map { DescriptionValue.quoted($0.key) + ":" + compactJSON($0.value) }.joined(
                    separator: ",")
                + "}"
        default: value.jsonText.dropLast().description
        }
    }
}
