import CollectionLayout
import Foundation
import HeadlessCollectionView

extension UICollectionView {
    /// Measures self-sizing cells (not part of UIKit, where Auto Layout measures them): called with
    /// an item's index path and its proposed size — exact on the axes its layout size fixes, the
    /// estimate on `.estimated` axes — and returns the size the cell wants, or nil to keep the
    /// estimate. Only the estimated axes of the answer are used (R-EST-1, R-SIZING-1).
    ///
    /// Without a provider every estimate stays, as if each cell fitted its estimate exactly
    /// (R-EST-8). With one, cells are measured as they become visible — when the layout is
    /// solved, scrolled or handed new data — and the layout re-solves around each answer; scroll
    /// anchoring keeps the first visible cell in place (R-SIZING-2, R-SCROLL-7).
    /// Measurements stay with their items and are dropped when the frame's size changes
    /// (R-APPLY-6, R-SIZING-3). Answers must be finite and not negative (the collection view
    /// traps otherwise, as UIKit raises).
    ///
    /// ```swift
    /// collectionView.preferredSizeProvider = { indexPath, proposed in
    ///     CGSize(width: proposed.width, height: indexPath.item.isMultiple(of: 2) ? 44 : 88)
    /// }
    /// ```
    public var preferredSizeProvider: ((IndexPath, CGSize) -> CGSize?)? {
        get { sizeBridge.cell }
        set {
            let replaces = sizeBridge.headlessProvider != nil
            sizeBridge.cell = newValue
            sizeProvidersChanged(replacing: replaces)
        }
    }

    /// Measures self-sizing supplementary views — estimated headers, footers and badges — as
    /// ``preferredSizeProvider`` measures cells (not part of UIKit): called with the element kind,
    /// the index path and the proposed size; nil keeps the estimate.
    public var preferredSupplementarySizeProvider: ((String, IndexPath, CGSize) -> CGSize?)? {
        get { sizeBridge.supplementary }
        set {
            let replaces = sizeBridge.headlessProvider != nil
            sizeBridge.supplementary = newValue
            sizeProvidersChanged(replacing: replaces)
        }
    }

    /// Hands the providers to an existing headless view, which measures what is visible with them;
    /// measurements of a provider being replaced are dropped (R-SIZING-3).
    private func sizeProvidersChanged(replacing: Bool) {
        guard storage != nil else { return }
        let provider = sizeBridge.headlessProvider
        updateHeadlessView { view throws(HeadlessError) in
            var events = try view.setSizeProvider(provider)
            if replacing { events += try view.invalidateAllMeasurements() }
            return events
        }
    }
}

/// Connects the collection view's size providers — Apple-style closures that are not `Sendable` —
/// to the headless view, which wants a `@Sendable` ``HeadlessCollectionView/SizeProvider``.
///
/// `@unchecked Sendable` is justified: the headless view belongs to the collection view and calls
/// its size provider only synchronously, inside the collection view's own calls, on the thread
/// that made them — as if the collection view called the closures directly. The headless view
/// never leaves the collection view.
final class SizeProviderBridge: @unchecked Sendable {
    /// The cell provider.
    var cell: ((IndexPath, CGSize) -> CGSize?)?
    /// The supplementary provider.
    var supplementary: ((String, IndexPath, CGSize) -> CGSize?)?
    /// The collection view whose layout is offered each answer (R-INVAL-5).
    weak var collectionView: UICollectionView?
    /// The invalidation contexts of accepted answers, applied once the measuring change is over.
    var pendingContexts: [UICollectionViewLayoutInvalidationContext] = []

    /// The provider handed to the headless view; nil when neither closure is set.
    var headlessProvider: HeadlessCollectionView<AnyIdentifier>.SizeProvider? {
        guard cell != nil || supplementary != nil else { return nil }
        return { [self] element, proposed in size(of: element, proposed: proposed) }
    }

    private func size(of element: SizingElement, proposed: Size) -> Size? {
        let indexPath = IndexPath(item: element.indexPath.item, section: element.indexPath.section)
        let answer: CGSize?
        switch element.category {
        case .cell: answer = cell?(indexPath, CGSize(proposed))
        case .supplementary:
            answer = supplementary?(element.elementKind ?? "", indexPath, CGSize(proposed))
        case .decoration: answer = nil
        }
        guard let answer else { return nil }
        if let collectionView,
            !collectionView.layoutAcceptsPreferredSize(answer, of: element, proposed: CGSize(proposed))
        {
            return nil
        }
        return Size(answer)
    }
}
