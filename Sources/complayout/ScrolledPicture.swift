import CollectionLayout
import LayoutDescription
import LayoutRendering

/// The picture `complayout render` draws.
enum ScrolledPicture {
    /// Without a scroll position: every element at its layout frame. With one: what the collection
    /// view shows at that position (pinned items placed, orthogonal rows shifted by their settled
    /// offsets and clipped) and the viewport rectangle, plus — dimmed by the renderer, outside the
    /// viewport — every other element: unpinned, and in orthogonal sections cells and item/group
    /// supplementaries shifted by the row's offset (boundary items and decorations do not scroll,
    /// R-ORTHO-6). Elements shown in the viewport are drawn once, as displayed; elements that
    /// would lie in the viewport but are not shown there (clipped by their row) are left out.
    static func make(
        layout: PreparedLayout, position: ScrollDisplay?, title: String, maximumElements: Int,
        boundaryKinds: (Int) -> Set<String>
    ) -> LayoutPicture {
        guard let position else {
            return LayoutPicture(layout: layout, maximumElements: maximumElements, title: title)
        }
        let viewport = position.viewport
        let displayed = position.elements
        let shown = Set(displayed.map(Identity.init))
        // The dimmed context: at most `maximumElements` kept (the renderer draws no more), the
        // rest only counted, so that memory follows what is drawn, not the layout's size.
        var context: [LayoutAttributes] = []
        var omitted: [LayoutPicture.ElementGroup: Int] = [:]
        layout.forEachElement { element in
            guard let moved = contextElement(element) else { return }
            if context.count + displayed.count < maximumElements {
                context.append(moved)
            } else {
                omitted[LayoutPicture.ElementGroup(moved), default: 0] += 1
            }
        }
        func contextElement(_ element: LayoutAttributes) -> LayoutAttributes? {
            guard !shown.contains(Identity(element)) else { return nil }
            var moved = element
            let section = element.indexPath.section
            if element.category != .decoration,
                element.category == .cell || !boundaryKinds(section).contains(element.elementKind ?? "")
            {
                let shift = position.displayedShift(inSection: section)
                moved.frame = moved.frame.offsetBy(dx: shift.x, dy: shift.y)
            }
            return moved.frame.overlapsForQuery(viewport) ? nil : moved
        }
        let frames = (0..<layout.numberOfSections).compactMap { layout.sectionFrame(at: $0) }
        var picture = LayoutPicture(
            contentSize: layout.contentSize, elements: context + displayed, sectionFrames: frames,
            viewport: viewport, title: title, listSections: ListSectionStyle.styles(of: layout))
        picture.omittedCounts = omitted
        return picture
    }

    /// What makes an element unique (R-INDEX-3).
    private struct Identity: Hashable {
        var category: ElementCategory
        var kind: String?
        var indexPath: LayoutIndexPath

        init(_ attributes: LayoutAttributes) {
            category = attributes.category
            kind = attributes.elementKind
            indexPath = attributes.indexPath
        }
    }
}
