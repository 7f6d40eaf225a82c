import CollectionLayout

extension HeadlessCollectionView {
    /// Scrolls so that the item at `indexPath` sits where `position` says (R-SCROLL-5), then
    /// clamps the content offset to its range (R-SCROLL-3).
    ///
    /// Along each axis, with `visible = bounds − adj.start − adj.end` (``adjustedContentInset``):
    /// `.top`/`.left` → `min − adj.start`; `.centeredVertically`/`.centeredHorizontally` →
    /// `mid − adj.start − visible / 2`; `.bottom`/`.right` → `max − bounds + adj.end`; no option for
    /// an axis → the smallest change that makes the item fully visible (none if it already is).
    /// Pinned headers are not taken into account (as in UIKit). Frames are the item's natural
    /// frame (`PreparedLayout.attributes(forItemAt:)`).
    ///
    /// For an item of an orthogonal section the component along the row sets the row's offset
    /// instead, with the row's `L`, `T` and `W` (R-SCROLL-5): start → `x − L`, centre →
    /// `x + w/2 − (L + (W − L − T)/2)`, end → `x + w − (W − T)`; no option → the smallest change
    /// that shows the item inside `0…W`; then the row comes to rest per R-ORTHO-9. `x` is in
    /// leading terms; in a right-to-left row `.left` is its trailing end and `.right` its leading end.
    /// In horizontal layouts the axes swap (R-HORIZ-5).
    ///
    /// The R-SCROLL-3, R-SCROLL-5 example (content height 2148, safe area 47 / 34, item 1.5 at y 1318,
    /// 100 tall) scrolls to 1271 (`.top`), 939.5 (`.centeredVertically`) and 608 (`.bottom`).
    ///
    /// - Returns: `visibleElementsChanged` when the visible set changed, then
    ///   `orthogonalOffsetChanged` when the item's row moved.
    /// - Throws: ``HeadlessError/itemOutOfRange(_:)`` for an index path that names no item,
    ///   ``HeadlessError/invalidScrollPosition(_:)`` for two options on one axis.
    @discardableResult
    public mutating func scrollToItem(at indexPath: LayoutIndexPath, position: ScrollPosition)
        throws(HeadlessError) -> [Event]
    {
        guard position.isValid else { throw .invalidScrollPosition(position) }
        guard let frame = preparedLayout.attributes(forItemAt: indexPath)?.frame else {
            throw .itemOutOfRange(indexPath)
        }
        let (savedOffset, savedOrthogonal) = (contentOffset, orthogonal)
        let geometry = scrollGeometry
        let main = scrollAxis
        var offset = contentOffset
        offset[main] = geometry.offset(
            along: main, showing: frame, placement: position.placement(along: main), current: offset[main])
        var rowChanges: [Int] = []
        let section = indexPath.section
        if let row = preparedLayout.orthogonalRow(inSection: section) {
            let current = orthogonal.byIndex[section] ?? ScrollGeometry.restingOffset(of: row, proposed: nil)
            let proposed = rowOffset(
                showing: frame, in: row, placement: position.placement(along: main.cross), current: current)
            orthogonal.dragStarts[section] = nil
            if orthogonal.set(
                row.restingOffset(forProposedOffset: proposed), section: section,
                identity: sectionIdentifiers[section])
            {
                rowChanges.append(section)
            }
        } else {
            let cross = main.cross
            offset[cross] = geometry.offset(
                along: cross, showing: frame, placement: position.placement(along: cross),
                current: offset[cross])
        }
        contentOffset = geometry.clamp(offset)
        do {
            return try finishChange(orthogonalChanges: rowChanges)
        } catch {
            (contentOffset, orthogonal) = (savedOffset, savedOrthogonal)
            throw error
        }
    }

    /// The unsnapped row offset that shows `frame` as `placement` asks (R-SCROLL-5).
    func rowOffset(showing frame: Rect, in row: OrthogonalRow, placement: AxisPlacement?, current: Double)
        -> Double
    {
        let axis = scrollAxis.cross
        let width = row.viewportLength
        let length = frame.size[axis]
        // Leading terms: mirrored rows of right-to-left vertical layouts count from the right.
        let mirrored = axis == .horizontal && environment.layoutDirection == .rightToLeft
        let leading = mirrored ? contentSize.width - frame.maxX : frame.min(axis)
        let (inset, trailing) = (row.leadingInset, row.trailingInset)
        switch mirrored ? placement?.mirrored : placement {
        case .start: return leading - inset
        case .center: return leading + length / 2 - (inset + (width - inset - trailing) / 2)
        case .end: return leading + length - (width - trailing)
        case nil:
            if leading < current { return leading }
            if leading + length > current + width { return leading + length - width }
            return current
        }
    }
}
