import CollectionLayout
import Foundation

/// How an anchored supplementary item attaches to its item or group (Apple's
/// `NSCollectionLayoutAnchor`, R-ANCHOR). Immutable, like Apple's.
public final class NSCollectionLayoutAnchor: Sendable {
    /// The engine's value.
    let value: LayoutAnchor

    /// An anchor at `edges` with no offset.
    public init(edges: NSDirectionalRectEdge) {
        value = LayoutAnchor(edges: edges.value)
    }

    /// An anchor at `edges` translated by `absoluteOffset` points.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        value = LayoutAnchor(edges: edges.value, absoluteOffset: Point(absoluteOffset))
    }

    /// An anchor at `edges` translated by `fractionalOffset` times the supplementary's size.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        value = LayoutAnchor(edges: edges.value, fractionalOffset: Point(fractionalOffset))
    }

    /// The edges that define the anchor point (R-ANCHOR-2).
    public var edges: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: value.edges.rawValue) }
    /// The offset, in points or as fractions of the supplementary's size.
    public var offset: CGPoint { CGPoint(value.offset) }
    /// Whether ``offset`` is in points.
    public var isAbsoluteOffset: Bool { value.isAbsoluteOffset }
    /// Whether ``offset`` is a fraction of the supplementary's size.
    public var isFractionalOffset: Bool { value.isFractionalOffset }
}
