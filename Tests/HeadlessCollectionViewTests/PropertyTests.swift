import CollectionLayout
import HeadlessCollectionView
import PropertyBased
import Testing

/// One generated section: ordinary or orthogonal, with or without an item badge.
struct SectionSpec: Sendable, CustomStringConvertible {
    var behavior: OrthogonalScrollingBehavior
    var itemCount: Int
    var columns: Int
    var leading: Double
    var trailing: Double
    var badge: Bool

    /// Orthogonal rows: `HG(fw(0.3 · columns), abs120, [IT(fw(1/columns), fh1)])`, spacing 10, no top or
    /// bottom inset (so the row's clip is the section frame). Ordinary: `HG(fw1, abs80, …)`.
    var section: LayoutSection {
        let badgeItem = LayoutSupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5)))
        let item = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1 / Double(columns)), heightDimension: .fractionalHeight(1)),
            supplementaryItems: badge ? [badgeItem] : [])
        let orthogonal = behavior != .none
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(orthogonal ? 0.3 * Double(columns) : 1),
                    heightDimension: .absolute(orthogonal ? 120 : 80)),
                subitems: [item]))
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(
            top: 0, leading: leading, bottom: 0, trailing: trailing)
        return section
    }

    var description: String {
        "\(behavior) ×\(itemCount) c\(columns) L\(leading) T\(trailing) badge \(badge)"
    }

    static let generator = zip(
        Gen.element(of: OrthogonalScrollingBehavior.allCases), Gen.int(in: 0...25), Gen.int(in: 1...3),
        Gen.double(in: 0...30), Gen.double(in: 0...30), Gen.bool
    ).map { SectionSpec(behavior: $0!, itemCount: $1, columns: $2, leading: $3, trailing: $4, badge: $5) }
}

@Suite("Properties of the headless view (R-SCROLL-4, R-ORTHO-8, R-ORTHO-9, R-ORTHO-15, R-ORTHO-17)")
struct PropertyTests {
    static func view(_ specs: [SectionSpec], width: Double = 390) throws -> HeadlessCollectionView<Int> {
        let layout = CompositionalLayout(sectionProvider: { index, _ in specs[index].section })
        return try HeadlessCollectionView(
            layout: layout, itemCounts: specs.map(\.itemCount), boundsSize: Size(width: width, height: 844))
    }

    /// The brute force of R-SCROLL-4 for a layout without pinned items or handlers, computed from
    /// every element's natural frame: an element of an orthogonal row moves by `−o` along x and is
    /// visible only where the row's clip (x 0…W, the section's extent along y, R-ORTHO-6) and the
    /// bounds meet, so it must overlap their intersection (R-QUERY-1) as well as each of them. (An
    /// element that overlaps the clip and the bounds in two disjoint places — a badge sticking out
    /// of a row just below the bounds — shows nothing.) Other elements must overlap the bounds.
    static func bruteForce(_ view: HeadlessCollectionView<Int>) -> [LayoutAttributes] {
        let layout = view.preparedLayout
        let viewport = Rect(origin: view.contentOffset, size: view.boundsSize)
        var result: [LayoutAttributes] = []
        for var element in layout.allElements() {
            let section = element.indexPath.section
            if layout.orthogonalRow(inSection: section) != nil,
                let offset = view.orthogonalOffset(forSection: section),
                let band = layout.sectionFrame(at: section)
            {
                element.frame = element.frame.offsetBy(dx: -offset, dy: 0)
                let clip = Rect(x: 0, y: band.minY, width: view.boundsSize.width, height: band.height)
                let low = Point(x: max(clip.minX, viewport.minX), y: max(clip.minY, viewport.minY))
                let high = Point(x: min(clip.maxX, viewport.maxX), y: min(clip.maxY, viewport.maxY))
                guard low.x <= high.x, low.y <= high.y else { continue }
                let shown = Rect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
                guard element.frame.overlapsForQuery(shown), element.frame.overlapsForQuery(clip) else {
                    continue
                }
            }
            if element.frame.overlapsForQuery(viewport) { result.append(element) }
        }
        return result
    }

    @Test("R-SCROLL-4: visible elements equal the brute-force filter of all elements at the current offsets")
    func visibleEqualsBruteForce() async {
        await propertyCheck(
            count: 500, input: SectionSpec.generator.array(of: 1...5), Gen.double(in: -0.2...1.2),
            Gen.double(in: -500...4000).array(of: 5)
        ) { specs, position, proposals in
            var view = try Self.view(specs)
            for section in 0..<specs.count where view.orthogonalRow(forSection: section) != nil {
                try view.setOrthogonalOffset(proposals[section], forSection: section)
            }
            let range = view.contentOffsetRange(along: .vertical)
            let y = range.lowerBound + position * max(view.contentSize.height - 844, 844)
            try view.setContentOffset(Point(x: 0, y: y))
            let visible = view.visibleElements()
            let expected = Self.bruteForce(view)
            #expect(visible.map(ElementID.init) == expected.map(ElementID.init))
            #expect(view.visibleElementIDs == expected.map(ElementID.init))
            for (shown, wanted) in zip(visible, expected) {
                Fixture.expectClose(shown.frame, wanted.frame)
            }
        }
    }

    @Test(
        "R-ORTHO-8, R-ORTHO-9, R-ORTHO-15, R-ORTHO-17: every resting orthogonal offset lies in the row's range"
    )
    func restingOffsetsInRange() async {
        await propertyCheck(
            count: 300, input: SectionSpec.generator.filter { $0.behavior != .none && $0.itemCount > 0 },
            Gen.double(in: -5000...5000), Gen.double(in: -8000...8000), Gen.double(in: 200...1000)
        ) { spec, proposal, velocity, width in
            var view = try Self.view([spec])
            func expectInRange(_ step: String) {
                guard let row = view.orthogonalRow(forSection: 0),
                    let offset = view.orthogonalOffset(forSection: 0)
                else {
                    Issue.record("\(step): the row disappeared")
                    return
                }
                let range = row.offsetRange
                #expect(
                    offset >= range.lowerBound - 1e-9 && offset <= range.upperBound + 1e-9,
                    "\(step): \(offset) outside \(range)")
            }
            expectInRange("initial")
            try view.setOrthogonalOffset(proposal, forSection: 0)
            expectInRange("programmatic")
            try view.orthogonalDragEnded(
                section: 0, releasedAt: proposal, velocity: velocity, dragStartOffset: proposal / 2)
            expectInRange("gesture")
            try view.beginOrthogonalDrag(section: 0)
            try view.updateOrthogonalDrag(section: 0, offset: proposal)
            try view.endOrthogonalDrag(section: 0, velocity: velocity)
            expectInRange("drag")
            try view.scrollToItem(
                at: LayoutIndexPath(item: spec.itemCount - 1, section: 0), position: .centeredHorizontally)
            expectInRange("scrollToItem")
            try view.setBoundsSize(Size(width: width, height: 844))
            expectInRange("re-solve")
        }
    }
}
