/// A JSON path into a description, such as `sections[2].group.horizontal.subitems[0].item.size.width`.
public struct DescriptionPath: Hashable, Sendable, Comparable {
    /// One step of a path.
    public enum Component: Hashable, Sendable {
        /// An object key.
        case key(String)
        /// A list index.
        case index(Int)
    }

    /// The steps from the document root.
    public var components: [Component]

    /// Creates a path from its steps; the empty path is the document root.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The document root.
    public static let root = DescriptionPath()

    /// The path extended by an object key.
    public func key(_ name: String) -> DescriptionPath {
        DescriptionPath(components + [.key(name)])
    }

    /// The path extended by a list index.
    public func index(_ position: Int) -> DescriptionPath {
        DescriptionPath(components + [.index(position)])
    }

    /// Orders paths by their text.
    public static func < (lhs: DescriptionPath, rhs: DescriptionPath) -> Bool {
        lhs.description < rhs.description
    }
}

extension DescriptionPath: CustomStringConvertible {
    /// Keys joined with dots and indexes in brackets; keys that are not plain identifiers are
    /// quoted (`templates["my banner"]`); the root is `(document)`.
    public var description: String {
        guard !components.isEmpty else { return "(document)" }
        var text = ""
        for component in components {
            switch component {
            case .index(let position):
                text += "[\(position)]"
            case .key(let name):
                if Self.isPlain(name) {
                    text += text.isEmpty ? name : "." + name
                } else {
                    text += "[\(DescriptionValue.quoted(name))]"
                }
            }
        }
        return text
    }

    private static func isPlain(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_" || scalar == "-" || scalar == "$"
        }
    }
}
