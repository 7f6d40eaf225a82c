import CollectionLayout
import Testing

/// Waterfall sections (Layout rules, R-WATERFALL). Expected frames are derived by hand in the
/// comments.
@Suite("Waterfall sections")
struct WaterfallTests {
    static let phone = LayoutEnvironment(containerSize: Size(width: 390, height: 844))

    /// The example: 2 columns, spacing 8, insets 8 leading and trailing.
    static func photoFeed(
        heights: [WaterfallItemHeight] = [100, 50, 70, 30, 60, 40].map { .absolute($0) }
    ) -> LayoutSection {
        var section = LayoutSection.waterfall(
            LayoutWaterfall(columns: .count(2), itemSpacing: 8, columnSpacing: 8, repeatingHeights: heights))
        section.contentInsets = insets(0, 8, 0, 8)
        return section
    }

    static func frames(_ layout: PreparedLayout, section: Int = 0) -> [Rect] {
        (0..<(layout.numberOfItems(inSection: section) ?? 0)).map {
            layout.attributes(forItemAt: LayoutIndexPath(item: $0, section: section))!.frame
        }
    }

    @Test("R-WATERFALL-1, R-WATERFALL-2, R-WATERFALL-4: the worked example")
    func workedExample() throws {
        let layout = try CompositionalLayout(section: Self.photoFeed()).prepare(
            in: Self.phone, itemCounts: [6])
        // Columns (390 − 16 − 8) / 2 = 183 wide at x 8 and 8 + 183 + 8 = 199.
        // Next positions (col 0, col 1): item 0 → col 0 at 0 (108, 0); item 1 → col 1 at 0 (108, 58);
        // item 2 → col 1 at 58 (108, 136); item 3 → col 0 at 108 (146, 136); item 4 → col 1 at 136
        // (146, 204); item 5 → col 0 at 146 (194, 204). Content max(194, 204) − 8 = 196.
        let expected = [
            Rect(x: 8, y: 0, width: 183, height: 100), Rect(x: 199, y: 0, width: 183, height: 50),
            Rect(x: 199, y: 58, width: 183, height: 70), Rect(x: 8, y: 108, width: 183, height: 30),
            Rect(x: 199, y: 136, width: 183, height: 60), Rect(x: 8, y: 146, width: 183, height: 40),
        ]
        #expect(Self.frames(layout) == expected)
        #expect(layout.contentSize == Size(width: 390, height: 196))
        #expect(
            layout.waterfallColumns(inSection: 0) == WaterfallColumnLayout(count: 2, width: 183, spacing: 8))
        // The public placement function gives the same frames relative to the first column.
        let pure = WaterfallPlacement.frames(
            lengths: [100, 50, 70, 30, 60, 40],
            columns: WaterfallColumnLayout(count: 2, width: 183, spacing: 8),
            itemSpacing: 8)
        #expect(pure.frames.map { $0.offsetBy(dx: 8, dy: 0) } == expected)
        #expect(pure.contentHeight == 196)
    }

    @Test("R-WATERFALL-2: ties go to the leading column")
    func tiesGoLeading() throws {
        let section = LayoutSection.waterfall(
            LayoutWaterfall(columns: .count(3), repeatingHeights: [.absolute(10)]))
        let layout = try CompositionalLayout(section: section).prepare(in: Self.phone, itemCounts: [4])
        // 390 / 3 = 130 wide. Items 0, 1, 2 start at 0 in columns 0, 1, 2; then all columns end at
        // 10, so item 3 takes column 0 at 10.
        #expect(
            Self.frames(layout).map(\.origin) == [
                Point(x: 0, y: 0), Point(x: 130, y: 0), Point(x: 260, y: 0), Point(x: 0, y: 10),
            ])
        #expect(layout.contentSize.height == 20)
    }

    @Test("R-WATERFALL-1: adaptive columns from a minimum width")
    func adaptiveColumns() throws {
        let section = LayoutSection.waterfall(
            LayoutWaterfall(
                columns: .adaptive(minimumWidth: 90), itemSpacing: 0, columnSpacing: 8,
                repeatingHeights: [.fractionalWidth(0.5)]))
        let environment = LayoutEnvironment(containerSize: Size(width: 400, height: 800))
        let layout = try CompositionalLayout(section: section).prepare(in: environment, itemCounts: [5])
        // ⌊(400 + 8) / (90 + 8)⌋ = ⌊4.16⌋ = 4 columns, (400 − 3 × 8) / 4 = 94 wide; heights 0.5 × 94
        // = 47. Items 0…3 fill the row; item 4 goes to column 0 at 47.
        #expect(layout.waterfallColumns(inSection: 0)?.count == 4)
        #expect(Self.frames(layout)[3] == Rect(x: 306, y: 0, width: 94, height: 47))
        #expect(Self.frames(layout)[4] == Rect(x: 0, y: 47, width: 94, height: 47))
        // At 300 wide: ⌊308 / 98⌋ = 3 columns, (300 − 16) / 3 = 94.666… wide.
        let narrow = try CompositionalLayout(section: section).prepare(
            in: LayoutEnvironment(containerSize: Size(width: 300, height: 800)), itemCounts: [5])
        #expect(narrow.waterfallColumns(inSection: 0)?.count == 3)
    }

    @Test("R-WATERFALL-6: right to left mirrors the columns")
    func rightToLeft() throws {
        let environment = LayoutEnvironment(
            containerSize: Size(width: 390, height: 844), layoutDirection: .rightToLeft)
        let layout = try CompositionalLayout(section: Self.photoFeed()).prepare(
            in: environment, itemCounts: [6])
        // Mirrored x = 390 − x − 183: the leading column 0 lands at 199, column 1 at 8.
        #expect(Self.frames(layout).map(\.origin.x) == [199, 8, 8, 199, 8, 199])
        #expect(Self.frames(layout).map(\.origin.y) == [0, 0, 58, 108, 136, 146])
    }

    @Test("R-WATERFALL-5: a measurement re-flows only the items after it")
    func measurementReflows() throws {
        let section = LayoutSection.waterfall(
            LayoutWaterfall(columns: .count(2), repeatingHeights: [.estimated(100)]))
        var layout = try CompositionalLayout(section: section).prepare(in: Self.phone, itemCounts: [4])
        // All estimates: items 0, 1 at y 0; items 2, 3 at y 100; 195 wide columns.
        #expect(
            Self.frames(layout).map(\.origin) == [
                Point(x: 0, y: 0), Point(x: 195, y: 0), Point(x: 0, y: 100), Point(x: 195, y: 100),
            ])
        let first = layout.attributes(forItemAt: LayoutIndexPath(item: 1, section: 0))!
        #expect(layout.needsMeasurement(first))
        #expect(layout.selfSizingAxes(of: first) == .vertical)
        let copy = layout
        let growth = try layout.setPreferredSize(
            Size(width: 10, height: 300), forItemAt: LayoutIndexPath(item: 1, section: 0))
        // Item 1 is 300 tall (its width stays the column's); item 2 still goes to column 0 at 100,
        // item 3 now also to column 0 (next positions 200 and 300) at 200. Content 300.
        #expect(
            Self.frames(layout) == [
                Rect(x: 0, y: 0, width: 195, height: 100), Rect(x: 195, y: 0, width: 195, height: 300),
                Rect(x: 0, y: 100, width: 195, height: 100), Rect(x: 0, y: 200, width: 195, height: 100),
            ])
        #expect(growth == 100)
        #expect(!layout.needsMeasurement(layout.attributes(forItemAt: LayoutIndexPath(item: 1, section: 0))!))
        #expect(
            layout.measuredSize(forItemAt: LayoutIndexPath(item: 1, section: 0))
                == Size(width: 195, height: 300))
        #expect(layout.hasUnmeasuredItems(inSection: 0))
        // The copy kept its estimates (copy-on-write).
        #expect(Self.frames(copy)[3] == Rect(x: 195, y: 100, width: 195, height: 100))
        // Forgetting the measurement restores the estimate and the first placement.
        layout.invalidateMeasurement(forItemAt: LayoutIndexPath(item: 1, section: 0))
        #expect(Self.frames(layout) == Self.frames(copy))
    }

    @Test("R-WATERFALL-4: boundary items, pinning and backgrounds work as in any section")
    func boundaryItemsAndBackgrounds() throws {
        var section = Self.photoFeed()
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        section.decorationItems = [.background(elementKind: "background")]
        let layout = try CompositionalLayout(section: section).prepare(in: Self.phone, itemCounts: [6])
        // The header (R-BOUNDARY-4 follows the content insets: x 8, 374 wide) takes 0…40, the
        // columns start at 40: item 5 at 40 + 146 = 186; section 40 + 196 = 236.
        #expect(
            layout.attributes(forSupplementaryOfKind: "header", at: LayoutIndexPath(item: 0, section: 0))?
                .frame
                == Rect(x: 8, y: 0, width: 374, height: 40))
        #expect(Self.frames(layout)[5] == Rect(x: 8, y: 186, width: 183, height: 40))
        #expect(layout.contentSize.height == 236)
        #expect(layout.decorations.first?.frame == Rect(x: 0, y: 0, width: 390, height: 236))
        // R-Z-1: cells of a decorated section are at zIndex 1.
        #expect(layout.attributes(forItemAt: LayoutIndexPath(item: 0, section: 0))?.zIndex == 1)
        // Pinned at offset 100: the header sits at the top of the visible rect.
        let pinned = layout.elements(
            in: Rect(x: 0, y: 100, width: 390, height: 100),
            pinnedTo: Rect(x: 0, y: 100, width: 390, height: 844))
        #expect(pinned.first { $0.elementKind == "header" }?.frame.origin.y == 100)
    }

    @Test("R-WATERFALL-4, R-EST-9: an estimated header self-sizes and moves the columns")
    func estimatedHeader() throws {
        var section = Self.photoFeed()
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
                elementKind: "header", alignment: .top)
        ]
        var layout = try CompositionalLayout(section: section).prepare(in: Self.phone, itemCounts: [6])
        let header = try #require(
            layout.attributes(forSupplementaryOfKind: "header", at: LayoutIndexPath(item: 0, section: 0)))
        #expect(layout.needsMeasurement(header) && layout.selfSizingAxes(of: header) == .vertical)
        // Estimated 30: item 5 at 30 + 146 = 176. Measured 70: at 70 + 146 = 216, content 70 + 196.
        #expect(Self.frames(layout)[5].origin.y == 176)
        try layout.setPreferredSize(
            Size(width: 374, height: 70), forSupplementaryOfKind: "header",
            at: LayoutIndexPath(item: 0, section: 0))
        #expect(Self.frames(layout)[5].origin.y == 216)
        #expect(layout.contentSize.height == 266)
        #expect(
            !layout.needsMeasurement(
                layout.attributes(forSupplementaryOfKind: "header", at: LayoutIndexPath(item: 0, section: 0))!
            ))
    }

    @Test("R-WATERFALL-7: sections stack; a horizontal layout's columns are rows")
    func horizontal() throws {
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let section = LayoutSection.waterfall(
            LayoutWaterfall(
                columns: .count(2), itemSpacing: 4, repeatingHeights: [.absolute(30), .absolute(10)]))
        let layout = try CompositionalLayout(section: section, configuration: configuration).prepare(
            in: LayoutEnvironment(containerSize: Size(width: 300, height: 200)), itemCounts: [3])
        // Rows 100 tall at y 0 and 100; lengths along x: item 0 row 0 at x 0 (next 34), item 1 row 1
        // at 0 (next 14), item 2 row 1 at 14 (next 48); content max(34, 48) − 4 = 44 wide.
        #expect(
            Self.frames(layout) == [
                Rect(x: 0, y: 0, width: 30, height: 100), Rect(x: 0, y: 100, width: 10, height: 100),
                Rect(x: 14, y: 100, width: 30, height: 100),
            ])
        #expect(layout.contentSize == Size(width: 44, height: 200))
    }

    @Test("R-WATERFALL-1, R-WATERFALL-3: bad numbers are typed errors with a path")
    func errors() throws {
        let zero = LayoutSection.waterfall(
            LayoutWaterfall(columns: .count(0), repeatingHeights: [.absolute(1)]))
        #expect(
            throws: LayoutError.invalidCount(
                0, at: LayoutPath(section: 0).appending("waterfall").appending("columns"))
        ) {
            try CompositionalLayout(section: zero).prepare(in: Self.phone, itemCounts: [1])
        }
        let nan = LayoutSection.waterfall(
            LayoutWaterfall(columns: .count(2), repeatingHeights: [.absolute(1), .absolute(.infinity)]))
        #expect(
            throws: LayoutError.invalidNumber(
                .infinity,
                at: LayoutPath(section: 0).appending("waterfall").appending("itemHeights", index: 1))
        ) {
            try CompositionalLayout(section: nan).prepare(in: Self.phone, itemCounts: [3])
        }
        var limited = PrepareOptions()
        limited.maximumTemplateItemCount = 10
        #expect(throws: LayoutError.self) {
            try CompositionalLayout(section: Self.photoFeed()).prepare(
                in: Self.phone, itemCounts: [11], options: limited)
        }
    }

    @Test("rect queries return exactly the overlapping cells, in item order, at most 16 bytes per item")
    func queriesMatchBruteForce() throws {
        // Deterministic heights 20…139 from a linear congruential sequence.
        let heights = (0..<997).map { index in
            WaterfallItemHeight.absolute(Double(20 + (index * 7919 + 13) % 120))
        }
        var section = LayoutSection.waterfall(
            LayoutWaterfall(columns: .count(3), itemSpacing: 6, columnSpacing: 4, repeatingHeights: heights))
        section.contentInsets = insets(10, 0, 10, 0)
        let layout = try CompositionalLayout(section: section).prepare(in: Self.phone, itemCounts: [997])
        let all = Self.frames(layout)
        #expect(layout.sizingStorageByteCount <= 16 * 997)
        for top in stride(from: -50.0, through: layout.contentSize.height + 50, by: 377) {
            let rect = Rect(x: 0, y: top, width: 390, height: 844)
            let expected = all.indices.filter { all[$0].overlapsForQuery(rect) }
            let found = layout.elements(in: rect).map(\.indexPath.item)
            #expect(found == expected, "viewport at \(top)")
        }
        // A narrow rect inside the middle column only.
        let narrow = Rect(x: 140, y: 5000, width: 10, height: 30)
        #expect(
            layout.elements(in: narrow).map(\.indexPath.item)
                == all.indices.filter { all[$0].overlapsForQuery(narrow) })
    }
}
