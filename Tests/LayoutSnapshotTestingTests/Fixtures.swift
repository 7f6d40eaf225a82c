import CollectionLayout
import Foundation
import HeadlessCollectionView
import SnapshotTesting
import Testing
import UIKitCompatibility

/// The layouts the strategy tests snapshot, and a record-then-compare harness.
enum Fixtures {
    /// One section: a header (fw1, abs `headerHeight`) on top, a footer (fw1, abs30) at the bottom,
    /// around `HG(fw1, abs100, [IT(fw0.5, fh1)])`.
    ///
    /// With 3 items in a 390-wide container and a 44-pt header (R-QUERY-3 order: boundary
    /// items in declaration order, then cells):
    /// header (0, 0, 390, 44); rows at y = 44 and 144, cells 390 / 2 = 195 wide; footer at
    /// 44 + 2 × 100 = 244, 30 high; content height 274. Boundary items have z 1, cells z 0.
    static func layout(headerHeight: Double = 44) -> CompositionalLayout {
        let half = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [half])
        var section = LayoutSection(group: group)
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(headerHeight)),
                elementKind: "header", alignment: .top),
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: "footer", alignment: .bottom),
        ]
        return CompositionalLayout(section: section)
    }

    static let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844))

    static func prepared(headerHeight: Double = 44) throws -> PreparedLayout {
        try layout(headerHeight: headerHeight).prepare(in: environment, itemCounts: [3])
    }

    /// The same layout with UIKit's names.
    static func uiLayout(headerHeight: Double = 44) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(headerHeight))),
                elementKind: "header", alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: "footer", alignment: .bottom),
        ]
        return UICollectionViewCompositionalLayout(section: section)
    }
}

/// A data source with fixed item counts.
final class CountsDataSource: UICollectionViewDataSource {
    let counts: [Int]

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
}

/// What recording a snapshot, comparing the same value and comparing a changed value returned.
struct RoundTrip {
    /// The message of the recording run (swift-snapshot-testing fails a run that records).
    var recorded: String?
    /// nil when the unchanged value matched.
    var unchanged: String?
    /// The failure message for the changed value.
    var changed: String?
    /// The recorded file's text.
    var file: String

    /// Records `original` under `name` in a fresh directory, then verifies `original` and `changed`
    /// against it.
    init<Value>(
        _ original: Value, _ changed: Value, as strategy: Snapshotting<Value, String>,
        name: String = "subject",
        testName: String = #function
    ) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("LayoutSnapshotTestingTests-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        recorded = verifySnapshot(
            of: original, as: strategy, named: name, record: .all, snapshotDirectory: directory,
            testName: testName)
        unchanged = verifySnapshot(
            of: original, as: strategy, named: name, record: .never, snapshotDirectory: directory,
            testName: testName)
        self.changed = verifySnapshot(
            of: changed, as: strategy, named: name, record: .never, snapshotDirectory: directory,
            testName: testName)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(files.count == 1, "one snapshot file: \(files)")
        let ext = strategy.pathExtension.map { ".\($0)" } ?? ""
        #expect(files.first == "\(testName.prefix { $0 != "(" }).\(name)\(ext)")
        file = try String(contentsOfFile: directory + "/" + (files.first ?? ""), encoding: .utf8)
    }
}
