import CollectionLayout
import HeadlessCollectionView
import PropertyBased
import Testing

/// The headless view owns scroll state and reads the scroll rules from the engine's
/// `ScrollGeometry` (R-SCROLL-2, R-SCROLL-3, R-RTL-3, R-ORTHO-9, R-ORTHO-10): with or without a
/// size provider that keeps every estimate (what `frames --visible --sizes` does with an empty
/// file), it shows the same thing.
@Suite("Scroll state owned by the headless view")
struct ScrollOwnerTests {
    /// A provider that measures nothing: every estimate stays (an empty `--sizes` file).
    static let keepsEstimates: HeadlessCollectionView<Int>.SizeProvider = { _, _ in nil }

    /// 20 cells of 100 × 300 in a horizontal right-to-left layout, bounds 390 × 300, safe area
    /// leading 40 / trailing 10.
    static func rightToLeftView(sizeProvider: HeadlessCollectionView<Int>.SizeProvider?) throws
        -> HeadlessCollectionView<Int>
    {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CompositionalLayout(section: LayoutSection(group: group), configuration: configuration)
        let environment = LayoutEnvironment(
            containerSize: Size(width: 390, height: 300),
            safeAreaInsets: DirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10),
            layoutDirection: .rightToLeft)
        return try HeadlessCollectionView(
            layout: layout, itemCounts: [20], environment: environment, sizeProvider: sizeProvider)
    }

    @Test(
        "R-RTL-3: a horizontal right-to-left view starts at x 1650 and shows cells 0–3, with or without a provider",
        arguments: [false, true])
    func rightToLeftStart(withProvider: Bool) throws {
        let view = try Self.rightToLeftView(sizeProvider: withProvider ? Self.keepsEstimates : nil)
        // Content width 20 × 100 = 2000. R-SCROLL-2: the safe area's leading edge is on the right in
        // right-to-left, so the adjusted inset is left 10, right 40. R-SCROLL-3: x range
        // [−10, 2000 + 40 − 390] = [−10, 1650]. R-RTL-3: start at the maximum, 1650.
        #expect(view.contentSize == Size(width: 2000, height: 300))
        #expect(
            view.adjustedContentInset == DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 40))
        #expect(view.contentOffset == Point(x: 1650, y: 0))
        // Mirrored cells: cell i at x = 2000 − 100 (i + 1). The bounds 1650…2040 meet cells 0 (1900),
        // 1 (1800), 2 (1700) and 3 (1600…1700); cell 4 ends at 1600.
        #expect(view.visibleItemIndexPaths == (0...3).map { LayoutIndexPath(item: $0, section: 0) })
        let cell3 = try #require(view.visibleElements().first { $0.indexPath.item == 3 })
        #expect(cell3.frame == Rect(x: 1600, y: 0, width: 100, height: 300))
    }

    @Test(
        "R-SCROLL-4: with and without a provider that keeps estimates, the view shows what the engine's rules say"
    )
    func providerDoesNotChangeWhatIsShown() async {
        await propertyCheck(
            count: 300, input: ScrollCase.generator
        ) { scrollCase in
            var plain = try scrollCase.view(sizeProvider: nil)
            var provided = try scrollCase.view(sizeProvider: Self.keepsEstimates)
            try plain.scroll(
                toContentOffset: scrollCase.contentOffset(plain),
                orthogonalOffsets: scrollCase.requests(plain))
            try provided.scroll(
                toContentOffset: scrollCase.contentOffset(provided),
                orthogonalOffsets: scrollCase.requests(provided))
            // The same state and the same elements, frame for frame.
            #expect(plain.contentSize == provided.contentSize)
            #expect(plain.contentOffset == provided.contentOffset)
            #expect(plain.orthogonalOffsets == provided.orthogonalOffsets)
            #expect(plain.visibleElements() == provided.visibleElements())
            // Both equal the engine's rules applied to the prepared layout.
            let prepared = plain.preparedLayout
            let geometry = ScrollGeometry(layout: prepared)
            var offsets: [Int: Double] = [:]
            let requests = scrollCase.requests(plain)
            for section in 0..<prepared.numberOfSections {
                guard let row = prepared.orthogonalRow(inSection: section) else { continue }
                offsets[section] = ScrollGeometry.restingOffset(of: row, proposed: requests[section])
            }
            let offset = scrollCase.contentOffset(plain) ?? geometry.initialContentOffset
            #expect(plain.contentOffset == offset)
            #expect(plain.orthogonalOffsets == offsets)
            let expected = prepared.displayedElements(
                contentOffset: offset, adjustedContentInset: geometry.adjustedContentInset,
                orthogonalOffsets: offsets)
            #expect(plain.visibleElements() == expected)
        }
    }
}

