/// A non-fatal oddity found while preparing a layout, reported with the prepared layout
/// (R-DIAG-2). In strict mode every diagnostic becomes a ``LayoutError`` (R-DIAG-4).
public struct LayoutDiagnostic: Hashable, Sendable {
    /// The kinds of diagnostic.
    public enum Kind: Hashable, Sendable, CaseIterable {
        /// An item's `contentInsets` on an estimated axis were ignored (R-ITEM-3).
        case contentInsetsIgnoredOnEstimatedAxis
        /// A group's `subitems` list is longer than the number it holds (R-GROUP-4).
        case subitemsDropped
        /// A group cannot hold even its first subitem; the section shows no items (R-GROUP-4).
        case groupHoldsNoItems
        /// A group's fitting never fails; it holds the section's item count (R-GROUP-2).
        case unboundedGroup
        /// A repeating group's copies overflow it (R-COUNT-4).
        case repeatingGroupOverflows
    }

    /// What was found.
    public var kind: Kind
    /// Where it was found.
    public var path: LayoutPath
    /// A human-readable explanation.
    public var message: String

    /// Creates a diagnostic.
    public init(kind: Kind, path: LayoutPath, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }
}

extension LayoutDiagnostic: CustomStringConvertible {
    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
