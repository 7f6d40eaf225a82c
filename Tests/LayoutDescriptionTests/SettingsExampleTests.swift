import CollectionLayout
import LayoutDescription
import Testing

/// The `settings` example against frames derived by hand from the list metrics (R-LIST-1, R-LIST-2, R-LIST-3,
/// R-LIST-4): every section is `insetGrouped`, so rows and boundary items use the layout margins
/// (x 16, width 390 − 16 − 16 = 358), every section starts with 16 pt of padding and its content
/// ends with a 16-pt bottom inset; footers follow the bottom inset (R-BOUNDARY-3).
@Suite("The settings example")
struct SettingsExampleTests {
    private static func layout() throws -> PreparedLayout {
        try TestSupport.prepare(try #require(BuiltInExamples.text(named: "settings")), strict: true)
    }

    @Test("R-LIST-3, R-LIST-4: golden frames of every element")
    func goldenFrames() throws {
        let layout = try Self.layout()
        // (category, kind, section, item, y); x 16 and width 358 and height 44 for all.
        var expected: [(ElementCategory, String?, Int, Int, Double)] = []
        // Section 0 (profile) from 0: padding 16 → row at 16; 16 + 44 + 16 = 76.
        expected.append((.cell, nil, 0, 0, 16))
        // Sections 1–3 from `start` with `rows` rows: header at start + 16, rows from start + 60,
        // footer after the rows and the 16-pt bottom inset; length 16 + 44 + 44 · rows + 16 + 44.
        // Section 1 from 76 (4 rows): header 92, rows 136 … 268, footer 136 + 176 + 16 = 328; ends 372.
        // Section 2 from 372 (3 rows): header 388, rows 432 … 520, footer 432 + 132 + 16 = 580; ends 624.
        // Section 3 from 624 (5 rows): header 640, rows 684 … 860, footer 684 + 220 + 16 = 920; ends 964.
        for (section, start, rows) in [(1, 76.0, 4), (2, 372.0, 3), (3, 624.0, 5)] {
            for item in 0..<rows {
                expected.append((.cell, nil, section, item, start + 60 + 44 * Double(item)))
            }
            expected.append((.supplementary, "UICollectionElementKindSectionHeader", section, 0, start + 16))
            expected.append(
                (
                    .supplementary, "UICollectionElementKindSectionFooter", section, 0,
                    start + 60 + 44 * Double(rows) + 16
                ))
        }
        // Section 4 from 964 (first row is the header, no boundary item): rows 980, 1024, 1068;
        // ends 1068 + 44 + 16 = 1128, the content height.
        for item in 0..<3 { expected.append((.cell, nil, 4, item, 980 + 44 * Double(item))) }

        let elements = layout.allElements()
        #expect(elements.count == expected.count)
        for (category, kind, section, item, y) in expected {
            let element = elements.first {
                $0.category == category && $0.elementKind == kind
                    && $0.indexPath == LayoutIndexPath(item: item, section: section)
            }
            TestSupport.expect(
                element?.frame, (16, y, 358, 44), "\(category) \(kind ?? "") \(section).\(item)")
        }
        #expect(layout.contentSize == Size(width: 390, height: 1128))
        // Inset-grouped headers do not pin (R-LIST-3).
        #expect(elements.allSatisfy { $0.zIndex <= 1 })
    }

    @Test("R-LIST-1: every section is an inset-grouped list; one has a first-item header")
    func listConfigurations() throws {
        let layout = try Self.layout()
        let lists = (0..<5).compactMap { layout.listConfiguration(inSection: $0) }
        #expect(lists.count == 5 && lists.allSatisfy { $0.appearance == .insetGrouped && $0.showsSeparators })
        #expect(
            lists.map(\.headerMode) == [
                .none, .supplementary, .supplementary, .supplementary, .firstItemInSection,
            ])
        #expect(lists.map(\.footerMode) == [.none, .supplementary, .supplementary, .supplementary, .none])
    }
}
