/// Where in a layout description something is: a section index and a path inside the section's
/// description, such as `section 2: group.subitems[0].layoutSize.widthDimension`.
///
/// The path is structured so that front ends (the description format) can translate it into
/// their own spelling (R-DIAG-1, R-DIAG-3).
public struct LayoutPath: Hashable, Sendable {
    /// One step of a path.
    public enum Component: Hashable, Sendable {
        /// A named property, such as `group`, `layoutSize` or `widthDimension`.
        case property(String)
        /// An element of a list property, such as `subitems[1]`.
        case index(String, Int)
    }

    /// The section index, nil for layout-wide settings.
    public var section: Int?
    /// The steps inside the section (or inside the layout when ``section`` is nil).
    public var components: [Component]

    /// Creates a path.
    public init(section: Int?, components: [Component] = []) {
        self.section = section
        self.components = components
    }

    /// The path extended by a property.
    public func appending(_ property: String) -> LayoutPath {
        var copy = self
        copy.components.append(.property(property))
        return copy
    }

    /// The path extended by an element of a list property.
    public func appending(_ property: String, index: Int) -> LayoutPath {
        var copy = self
        copy.components.append(.index(property, index))
        return copy
    }

    /// The components joined with dots: `group.subitems[0].layoutSize.widthDimension`.
    public var componentsDescription: String {
        var text = ""
        for component in components {
            if !text.isEmpty { text += "." }
            switch component {
            case .property(let name): text += name
            case .index(let name, let index): text += "\(name)[\(index)]"
            }
        }
        return text
    }
}

extension LayoutPath: CustomStringConvertible {
    /// `section 2: group.subitems[0]`, or just the components for layout-wide paths.
    public var description: String {
        let inner = componentsDescription
        guard let section else { return inner.isEmpty ? "layout" : inner }
        return inner.isEmpty ? "section \(section)" : "section \(section): \(inner)"
    }
}
