/// The position of an item: a section index and an item index within that section (R-DIFF-2).
///
/// Index paths order lexicographically: by section, then by item.
public struct SnapshotIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section index.
    public var section: Int
    /// The item index within the section.
    public var item: Int

    /// Creates the index path of item `item` in section `section`.
    @inlinable
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Orders index paths by section, then by item.
    @inlinable
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    /// The path written as `(section,item)`, as in the examples of Layout rules.
    public var description: String { "(\(section),\(item))" }
}
