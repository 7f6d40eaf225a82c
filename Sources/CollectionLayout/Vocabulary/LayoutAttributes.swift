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
/// The value is small — 88 bytes — because what only a visible-items handler changes (``alpha``,
/// ``transform``, ``isHidden``) is stored apart, and only once a handler or a decoder sets it.
public struct LayoutAttributes: Hashable, Sendable {
    /// Cell, supplementary or decoration.
    public var category: ElementCategory
    /// The element kind of supplementaries and decorations; nil for cells.
    public var elementKind: String?
    /// The element's index path (R-INDEX).
    public var indexPath: LayoutIndexPath
    /// The frame in content coordinates, rounded and mirrored as the environment says.
    public var frame: Rect
    /// The stacking order (R-Z).
    public var zIndex: Int
    /// ``alpha``, ``transform`` and ``isHidden`` once any of them was set; nil means 1, identity
    /// and false.
    private var appearance: Appearance?

    /// The opacity; set by invalidation handlers (R-HANDLER-5), 1 otherwise.
    public var alpha: Double {
        get { appearance?.alpha ?? 1 }
        set { appearance = Appearance(alpha: newValue, transform: transform, isHidden: isHidden) }
    }

    /// A transform about the centre; set by invalidation handlers, identity otherwise. ``frame`` is
    /// already the transformed bounding box.
    public var transform: LayoutTransform {
        get { appearance?.transform ?? .identity }
        set { appearance = Appearance(alpha: alpha, transform: newValue, isHidden: isHidden) }
    }

    /// Whether the element is hidden; hidden elements are never reported as visible.
    public var isHidden: Bool {
        get { appearance?.isHidden ?? false }
        set { appearance = Appearance(alpha: alpha, transform: transform, isHidden: newValue) }
    }

    /// Creates attributes.
    public init(
        category: ElementCategory, elementKind: String? = nil, indexPath: LayoutIndexPath, frame: Rect,
        zIndex: Int = 0
    ) {
        self.category = category
        self.elementKind = elementKind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
    }

    /// The centre of ``frame``.
    public var center: Point { Point(x: frame.midX, y: frame.midY) }

    /// Whether every property of the two is equal (`alpha`, `transform` and `isHidden` by value,
    /// however they are stored).
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
    /// Sets ``alpha``, ``transform`` and ``isHidden`` at once, as a visible-items handler's result
    /// is applied (one allocation instead of three).
    mutating func setAppearance(alpha: Double, transform: LayoutTransform, isHidden: Bool) {
        appearance = Appearance(alpha: alpha, transform: transform, isHidden: isHidden)
    }
}

/// What a visible-items handler changes of an element, kept out of ``LayoutAttributes`` so that
/// the values every query builds stay small; immutable, replaced on every change.
private final class Appearance: Sendable {
    let alpha: Double
    let transform: LayoutTransform
    let isHidden: Bool

    init(alpha: Double, transform: LayoutTransform, isHidden: Bool) {
        self.alpha = alpha
        self.transform = transform
        self.isHidden = isHidden
    }
}

/// `{"section": S, "item": I}`, the key names of `complayout frames --format json`.
extension LayoutIndexPath: Codable {}
