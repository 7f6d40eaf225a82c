extension PreparedLayout {
    /// The pin rect of R-PIN-1: the bounds at `contentOffset` inset by the adjusted content
    /// inset (`contentInset` plus the scroll-axis safe-area insets, R-SCROLL-2).
    ///
    /// Implements R-PIN-1.
    public func pinRect(contentOffset: Point, adjustedContentInset: DirectionalEdgeInsets) -> Rect {
        let bounds = environment.container.contentSize
        return Rect(
            x: contentOffset.x + adjustedContentInset.leading, y: contentOffset.y + adjustedContentInset.top,
            width: bounds.width - adjustedContentInset.leading - adjustedContentInset.trailing,
            height: bounds.height - adjustedContentInset.top - adjustedContentInset.bottom)
    }

    /// Every element whose *displayed* frame overlaps `rect`, with boundary items that pin to the
    /// visible bounds placed for `pinRect` (R-PIN-2, R-PIN-3), in the order of R-QUERY-3.
    ///
    /// Pinning is a scroll-time step: the prepared layout itself keeps natural frames (R-PIN-7).
    ///
    /// Implements R-PIN-2. Implements R-PIN-3. Implements R-PIN-7.
    ///
    /// - Complexity: O(log sections + sections crossed + elements returned).
    public func elements(in rect: Rect, pinnedTo pinRect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(Self.typicalViewportElementCount)
        visitElements(in: rect, pinRect: pinRect) { result.append(consume $0) }
        return result
    }

    /// The attributes of a supplementary element with pinned boundary items placed for `pinRect`
    /// (R-PIN), or nil when none of that kind exists at `indexPath`.
    ///
    /// - Complexity: O(boundary items of the section + anchored supplementaries of one template).
    public func attributes(
        forSupplementaryOfKind kind: String, at indexPath: LayoutIndexPath, pinnedTo pinRect: Rect
    ) -> LayoutAttributes? {
        if indexPath.item == Int.max, indexPath.section == 0,
            let item = layoutItems.first(where: { $0.kind == kind })
        {
            return layoutItemAttributes(item, pinRect: pinRect)
        }
        if indexPath.item == 0, sections.indices.contains(indexPath.section),
            let item = sections[indexPath.section].boundaryItems.first(where: { $0.kind == kind })
        {
            return boundaryAttributes(
                item, geometry: sections[indexPath.section], section: indexPath.section, pinRect: pinRect)
        }
        return attributes(forSupplementaryOfKind: kind, at: indexPath)
    }

    /// Every boundary item that pins to the visible bounds, at its pinned place for `pinRect`.
    public func pinnedElements(pinRect: Rect) -> [LayoutAttributes] {
        var result = layoutItems.filter { $0.pins }.map { layoutItemAttributes($0, pinRect: pinRect) }
        for (section, geometry) in sections.enumerated() {
            for item in geometry.boundaryItems where item.pins {
                result.append(
                    boundaryAttributes(item, geometry: geometry, section: section, pinRect: pinRect))
            }
        }
        return result
    }

    /// The pinned place of a rounded, unmirrored frame along the scroll axis (R-PIN-2, R-PIN-3, R-PIN-4,
    /// R-PIN-5, R-PIN-6).
    ///
    /// Implements R-HORIZ-4. Implements R-PIN-6.
    func pinned(
        _ frame: Rect, edgeClass: PlacedBoundaryItem.EdgeClass, pinRect: Rect,
        bounds: (start: Double, end: Double)
    ) -> Rect {
        let axis = scrollAxis
        let length = frame.size[axis]
        guard length > 0 else { return frame }  // R-PIN-6
        var low = pinRect.min(axis)
        var high = pinRect.max(axis)
        if mirrors && axis == .horizontal {
            (low, high) = (contentSize.width - high, contentSize.width - low)
        }
        let natural = frame.origin[axis]
        var result = frame
        switch edgeClass {
        case .leading:
            result.origin[axis] = max(natural, min(low, bounds.end - length))
        case .trailing:
            result.origin[axis] = min(natural, max(high - length, bounds.start))
        case .side:
            return frame
        }
        result.origin[axis] = rounder.nearest(result.origin[axis])
        return result
    }
}
