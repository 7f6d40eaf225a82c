/// An error thrown by a snapshot or section-snapshot mutation or query that UIKit treats as a fatal
/// client error (R-SNAP-3).
///
/// Every case names **all** offending identifiers, rendered with `String(describing:)` so that the error
/// stays `Sendable` whatever the identifier types are. A throwing operation never changes the snapshot:
/// all checks run before the first mutation (atomicity, R-SNAP-3).
///
/// Implements R-SNAP-3.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The same section identifier appears more than once in one `appendSections` / `insertSections`
    /// call (R-SNAP-6). Each duplicate is listed once, in first-duplicated order.
    case duplicateSectionIdentifiers([String])
    /// The same item identifier appears more than once in one append or insert call (R-SNAP-9,
    /// R-SNAP-10, R-SECSNAP-7). Each duplicate is listed once, in first-duplicated order.
    case duplicateItemIdentifiers([String])
    /// Section identifiers that are already present in the snapshot (R-SNAP-6).
    case sectionAlreadyExists([String])
    /// Section identifiers (or section anchors) that are not in the snapshot (R-SNAP-4, R-SNAP-6,
    /// R-SNAP-8, R-SNAP-9, R-SNAP-13).
    case sectionNotFound([String])
    /// Item identifiers (or item anchors, parents) that are not in the snapshot (R-SNAP-10, R-SNAP-12,
    /// R-SNAP-13, R-SECSNAP-7, R-SECSNAP-9).
    case itemNotFound([String])
    /// The anchor of an insert is itself one of the inserted identifiers (R-SNAP-6, R-SNAP-10).
    case anchorInInsertedIdentifiers([String])
    /// A section or item was to be moved before or after itself (R-SNAP-8, R-SNAP-12).
    case moveRelativeToItself([String])
    /// `appendItems` was called on a snapshot that has no sections (R-SNAP-9).
    case noSections
    /// Item identifiers that already exist where no leniency applies: anywhere in a section snapshot
    /// (R-SECSNAP-7), or in another section when applying a section snapshot (R-APPLY-5).
    case itemAlreadyExists([String])

    /// The identifiers this error names, as `String(describing:)` renderings; empty for ``noSections``.
    public var identifiers: [String] {
        switch self {
        case .duplicateSectionIdentifiers(let ids), .duplicateItemIdentifiers(let ids),
            .sectionAlreadyExists(let ids), .sectionNotFound(let ids), .itemNotFound(let ids),
            .anchorInInsertedIdentifiers(let ids), .moveRelativeToItself(let ids),
            .itemAlreadyExists(let ids):
            return ids
        case .noSections:
            return []
        }
    }

    /// A human-readable explanation that says what went wrong and which identifiers are involved.
    public var description: String {
        let list = identifiers.joined(separator: ", ")
        switch self {
        case .duplicateSectionIdentifiers:
            return "duplicate section identifiers in one call: \(list)"
        case .duplicateItemIdentifiers:
            return "duplicate item identifiers in one call: \(list)"
        case .sectionAlreadyExists:
            return "section identifiers already in the snapshot: \(list)"
        case .sectionNotFound:
            return "section identifiers not found in the snapshot: \(list)"
        case .itemNotFound:
            return "item identifiers not found in the snapshot: \(list)"
        case .anchorInInsertedIdentifiers:
            return "the anchor is one of the inserted identifiers: \(list)"
        case .moveRelativeToItself:
            return "cannot move an identifier relative to itself: \(list)"
        case .noSections:
            return "cannot append items to a snapshot without sections"
        case .itemAlreadyExists:
            return "item identifiers already in the snapshot: \(list)"
        }
    }
}

extension SnapshotError {
    /// Renders identifiers for an error payload.
    @inlinable
    static func _names<C: Collection>(_ identifiers: C) -> [String] {
        identifiers.map { String(describing: $0) }
    }

    /// Returns the identifiers that occur more than once in `identifiers`, each once, in the order of
    /// their second occurrence; empty when all are unique.
    @inlinable
    static func _duplicates<T: Hashable>(in identifiers: [T]) -> [T] {
        guard identifiers.count > 1 else { return [] }
        var seen = Set<T>(minimumCapacity: identifiers.count)
        var reported = Set<T>()
        var result: [T] = []
        for id in identifiers where !seen.insert(id).inserted {
            if reported.insert(id).inserted { result.append(id) }
        }
        return result
    }
}
