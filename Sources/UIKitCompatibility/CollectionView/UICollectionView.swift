import CollectionLayout
import Foundation

/// Supplies the number of sections and items of a collection view (Apple's
/// `UICollectionViewDataSource`, without cells: this module renders nothing).
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections; 1 unless implemented, as in UIKit.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
}

extension UICollectionViewDataSource {
    /// One section, as in UIKit when the data source does not implement this method.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// A headless stand-in for Apple's `UICollectionView`: bounds, insets, a data source and a layout,
/// answering the layout queries UIKit code makes — no views, cells, rendering or scrolling
/// physics.
///
/// The environment the layout sees is built from ``frame`` (the container size), ``safeAreaInsets``
/// and ``directionalLayoutMargins`` (SPEC R-PROVIDER-1, R-REF); pinned boundary items are placed
/// for ``contentOffset`` and ``adjustedContentInset`` (SPEC R-PIN-1, R-SCROLL-2). What is visible
/// — pinned, orthogonally scrolled, changed by invalidation handlers — is answered by
/// ``indexPathsForVisibleItems`` and ``visibleLayoutAttributes`` (SPEC R-SCROLL-4). Layouts are
/// solved without pixel rounding unless ``displayScale`` is set, and mirrored for right-to-left
/// when ``semanticContentAttribute`` is `.forceRightToLeft`.
public final class UICollectionView {
    /// The view's frame; its size is the size of the layout's container.
    public var frame: CGRect {
        didSet { if frame.size != oldValue.size { collectionViewLayout.invalidateLayout() } }
    }
    /// The visible content rectangle: ``contentOffset`` and the frame's size.
    public var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: frame.size) }
        set {
            contentOffset = newValue.origin
            frame.size = newValue.size
        }
    }
    /// The scroll position, not clamped (as in `UIScrollView`); zero initially.
    public var contentOffset: CGPoint = .zero
    /// Extra scrollable space around the content; zero by default.
    public var contentInset: UIEdgeInsets = .zero
    /// The safe-area insets. On iOS the view hierarchy sets them; here they are set directly
    /// (zero by default). The layout uses their cross-axis part (SPEC R-REF-2).
    public var safeAreaInsets: UIEdgeInsets = .zero {
        didSet { if safeAreaInsets != oldValue { collectionViewLayout.invalidateLayout() } }
    }
    /// The layout margins, measured from the safe area (SPEC R-REF-4); zero by default here.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero {
        didSet { if directionalLayoutMargins != oldValue { collectionViewLayout.invalidateLayout() } }
    }
    /// Whether the content is laid out right to left; `.forceRightToLeft` mirrors every frame
    /// (SPEC R-RTL). Left to right otherwise.
    public var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { collectionViewLayout.invalidateLayout() } }
    }
    /// The display's points-to-pixels scale, or nil (the default) for exact frames. On iOS the
    /// screen decides; here it is set directly. With a scale, frames are rounded to the pixel grid
    /// as current UIKit rounds them (SPEC R-ROUND-2).
    public var displayScale: CGFloat? {
        didSet { if displayScale != oldValue { collectionViewLayout.invalidateLayout() } }
    }
    /// Traits to report instead of the derived ones (not part of UIKit, where the window and the
    /// view controllers decide); nil by default. Only the traits it specifies override: the rest
    /// stay derived (see ``traitCollection``). Setting it re-solves the layout on the next query,
    /// with section providers called again.
    public var overrideTraitCollection: UITraitCollection? {
        didSet { if overrideTraitCollection != oldValue { collectionViewLayout.invalidateLayout() } }
    }
    /// The object that supplies section and item counts; held weakly, as in UIKit.
    public weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }
    /// The layout; setting it attaches the new layout and detaches the old one.
    public var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Item counts read from the data source, cached until ``reloadData()``.
    private var cachedItemCounts: [Int]?
    /// The resting offsets of orthogonal sections by section index, in leading terms
    /// (SPEC R-ORTHO-17, R-RTL-2); sections not listed rest at the start of their range.
    var orthogonalOffsets: [Int: CGFloat] = [:]

    /// A collection view of the given frame using `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.frame = frame
        self.collectionViewLayout = layout
        layout.collectionView = self
    }

    /// Reads the section and item counts from the data source again and invalidates the layout.
    public func reloadData() {
        cachedItemCounts = nil
        collectionViewLayout.invalidateLayout()
    }

    /// The number of items in every section, from the data source (no sections without one).
    var itemCounts: [Int] {
        if let cachedItemCounts { return cachedItemCounts }
        var counts: [Int] = []
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            counts = (0..<max(sections, 0)).map {
                dataSource.collectionView(self, numberOfItemsInSection: $0)
            }
        }
        cachedItemCounts = counts
        return counts
    }

    /// The number of sections.
    public var numberOfSections: Int { itemCounts.count }

    /// The number of items in `section`; 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The size of the scrollable content, from the layout.
    public var contentSize: CGSize { collectionViewLayout.collectionViewContentSize }

    /// The layout direction: right to left only for `.forceRightToLeft`.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The content inset plus the safe-area insets on the scroll-axis edges (SPEC R-SCROLL-2).
    public var adjustedContentInset: UIEdgeInsets {
        let vertical = scrollsVertically
        return UIEdgeInsets(
            top: contentInset.top + (vertical ? safeAreaInsets.top : 0),
            left: contentInset.left + (vertical ? 0 : safeAreaInsets.left),
            bottom: contentInset.bottom + (vertical ? safeAreaInsets.bottom : 0),
            right: contentInset.right + (vertical ? 0 : safeAreaInsets.right))
    }

    /// The attributes of the cell at `indexPath`, from the layout.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The attributes of the supplementary view of `kind` at `indexPath`, from the layout.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Whether the layout scrolls vertically (compositional layouts say; others are assumed to).
    private var scrollsVertically: Bool {
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.configuration.scrollDirection
            != .horizontal
    }

    /// The environment a layout is solved in (SPEC R-PROVIDER-1, R-REF).
    var layoutEnvironment: LayoutEnvironment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return LayoutEnvironment(
            containerSize: Size(frame.size),
            safeAreaInsets: safeAreaInsets.directional(rightToLeft: rightToLeft),
            layoutMargins: directionalLayoutMargins.value,
            layoutDirection: rightToLeft ? .rightToLeft : .leftToRight,
            displayScale: displayScale.map(Double.init))
    }

    /// What a compositional layout is solved for: the environment, the item counts and the traits.
    var solveInputs: SolveInputs {
        SolveInputs(environment: layoutEnvironment, itemCounts: itemCounts, traitCollection: traitCollection)
    }

    /// The pin rect at the current offset for `layout` (SPEC R-PIN-1, R-SCROLL-2).
    func pinRect(in layout: PreparedLayout) -> Rect {
        layout.pinRect(
            contentOffset: Point(contentOffset),
            adjustedContentInset: adjustedContentInset.directional(rightToLeft: false))
    }
}

extension UICollectionView {
    /// The element kind of section headers, with Apple's value.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of section footers, with Apple's value.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The direction in which a collection view scrolls (Apple's `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Hashable, Sendable, CaseIterable {
        /// Sections stack top to bottom.
        case vertical = 0
        /// Sections stack leading to trailing (SPEC R-HORIZ).
        case horizontal = 1
    }

    /// What kind of element a set of layout attributes describes (Apple's
    /// `UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Hashable, Sendable, CaseIterable {
        /// A cell.
        case cell = 0
        /// A supplementary view: a header, footer or badge.
        case supplementaryView = 1
        /// A decoration view: a section background.
        case decorationView = 2
    }
}
