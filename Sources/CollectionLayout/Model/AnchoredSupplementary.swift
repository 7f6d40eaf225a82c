/// An anchored supplementary item resolved inside a template: its size and how it attaches to
/// its container (R-ANCHOR-2, R-ANCHOR-3, R-ANCHOR-4), independent of where the container ends up.
struct AnchoredSupplementary: Sendable {
    /// The element kind, boxed once: every attributes value made from this supplementary shares
    /// the box.
    var kindExtras: AttributesExtras
    /// The element kind.
    var kind: String { kindExtras.elementKind ?? "" }
    /// The resolved size (R-ANCHOR-1).
    var size: Size
    /// The container's anchor point as fractions of the container's width and height.
    var containerFraction: Point
    /// From the container's anchor point to the supplementary's origin: minus the
    /// supplementary's own anchor point, plus both anchors' offsets.
    var translation: Point
    /// The stacking order (R-Z-3).
    var zIndex: Int
    /// Among the supplementaries of this kind attached to one group instance, which one this is
    /// (group supplementaries only, R-INDEX-5).
    var ordinal: Int = 0
    /// The description, kept when a dimension is estimated so that a measured size can be
    /// anchored again (R-EST-9); nil otherwise.
    let estimated: EstimatedSupplementary?

    /// Anchors `item` at a given size.
    init(_ item: LayoutSupplementaryItem, size: Size) {
        kindExtras = AttributesExtras(elementKind: item.elementKind)
        self.size = size
        var axes = AxisSet()
        for axis in Axis.allCases where item.layoutSize[axis].isEstimated { axes.insert(AxisSet(axis)) }
        estimated = axes.isEmpty ? nil : EstimatedSupplementary(item: item, axes: axes)
        let container = item.containerAnchor
        let own = item.itemAnchor ?? LayoutAnchor(edges: container.edges)
        containerFraction = Point(
            x: container.edges.anchorFraction(along: .horizontal),
            y: container.edges.anchorFraction(along: .vertical))
        let containerOffset = container.offset(for: size)
        let ownOffset = own.offset(for: size)
        translation = Point(
            x: -own.edges.anchorFraction(along: .horizontal) * size.width + containerOffset.x + ownOffset.x,
            y: -own.edges.anchorFraction(along: .vertical) * size.height + containerOffset.y + ownOffset.y)
        zIndex = item.zIndex
    }

    /// The supplementary at a measured size on its estimated axes (R-EST-9); itself when it
    /// does not self-size.
    ///
    /// Implements R-EST-9.
    func measured(_ preferred: Size) -> AnchoredSupplementary {
        guard let estimated else { return self }
        var size = self.size
        for axis in Axis.allCases where estimated.axes.contains(axis) { size[axis] = preferred[axis] }
        var result = AnchoredSupplementary(estimated.item, size: size)
        result.ordinal = ordinal
        result.kindExtras = kindExtras
        return result
    }

    /// The supplementary's frame for a container frame (R-ANCHOR-3, R-ANCHOR-4).
    ///
    /// Implements R-ANCHOR-2. Implements R-ANCHOR-3. Implements R-ANCHOR-4.
    @inline(__always)
    func frame(in container: Rect) -> Rect {
        Rect(
            x: container.minX + containerFraction.x * container.width + translation.x,
            y: container.minY + containerFraction.y * container.height + translation.y,
            width: size.width, height: size.height)
    }
}

/// The description of an anchored supplementary with an estimated dimension (R-EST-9), boxed
/// so that supplementaries that do not self-size stay small.
final class EstimatedSupplementary: Sendable {
    let item: LayoutSupplementaryItem
    /// The estimated axes.
    let axes: AxisSet

    init(item: LayoutSupplementaryItem, axes: AxisSet) {
        self.item = item
        self.axes = axes
    }
}
