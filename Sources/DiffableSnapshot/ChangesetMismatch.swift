/// The first problem ``SnapshotChangeset/validate(from:to:)`` finds when it replays a changeset
/// (R-DIFF-7). Identifiers are rendered with `String(describing:)`.
public enum ChangesetMismatch: Error, Hashable, Sendable, CustomStringConvertible {
    /// An index or index path is listed twice in one index space (for example deleted and moved from).
    case duplicateEntry(String)
    /// An index or index path lies outside the snapshot it refers to.
    case indexOutOfRange(String)
    /// An entry's identifier differs from the identifier found at its index or index path.
    case identifierMismatch(String)
    /// An item entry touches a replaced section in a way UIKit rejects: deleting, moving or reloading
    /// out of a deleted or reloaded section, or inserting or moving into an inserted or reloaded one
    /// (R-DIFF-4).
    case replacedSection(String)
    /// The replayed snapshot differs from the expected new snapshot.
    case resultDiffers(String)

    /// A human-readable explanation naming the entry or section involved.
    public var description: String {
        switch self {
        case .duplicateEntry(let detail): return "duplicate entry: \(detail)"
        case .indexOutOfRange(let detail): return "index out of range: \(detail)"
        case .identifierMismatch(let detail): return "identifier mismatch: \(detail)"
        case .replacedSection(let detail): return "item change inside a replaced section: \(detail)"
        case .resultDiffers(let detail): return "replay differs from the new snapshot: \(detail)"
        }
    }
}