/// A random layout and scroll request: vertical or horizontal, left to right or right to left,
/// with a safe area, ordinary and orthogonal sections with estimated lengths, and offsets.
struct ScrollCase: Sendable, CustomStringConvertible {
    var horizontal: Bool
    var rightToLeft: Bool
    var safeArea: DirectionalEdgeInsets
    var sections: [SectionSpec]
    /// Nil: the initial offset; else the fraction of the scroll range (beyond 0…1 overscrolls).
    var offsetFraction: Double?
    /// Requested orthogonal offsets per section position; nil leaves the row at its start.
    var proposals: [Double?]

    var description: String {
        "\(horizontal ? "H" : "V") \(rightToLeft ? "RTL" : "LTR") safe \(safeArea) offset \(offsetFraction.map { "\($0)" } ?? "initial") "
            + "\(proposals) \(sections)"
    }

    static let generator = zip(
        Gen.bool, Gen.bool, Gen.double(in: 0...50).array(of: 4), SectionSpec.generator.array(of: 1...4),
        Gen.double(in: -0.3...1.3).optional, Gen.double(in: -500...3000).optional.array(of: 4)
    ).map { horizontal, rightToLeft, insets, sections, fraction, proposals in
        ScrollCase(
            horizontal: horizontal, rightToLeft: rightToLeft,
            safeArea: DirectionalEdgeInsets(
                top: insets[0], leading: insets[1], bottom: insets[2], trailing: insets[3]),
            sections: sections, offsetFraction: fraction, proposals: proposals)
    }

    /// A section of `spec` along this case's axis, with estimated lengths along the scroll axis.
    func section(_ spec: SectionSpec) -> LayoutSection {
        let orthogonal = spec.behavior != .none
        let across = 1 / Double(spec.columns)
        let extent: LayoutDimension = .estimated(orthogonal ? 120 : 80)
        let rowLength: LayoutDimension =
            orthogonal ? .fractionalWidth(0.3 * Double(spec.columns)) : .fractionalWidth(1)
        var section: LayoutSection
        if horizontal {
            let item = LayoutItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(across)))
            let rowHeight: LayoutDimension =
                orthogonal ? .fractionalHeight(0.3 * Double(spec.columns)) : .fractionalHeight(1)
            section = LayoutSection(
                group: .vertical(
                    layoutSize: LayoutSize(widthDimension: extent, heightDimension: rowHeight),
                    subitems: [item]))
        } else {
            let item = LayoutItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(across), heightDimension: .fractionalHeight(1)))
            section = LayoutSection(
                group: .horizontal(
                    layoutSize: LayoutSize(widthDimension: rowLength, heightDimension: extent),
                    subitems: [item]))
        }
        section.orthogonalScrollingBehavior = spec.behavior
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(
            top: 0, leading: spec.leading, bottom: 0, trailing: spec.trailing)
        return section
    }

    func view(sizeProvider: HeadlessCollectionView<Int>.SizeProvider?) throws -> HeadlessCollectionView<Int> {
        let specs = sections
        let sections = specs.map(section)
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = horizontal ? .horizontal : .vertical
        let layout = CompositionalLayout(
            sectionProvider: { index, _ in sections[index] }, configuration: configuration)
        let environment = LayoutEnvironment(
            containerSize: Size(width: 390, height: 844), safeAreaInsets: safeArea,
            layoutDirection: rightToLeft ? .rightToLeft : .leftToRight)
        return try HeadlessCollectionView(
            layout: layout, itemCounts: specs.map(\.itemCount), environment: environment,
            sizeProvider: sizeProvider)
    }

    /// The requested content offset in `view`: along the scroll axis at the fraction of its range.
    func contentOffset(_ view: HeadlessCollectionView<Int>) -> Point? {
        guard let offsetFraction else { return nil }
        let axis = view.scrollAxis
        let range = view.contentOffsetRange(along: axis)
        var offset = view.initialContentOffset
        offset[axis] = range.lowerBound + offsetFraction * max(range.upperBound - range.lowerBound, 400)
        return offset
    }

    /// The requested orthogonal offsets, for the sections that have a row.
    func requests(_ view: HeadlessCollectionView<Int>) -> [Int: Double] {
        var result: [Int: Double] = [:]
        for section in sections.indices where view.orthogonalRow(forSection: section) != nil {
            if let proposal = proposals[section] { result[section] = proposal }
        }
        return result
    }
}
