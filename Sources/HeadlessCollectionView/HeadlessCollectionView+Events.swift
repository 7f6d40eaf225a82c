import CollectionLayout

extension HeadlessCollectionView {
    /// Completes a mutation: recomputes the visible set once and returns the events of
    /// SPEC R-EVENT-1 in order — `contentSizeChanged` (when `previousContentSize` differs),
    /// `visibleElementsChanged` (only when the visible set changed, SPEC R-EVENT-2) and one
    /// `orthogonalOffsetChanged` per section in `orthogonalChanges` (ascending).
    ///
    /// Called after the new state is fully committed, so the invalidation handlers it runs see a
    /// consistent view (SPEC R-SCROLL-1).
    mutating func finishChange(previousContentSize: Size? = nil, orthogonalChanges: [Int] = []) -> [Event] {
        var events: [Event] = []
        if let previousContentSize, previousContentSize != contentSize {
            events.append(.contentSizeChanged(from: previousContentSize, to: contentSize))
        }
        let elements = visibleElements()
        if let change = visibleSet.update(with: elements) {
            events.append(.visibleElementsChanged(change))
        }
        for section in orthogonalChanges.sorted() {
            guard let offset = orthogonal.byIndex[section] else { continue }
            var items: [LayoutIndexPath] = []
            for element in elements where element.category == .cell && element.indexPath.section == section {
                items.append(element.indexPath)
            }
            events.append(
                .orthogonalOffsetChanged(
                    OrthogonalOffsetChange(
                        sectionIdentifier: sectionIdentifiers[section], section: section, offset: offset,
                        visibleItems: items)))
        }
        return events
    }
}
