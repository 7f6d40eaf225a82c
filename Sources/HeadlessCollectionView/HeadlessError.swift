import CollectionLayout

/// Why a ``HeadlessCollectionView`` refused an input. Every mutation that throws leaves the view
/// exactly as it was (the new state is computed first and committed only when complete).
public enum HeadlessError: Error, Hashable, Sendable {
    /// Preparing the layout for the new data or environment failed; the view keeps its previous
    /// layout. Negative item counts arrive here as `LayoutError.invalidItemCount(_:section:)`.
    case layout(LayoutError)
    /// A content offset with a NaN or infinite coordinate.
    case invalidContentOffset(Point)
    /// An orthogonal offset that is NaN or infinite.
    case invalidOrthogonalOffset(Double)
    /// A scroll velocity that is NaN or infinite.
    case invalidVelocity(Double)
    /// A `contentInset` with a NaN or infinite edge.
    case invalidContentInset(DirectionalEdgeInsets)
    /// A section index outside `0..<numberOfSections`.
    case sectionOutOfRange(Int)
    /// An index path that names no item (R-QUERY-4).
    case itemOutOfRange(LayoutIndexPath)
    /// The section exists but does not scroll orthogonally (or has no items, hence no row).
    case notOrthogonal(section: Int)
    /// `updateOrthogonalDrag` or `endOrthogonalDrag` without a drag in progress in that section
    /// (drags are cancelled by every re-solve and by programmatic offsets).
    case noDragInProgress(section: Int)
    /// A scroll position with two vertical or two horizontal options, like UIKit's
    /// `UICollectionView.ScrollPosition` rejects.
    case invalidScrollPosition(ScrollPosition)
    /// The number of section identifiers differs from the number of item counts.
    case sectionCountMismatch(identifiers: Int, itemCounts: Int)
    /// Two sections share an identifier; the payload is the index of the second one.
    case duplicateSectionIdentifier(index: Int)
    /// ``HeadlessCollectionView/beginInteractiveMovementForItem(at:)`` while another interactive
    /// movement is in progress (R-MOVE-1).
    case movementInProgress
    /// An interactive-movement step without a movement in progress (R-MOVE-1).
    case noMovementInProgress
    /// A target index path the moving item cannot take (R-MOVE-5).
    case invalidMoveTarget(LayoutIndexPath)
    /// A target position with a NaN or infinite coordinate.
    case invalidTargetPosition(Point)
}

extension HeadlessError: CustomStringConvertible {
    /// A one-line explanation.
    public var description: String {
        switch self {
        case .layout(let error): return "layout: \(error)"
        case .invalidContentOffset(let point): return "content offset must be finite, got \(point)"
        case .invalidOrthogonalOffset(let value):
            return "orthogonal offset must be finite, got \(LayoutNumberFormat.string(value))"
        case .invalidVelocity(let value):
            return "velocity must be finite, got \(LayoutNumberFormat.string(value))"
        case .invalidContentInset(let insets): return "content inset must be finite, got \(insets)"
        case .sectionOutOfRange(let section): return "section \(section) does not exist"
        case .itemOutOfRange(let indexPath): return "item \(indexPath) does not exist"
        case .notOrthogonal(let section): return "section \(section) does not scroll orthogonally"
        case .noDragInProgress(let section): return "section \(section) has no drag in progress"
        case .invalidScrollPosition(let position):
            return "scroll position \(position.rawValue) combines two options of one axis"
        case .sectionCountMismatch(let identifiers, let itemCounts):
            return "\(identifiers) section identifiers for \(itemCounts) item counts"
        case .duplicateSectionIdentifier(let index):
            return "section \(index) repeats an earlier section's identifier"
        case .movementInProgress: return "an interactive movement is already in progress"
        case .noMovementInProgress: return "no interactive movement is in progress"
        case .invalidMoveTarget(let indexPath): return "the moving item cannot go to \(indexPath)"
        case .invalidTargetPosition(let point): return "target position must be finite, got \(point)"
        }
    }
}
