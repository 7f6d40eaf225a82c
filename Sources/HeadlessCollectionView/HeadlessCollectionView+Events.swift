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
        if !Self.sameIdentities(elements, visibleElementIDs) {
            var current: [ElementID] = []
            current.reserveCapacity(elements.count)
            for element in elements { current.append(ElementID(element)) }
            let change = VisibleElementsChange(previous: visibleElementIDs, current: current)
            if !change.isEmpty { events.append(.visibleElementsChanged(change)) }
            visibleElementIDs = current
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

    /// Whether `elements` are exactly the elements `ids` name, in the same order: the cheap check
    /// that lets a scroll step that changes nothing allocate nothing for the comparison.
    static func sameIdentities(_ elements: [LayoutAttributes], _ ids: [ElementID]) -> Bool {
        guard elements.count == ids.count else { return false }
        for index in elements.indices {
            let element = elements[index]
            let id = ids[index]
            guard element.indexPath == id.indexPath, element.category == id.category,
                element.elementKind == id.elementKind
            else { return false }
        }
        return true
    }
}
