import CollectionLayout
import Foundation
import HeadlessCollectionView
import LayoutSnapshotTesting
import SnapshotTesting
import Testing
import UIKitCompatibility

/// Snapshots of self-sizing chips: the kit records the re-flowed rows (R-FLOW-2), and a chip that
/// measures wider moves the chips after it to the next row — in the failure message too.
@Suite struct FlowSnapshotTests {
    /// The worked example's chips: `estimated(60)` wide in a 320-pt row group of 32 pt, 10 pt
    /// between chips and between rows.
    static func chips() -> CompositionalLayout {
        let chip = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .estimated(60), heightDimension: .fractionalHeight(1)))
        var row = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
            subitems: [chip])
        row.interItemSpacing = .fixed(10)
        var section = LayoutSection(group: row)
        section.interGroupSpacing = 10
        return CompositionalLayout(section: section)
    }

    /// A 320 × 600 headless view measuring the chips at `widths` (nil keeps the estimate).
    static func view(_ widths: [Double?]) throws -> HeadlessCollectionView<Int> {
        try HeadlessCollectionView(
            layout: chips(), itemCounts: [widths.count],
            environment: LayoutEnvironment(containerSize: Size(width: 320, height: 600)),
            sizeProvider: { element, proposed in
                widths[element.indexPath.item].map { Size(width: $0, height: proposed.height) }
            })
    }

    @Test("R-FLOW-2: the frames snapshot holds the re-flowed rows of the worked example")
    func reflowedRows() throws {
        let measured = try Self.view([150, 100, 80, 60, 300, nil])
        // The second chip measures 170 instead of 100: 150 + 10 + 170 = 330 > 320, so it starts
        // the second row, at y 42, and pushes chips 2 and 3 along: 170 + 10 + 80 = 260 fits,
        // + 10 + 60 = 330 does not — rows [0] [1, 2] [3] [4] [5].
        let wider = try Self.view([150, 170, 80, 60, 300, nil])
        let trip = try RoundTrip(measured, wider, as: .frames)
        // Rows [0, 1] [2, 3] [4] [5] at y 0, 42, 84, 126; content 4 × 32 + 3 × 10 = 158.
        #expect(trip.file.contains("contentSize 320 × 158\n"))
        for line in [
            "cell 0.0 (0, 0, 150, 32) z 0", "cell 0.1 (160, 0, 100, 32) z 0", "cell 0.2 (0, 42, 80, 32) z 0",
            "cell 0.3 (90, 42, 60, 32) z 0", "cell 0.4 (0, 84, 300, 32) z 0", "cell 0.5 (0, 126, 60, 32) z 0",
        ] {
            #expect(trip.file.contains(line + "\n"), "\(line)")
        }
        #expect(trip.unchanged == nil)
        let message = try #require(trip.changed)
        // 5 rows: 5 × 32 + 4 × 10 = 200; chip 1 at (0, 42), chip 2 at 170 + 10 = 180, chip 3 on row 2.
        #expect(message.contains("+cell 0.1 (0, 42, 170, 32) z 0"))
        #expect(message.contains("+cell 0.2 (180, 42, 80, 32) z 0"))
        #expect(message.contains("+cell 0.3 (0, 84, 60, 32) z 0"))
    }
}
