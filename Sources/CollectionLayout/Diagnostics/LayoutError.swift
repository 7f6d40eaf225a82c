/// Why a layout could not be prepared (R-DIAG-1). Every case says what was wrong and where.
///
/// Preparing either succeeds or throws one of these; nothing is partially prepared.
public enum LayoutError: Error, Hashable, Sendable {
    /// A dimension value is NaN, infinite or negative (R-DIM-3).
    case invalidDimension(LayoutDimension, at: LayoutPath)
    /// A spacing, inset or offset is NaN or infinite.
    case invalidNumber(Double, at: LayoutPath)
    /// A count group's or repeating group's count is not positive (R-COUNT).
    case invalidCount(Int, at: LayoutPath)
    /// A horizontal or vertical group has no subitems.
    case emptySubitems(at: LayoutPath)
    /// A section's item count is negative or more than ``PrepareOptions/maximumItemCount``, whose
    /// frames could not be represented.
    case invalidItemCount(Int, section: Int)
    /// The environment is unusable (a NaN, infinite or negative container size or display scale).
    case invalidEnvironment(String)
    /// The section provider returned nil for a section that has items (R-PROVIDER-2).
    case missingSection(Int)
    /// A template would hold more items than the engine allows: `limit` is what the layout's
    /// templates may still hold under ``PrepareOptions/maximumTemplateItemCount``.
    case templateTooLarge(itemCount: Int, limit: Int, at: LayoutPath)
    /// A boundary supplementary item has alignment `.none` (R-BOUNDARY-1).
    case invalidAlignment(at: LayoutPath)
    /// Two supplementaries would share a kind and an index path: two boundary items of one kind in
    /// one section or in the layout, or two anchored items of one kind on one item or group
    /// (R-INDEX-3).
    case duplicateSupplementary(kind: String, at: LayoutPath)
    /// A diagnostic promoted to an error by strict mode (R-DIAG-4).
    case strict(LayoutDiagnostic)
    /// A measurement names a cell or supplementary the layout does not have (R-EST-10).
    case noSuchElement(String, section: Int)
    /// A measured (preferred) size is negative, infinite or NaN (R-SIZING-1).
    case invalidPreferredSize(Size, element: String, section: Int)
    /// Finite inputs multiplied or summed beyond the largest `Double`: a section's `dimension`
    /// (its length, pitch, group size, element extent) or, with `section` nil, the layout's
    /// content size is not finite. Prepared layouts never hold such geometry.
    case nonFiniteGeometry(dimension: String, value: Double, section: Int?)
}

extension LayoutError {
    /// Where the problem is, when it has a description path.
    public var path: LayoutPath? {
        switch self {
        case .invalidDimension(_, let path), .invalidNumber(_, let path), .invalidCount(_, let path),
            .emptySubitems(let path), .templateTooLarge(_, _, let path), .invalidAlignment(let path),
            .duplicateSupplementary(_, let path):
            return path
        case .strict(let diagnostic):
            return diagnostic.path
        case .invalidItemCount(_, let section), .missingSection(let section), .noSuchElement(_, let section),
            .invalidPreferredSize(_, _, let section):
            return LayoutPath(section: section)
        case .nonFiniteGeometry(_, _, let section):
            return section.map { LayoutPath(section: $0) }
        case .invalidEnvironment:
            return nil
        }
    }

    /// What is wrong, without the location (``description`` is `path: reason`).
    public var reason: String {
        switch self {
        case .invalidDimension(let dimension, _):
            return "invalid dimension \(dimension): values must be finite and ≥ 0"
        case .invalidNumber(let value, _):
            return "expected a finite number, got \(LayoutNumberFormat.string(value))"
        case .invalidCount(let count, _):
            return "count must be at least 1, got \(count)"
        case .emptySubitems:
            return "a horizontal or vertical group needs at least one subitem"
        case .invalidItemCount(let count, _) where count < 0:
            return "item count must be ≥ 0, got \(count)"
        case .invalidItemCount(let count, _):
            return
                "item count \(count) is more than the largest supported, \(PrepareOptions.maximumItemCount) "
                + "(2^53): the positions of more items cannot be represented"
        case .invalidEnvironment(let reason):
            return reason
        case .missingSection:
            return "the section provider returned nil for a section that has items"
        case .templateTooLarge(let count, let limit, _):
            return "the template would hold \(count) items, more than the limit of \(limit) left for it "
                + "(PrepareOptions.maximumTemplateItemCount bounds the items of all templates of a layout together)"
        case .invalidAlignment:
            return "a boundary supplementary item needs an alignment other than none"
        case .duplicateSupplementary(let kind, _):
            return "two supplementary items of kind \"\(kind)\" would share one index path"
        case .strict(let diagnostic):
            return "\(diagnostic.message) (strict mode)"
        case .noSuchElement(let element, _):
            return "there is no \(element) to measure"
        case .invalidPreferredSize(let size, let element, _):
            return "the preferred size \(size) of \(element) must be finite and ≥ 0"
        case .nonFiniteGeometry(let dimension, let value, let section):
            let owner = section == nil ? "the layout's" : "the section's"
            return "\(owner) \(dimension) is \(LayoutNumberFormat.string(value)): finite sizes, counts and "
                + "spacings add up beyond the largest representable number"
        }
    }
}

extension LayoutError: CustomStringConvertible {
    /// A one-line explanation naming the section and the description path: `path: reason`.
    public var description: String {
        if case .invalidEnvironment = self { return "environment: \(reason)" }
        return "\(path?.description ?? "layout"): \(reason)"
    }
}
