/// The position of an element: a section and an item (Foundation's `IndexPath` without Foundation).
public struct LayoutIndexPath: Hashable, Sendable, Comparable {
    /// The section index.
    public var section: Int
    /// The item index within the section (`Int.max` for layout-level boundary items, R-INDEX-4).
    public var item: Int

    /// Creates an index path.
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    /// Orders by section, then item.
    public static func < (lhs: LayoutIndexPath, rhs: LayoutIndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}

extension LayoutIndexPath {
    /// The item index that JSON writes for a layout-level element, 2^53, which JavaScript reads
    /// exactly (the frames JSON of the output layer publishes it, with the reasons); kept here,
    /// beside the index path, so that the vocabulary's coding does not depend on the output layer.
    static let layoutLevelJSONItem: Int64 = 9_007_199_254_740_992
}

extension LayoutIndexPath: CustomStringConvertible {
    /// `section.item`, as in the examples of Layout rules (`0.3`).
    public var description: String { "\(section).\(item == Int.max ? "max" : String(item))" }
}

/// What kind of element a set of attributes describes (Apple's `UICollectionView.ElementCategory`).
public enum ElementCategory: Hashable, Sendable, CaseIterable {
    /// A cell, one per item.
    case cell
    /// A supplementary view (header, footer, badge).
    case supplementary
    /// A decoration view (section background).
    case decoration
}

extension ElementCategory: CustomStringConvertible {
    /// `cell`, `supplementary` or `decoration` (the spelling of the description format's output).
    public var description: String {
        switch self {
        case .cell: return "cell"
        case .supplementary: return "supplementary"
        case .decoration: return "decoration"
        }
    }
}

/// The solved geometry of one element (Apple's `UICollectionViewLayoutAttributes`).
///
/// Produced on demand as values; the engine never keeps one per item (the engine's cost model).
/// The value is small — 72 bytes — and cheap to copy: what most elements leave at its default
/// (``elementKind``, nil for cells; ``alpha``, ``transform`` and ``isHidden``, which only a
/// visible-items handler changes) is stored apart in one shared, immutable box. The attributes the
/// layout makes for one supplementary or decoration share the box of its kind, so copying them
/// costs a reference-count increment and a cell's costs nothing.
public struct LayoutAttributes: Hashable, Sendable {
    /// Cell, supplementary or decoration.
    public var category: ElementCategory
    /// The element's index path (R-INDEX).
    public var indexPath: LayoutIndexPath
    /// The frame in content coordinates, rounded and mirrored as the environment says.
    public var frame: Rect
    /// The stacking order (R-Z).
    public var zIndex: Int
    /// ``elementKind``, ``alpha``, ``transform`` and ``isHidden`` once a kind is given or any of
    /// them is set; nil means nil, 1, identity and false.
    ///
    /// The engine builds attributes with the memberwise initializer (every initializer of its own
    /// is declared in an extension): built that way, a value handed to a visitor is moved, where one
    /// built by an initializer of its own is copied and destroyed once more. Spelled out as
    /// `Optional` so that the memberwise initializer has no default for it and never competes with
    /// the public initializer.
    // swift-format-ignore: UseShorthandTypeNames
    var extras: Optional<AttributesExtras>

    /// The element kind of supplementaries and decorations; nil for cells.
    public var elementKind: String? {
        get { extras?.elementKind }
        set { setExtras(elementKind: newValue, alpha: alpha, transform: transform, isHidden: isHidden) }
    }

    /// The opacity; set by invalidation handlers (R-HANDLER-5), 1 otherwise.
    public var alpha: Double {
        get { extras?.alpha ?? 1 }
        set { setExtras(elementKind: elementKind, alpha: newValue, transform: transform, isHidden: isHidden) }
    }

    /// A transform about the centre; set by invalidation handlers, identity otherwise. ``frame`` is
    /// already the transformed bounding box.
    public var transform: LayoutTransform {
        get { extras?.transform ?? .identity }
        set { setExtras(elementKind: elementKind, alpha: alpha, transform: newValue, isHidden: isHidden) }
    }

    /// Whether the element is hidden; hidden elements are never reported as visible.
    public var isHidden: Bool {
        get { extras?.isHidden ?? false }
        set { setExtras(elementKind: elementKind, alpha: alpha, transform: transform, isHidden: newValue) }
    }

    /// The centre of ``frame``.
    public var center: Point { Point(x: frame.midX, y: frame.midY) }

    /// Whether every property of the two is equal (`elementKind`, `alpha`, `transform` and
    /// `isHidden` by value, however they are stored).
    public static func == (lhs: LayoutAttributes, rhs: LayoutAttributes) -> Bool {
        lhs.category == rhs.category && lhs.elementKind == rhs.elementKind && lhs.indexPath == rhs.indexPath
            && lhs.frame == rhs.frame && lhs.zIndex == rhs.zIndex && lhs.alpha == rhs.alpha
            && lhs.transform == rhs.transform && lhs.isHidden == rhs.isHidden
    }

    /// Hashes every property, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(category)
        hasher.combine(elementKind)
        hasher.combine(indexPath)
        hasher.combine(frame)
        hasher.combine(zIndex)
        hasher.combine(alpha)
        hasher.combine(transform)
        hasher.combine(isHidden)
    }
}

extension LayoutAttributes {
    /// Creates attributes.
    public init(
        category: ElementCategory, elementKind: String? = nil, indexPath: LayoutIndexPath, frame: Rect,
        zIndex: Int = 0
    ) {
        self.init(
            category: category, indexPath: indexPath, frame: frame, zIndex: zIndex,
            extras: elementKind.map(AttributesExtras.init(elementKind:)))
    }

    /// Sets ``alpha``, ``transform`` and ``isHidden`` at once, as a visible-items handler's result
    /// is applied (one allocation instead of three).
    mutating func setAppearance(alpha: Double, transform: LayoutTransform, isHidden: Bool) {
        setExtras(elementKind: elementKind, alpha: alpha, transform: transform, isHidden: isHidden)
    }

    /// Replaces the box (immutable, possibly shared with other values) with one holding these
    /// values.
    private mutating func setExtras(
        elementKind: String?, alpha: Double, transform: LayoutTransform, isHidden: Bool
    ) {
        extras = AttributesExtras(
            elementKind: elementKind, alpha: alpha, transform: transform, isHidden: isHidden)
    }
}

/// What few elements carry, kept out of ``LayoutAttributes`` so that the values every query builds
/// stay small and copy without reference counting for cells: the element kind, and what a
/// visible-items handler changes. Immutable, replaced on every change; the layout makes one per
/// supplementary or decoration kind it places and every attributes value of that element shares it.
final class AttributesExtras: Sendable {
    let elementKind: String?
    let alpha: Double
    let transform: LayoutTransform
    let isHidden: Bool

    init(elementKind: String?, alpha: Double, transform: LayoutTransform, isHidden: Bool) {
        self.elementKind = elementKind
        self.alpha = alpha
        self.transform = transform
        self.isHidden = isHidden
    }

    /// A kind with the default appearance (alpha 1, identity, shown).
    convenience init(elementKind: String) {
        self.init(elementKind: elementKind, alpha: 1, transform: .identity, isHidden: false)
    }
}

/// `{"section": S, "item": I}`, the key names of `complayout frames --format json`.
#if !hasFeature(Embedded)
    extension LayoutIndexPath: Codable {}
#endif
