import CollectionLayout
import Foundation
import HeadlessCollectionView

/// The layout a collection view uses while it changes from one layout to another interactively
/// (Apple's `UICollectionViewTransitionLayout`, see
/// ``UICollectionView/startInteractiveTransition(to:completion:)``).
///
/// Every element is drawn between its attributes in ``currentLayout`` and in ``nextLayout`` at
/// ``transitionProgress`` (R-TRANS-1): frames, alpha and transforms move linearly, elements only
/// one layout has fade in or out where that layout puts them (R-TRANS-2), and the queries answer
/// what is drawn at the current progress (R-TRANS-4). Between two
/// ``UICollectionViewCompositionalLayout``s the collection view's headless view owns the
/// transition; between other layouts the two layouts' own answers are interpolated.
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition goes to.
    public let nextLayout: UICollectionViewLayout
    /// How far the transition is: 0 shows ``currentLayout``, 1 shows ``nextLayout``. Set it as the
    /// gesture moves; values outside 0 … 1 are drawn as the nearest end (R-TRANS-1).
    public var transitionProgress: CGFloat = 0 {
        didSet { headless?.transitionProgress = Double(transitionProgress) }
    }
    /// The values stored with ``updateValue(_:forAnimatedKey:)``.
    private var animatedValues: [String: CGFloat] = [:]
    /// The headless transition between two compositional layouts, set by the collection view.
    var headless: InteractiveLayoutTransition<AnyIdentifier>?
    /// What to call when the transition finishes or is cancelled.
    var completion: UICollectionView.LayoutInteractiveTransitionCompletion?

    /// A transition layout from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    /// Stores `value` under `key`, a name the app chooses (for example the finger's position), for
    /// the layout's own use.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// The value last stored under `key` with ``updateValue(_:forAnimatedKey:)``; 0 when none was.
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    /// The progress as a fraction, NaN counting as 0.
    private var progress: Double { Double(transitionProgress) }

    /// The content size between the two layouts' content sizes.
    open override var collectionViewContentSize: CGSize {
        let from: CGSize
        let to: CGSize
        if let headless {
            from = CGSize(headless.from.contentSize)
            to = CGSize(headless.to.contentSize)
        } else {
            from = currentLayout.collectionViewContentSize
            to = nextLayout.collectionViewContentSize
        }
        let frame = Rect.interpolating(
            from: Rect(x: 0, y: 0, width: Double(from.width), height: Double(from.height)),
            to: Rect(x: 0, y: 0, width: Double(to.width), height: Double(to.height)), progress: progress)
        return CGSize(width: frame.width, height: frame.height)
    }

    /// The elements drawn at ``transitionProgress`` whose frame overlaps `rect` (R-TRANS-4).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let query = Rect(rect)
        return transition(in: rect).elements(atProgress: progress).filter { $0.frame.overlapsForQuery(query) }
            .map(UICollectionViewLayoutAttributes.init)
    }

    /// The attributes of the cell at `indexPath` at ``transitionProgress``, when it is drawn.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        drawn(.cell, kind: nil, at: indexPath)
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` at
    /// ``transitionProgress``, when it is drawn.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        drawn(.supplementary, kind: elementKind, at: indexPath)
    }

    /// The attributes of the decoration view of `elementKind` at `indexPath` at
    /// ``transitionProgress``, when it is drawn.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        drawn(.decoration, kind: elementKind, at: indexPath)
    }

    /// The element's attributes at the current progress, found among the elements of the
    /// transition in the collection view's bounds.
    private func drawn(_ category: ElementCategory, kind: String?, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let path = LayoutIndexPath(indexPath)
        let transition = transition(in: collectionView?.bounds ?? .zero)
        guard
            let element = transition.element(to: category, elementKind: kind, at: path)
                ?? transition.element(from: category, elementKind: kind, at: path),
            let attributes = element.attributes(atProgress: progress), attributes.alpha > 0
        else { return nil }
        return UICollectionViewLayoutAttributes(attributes)
    }

    /// The transition of the elements around `rect`: the headless view's between compositional
    /// layouts, else the two layouts' elements in `rect` matched by category, kind and index path.
    func transition(in rect: CGRect) -> LayoutTransition {
        if let headless { return headless.transition }
        let before = (currentLayout.layoutAttributesForElements(in: rect) ?? []).map(LayoutAttributes.init)
        let after = (nextLayout.layoutAttributesForElements(in: rect) ?? []).map(LayoutAttributes.init)
        return LayoutTransition(matchingIndexPaths: before, to: after)
    }
}

extension LayoutAttributes {
    /// The engine attributes of UIKit-named attributes: category, kind, index path, frame,
    /// zIndex, alpha, transform and hidden state (the one conversion, used by transitions between
    /// custom layouts and by snapshot testing).
    public init(_ attributes: UICollectionViewLayoutAttributes) {
        let category: ElementCategory
        switch attributes.representedElementCategory {
        case .cell: category = .cell
        case .supplementaryView: category = .supplementary
        case .decorationView: category = .decoration
        }
        self.init(
            category: category, elementKind: attributes.representedElementKind,
            indexPath: LayoutIndexPath(attributes.indexPath), frame: Rect(attributes.frame),
            zIndex: attributes.zIndex)
        if attributes.alpha != 1 || attributes.transform != .identity || attributes.isHidden {
            alpha = Double(attributes.alpha)
            transform = LayoutTransform(attributes.transform)
            isHidden = attributes.isHidden
        }
    }
}
