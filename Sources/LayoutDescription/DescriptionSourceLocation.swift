import Yams

/// Where something is written in a description's text: a 1-based line and a 1-based column
/// counted in Unicode scalars, for JSON and YAML alike.
public struct DescriptionSourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }

    /// The start of the text.
    public static let start = DescriptionSourceLocation(line: 1, column: 1)
}

extension DescriptionPath {
    /// Where the value at this path is written in `text`, the description it was read from.
    ///
    /// The last step that exists in the text decides: for an object key, the key itself (so an
    /// unknown or misspelt key points at its name); for a list index, the element. A path that
    /// goes further than the text (a missing required field, a value that a template produced)
    /// points at the last step that exists: `group: {}` missing its kind points at `group`. When the text does not parse, every path points at
    /// the syntax error; text the reader refuses before parsing (too large, binary, nested too
    /// deeply) points at the start.
    public func location(in text: String) -> DescriptionSourceLocation {
        guard text.utf8.count <= DescriptionLimits.maximumInputBytes,
            !text.unicodeScalars.contains(where: { $0.value == 0 }),
            NestingScan.excessiveNesting(in: text) == nil
        else { return .start }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            return Self.location(of: error) ?? .start
        } catch {
            return .start
        }
        guard var node = root else { return .start }
        var location = Self.location(node.mark)
        for component in components {
            switch (component, node) {
            case (.key(let name), .mapping(let mapping)):
                guard let pair = mapping.first(where: { $0.key.string == name }) else { return location }
                location = Self.location(pair.key.mark)
                node = pair.value
            case (.index(let position), .sequence(let sequence)):
                guard sequence.indices.contains(position) else { return location }
                node = sequence[position]
                location = Self.location(node.mark)
            default:
                return location
            }
        }
        return location
    }

    private static func location(_ mark: Mark?) -> DescriptionSourceLocation {
        mark.map { DescriptionSourceLocation(line: $0.line, column: $0.column) } ?? .start
    }

    private static func location(of error: YamlError) -> DescriptionSourceLocation? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return location(mark)
        default:
            return nil
        }
    }
}
