import CollectionLayout

extension DescriptionValue {
    /// Pretty-printed JSON: two-space indentation, lists of scalars on one line, keys in order,
    /// numbers per ``DescriptionNumberFormat``. Ends with a newline.
    public var jsonText: String {
        var text = ""
        writeJSON(into: &text, indent: "")
        return text + "\n"
    }

    /// Block-style YAML with the same layout rules as ``jsonText``; strings are double-quoted
    /// (JSON escapes are valid YAML), lists of scalars are written in flow style. Ends with a newline.
    public var yamlText: String {
        var lines: [String] = []
        writeYAML(into: &lines, indent: "")
        return lines.joined(separator: "\n") + "\n"
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// The JSON spelling of a scalar, or of a list of scalars on one line.
    private var inlineJSON: String? {
        switch self {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let value): return DescriptionNumberFormat.string(value)
        case .string(let value): return Self.quoted(value)
        case .array(let values) where values.allSatisfy({ $0.isScalar }):
            return "[" + values.compactMap { $0.inlineJSON }.joined(separator: ", ") + "]"
        case .object(let pairs) where pairs.isEmpty: return "{}"
        default: return nil
        }
    }

    private func writeJSON(into text: inout String, indent: String) {
        if let inline = inlineJSON {
            text += inline
            return
        }
        let inner = indent + "  "
        switch self {
        case .array(let values):
            text += "[\n"
            for (position, value) in values.enumerated() {
                text += inner
                value.writeJSON(into: &text, indent: inner)
                text += position == values.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let pairs):
            text += "{\n"
            for (position, pair) in pairs.enumerated() {
                text += inner + Self.quoted(pair.key) + ": "
                pair.value.writeJSON(into: &text, indent: inner)
                text += position == pairs.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        default: break
        }
    }

    private func writeYAML(into lines: inout [String], indent: String) {
        switch self {
        case .object(let pairs) where !pairs.isEmpty:
            for pair in pairs {
                let key = Self.quoted(pair.key)
                if let inline = pair.value.inlineJSON {
                    lines.append(indent + key + ": " + inline)
                } else {
                    lines.append(indent + key + ":")
                    pair.value.writeYAML(into: &lines, indent: indent + "  ")
                }
            }
        case .array(let values) where inlineJSON == nil:
            for value in values {
                if let inline = value.inlineJSON {
                    lines.append(indent + "- " + inline)
                } else {
                    var nested: [String] = []
                    value.writeYAML(into: &nested, indent: indent + "  ")
                    if let first = nested.first {
                        nested[0] = indent + "- " + first.dropFirst(indent.count + 2)
                    }
                    lines += nested
                }
            }
        default:
            lines.append(indent + (inlineJSON ?? "null"))
        }
    }

    /// A JSON string literal.
    public static func quoted(_ string: String) -> String { LayoutFramesJSON.quoted(string) }
}
