import CollectionLayout
import Foundation
import HeadlessCollectionView
import LayoutSnapshotTesting
import SnapshotTesting
import Testing
import UIKitCompatibility

@Suite struct ViewStrategyTests {
    /// A 390 × 200 headless view of `Fixtures.layout()` scrolled to y = 100. Visible rect
    /// (0, 100, 390, 200) → y 100…300: the header (0…44) is off screen; the footer (244…274), the
    /// row at 44…144 (items 0, 1) and the row at 144…244 (item 2) overlap it. Order
    /// (R-QUERY-3): footer, then cells.
    static let visibleText = """
        environment 390 × 200, safe area (0, 0, 0, 0), margins (0, 0, 0, 0), readable 672, leftToRight, rounding none
        vertical, contentSize 390 × 274
        contentOffset 0, 100
        supplementary footer 0.0 (0, 244, 390, 30) z 1
        cell 0.0 (0, 44, 195, 100) z 0
        cell 0.1 (195, 44, 195, 100) z 0
        cell 0.2 (0, 144, 195, 100) z 0

        """

    static func headless(offset: Double) throws -> HeadlessCollectionView<Int> {
        var view = try HeadlessCollectionView(
            layout: Fixtures.layout(), itemCounts: [3],
            environment: LayoutEnvironment(containerSize: Size(width: 390, height: 200)))
        _ = try view.setContentOffset(Point(x: 0, y: offset))
        return view
    }

    @Test func headlessVisibleAtTheCurrentOffset() throws {
        // Scrolling 0.5 pt further changes only the offset line; the frames are content coordinates.
        let trip = try RoundTrip(
            try Self.headless(offset: 100), try Self.headless(offset: 100.5), as: .visible)
        #expect(trip.file == Self.visibleText)
        #expect(trip.unchanged == nil)
        let message = try #require(trip.changed)
        #expect(message.contains("+contentOffset 0, 100.5"))
    }

    @Test func headlessFramesJSONAndPictures() throws {
        let original = try Self.headless(offset: 100)
        var taller = try HeadlessCollectionView(
            layout: Fixtures.layout(headerHeight: 44.5), itemCounts: [3],
            environment: LayoutEnvironment(containerSize: Size(width: 390, height: 200)))
        _ = try taller.setContentOffset(Point(x: 0, y: 100))
        let frames = try RoundTrip(original, taller, as: .frames)
        #expect(frames.file.hasSuffix("cell 0.2 (0, 144, 195, 100) z 0\n"))
        #expect(frames.unchanged == nil)
        #expect(frames.changed?.contains("+cell 0.2 (0, 144.5, 195, 100) z 0") == true)
        let json = try RoundTrip(original, taller, as: .json)
        #expect(
            json.file.contains("\n \"contentOffset\": {\"x\": 0, \"y\": 100},\n \"orthogonalOffsets\": {},\n")
        )
        #expect(json.unchanged == nil)
        #expect(json.changed != nil)
        let svg = try RoundTrip(original, taller, as: .svg)
        #expect(svg.file.hasPrefix("<svg"))
        #expect(svg.unchanged == nil)
        let html = try RoundTrip(original, taller, as: .html)
        #expect(html.file.contains("<svg"))
        #expect(html.unchanged == nil)
    }

    @Test func compositionalLayoutAndCollectionView() throws {
        let dataSource = CountsDataSource([3])
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: Fixtures.uiLayout())
        view.dataSource = dataSource
        let taller = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: Fixtures.uiLayout(headerHeight: 44.5))
        taller.dataSource = dataSource
        // The same layout as the engine fixture, so the same text.
        let frames = try RoundTrip(view, taller, as: .frames)
        #expect(frames.file == PreparedLayoutStrategyTests.framesText)
        #expect(frames.unchanged == nil)
        #expect(frames.changed?.contains("+supplementary header 0.0 (0, 0, 390, 44.5) z 1") == true)
        let layoutFrames = try RoundTrip(
            view.collectionViewLayout as? UICollectionViewCompositionalLayout ?? Fixtures.uiLayout(),
            taller.collectionViewLayout as? UICollectionViewCompositionalLayout ?? Fixtures.uiLayout(),
            as: .frames)
        #expect(layoutFrames.file == PreparedLayoutStrategyTests.framesText)
        #expect(layoutFrames.changed != nil)
        let layouts = [view, taller].compactMap {
            $0.collectionViewLayout as? UICollectionViewCompositionalLayout
        }
        for strategy in [Snapshotting<UICollectionViewCompositionalLayout, String>.json, .svg, .html] {
            let trip = try RoundTrip(layouts[0], layouts[1], as: strategy)
            #expect(trip.unchanged == nil)
            #expect(trip.changed != nil)
            #expect(!trip.file.hasPrefix("error"))
        }
        for strategy in [Snapshotting<UICollectionView, String>.json, .svg, .html] {
            let trip = try RoundTrip(view, taller, as: strategy)
            #expect(trip.unchanged == nil)
            #expect(trip.changed != nil)
        }
    }

    @Test func collectionViewVisible() throws {
        let dataSource = CountsDataSource([3])
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: Fixtures.uiLayout())
        view.dataSource = dataSource
        view.contentOffset = CGPoint(x: 0, y: 100)
        let scrolled = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 200), collectionViewLayout: Fixtures.uiLayout())
        scrolled.dataSource = dataSource
        scrolled.contentOffset = CGPoint(x: 0, y: 100.5)
        let trip = try RoundTrip(view, scrolled, as: .visible)
        #expect(trip.file == Self.visibleText)
        #expect(trip.unchanged == nil)
        #expect(trip.changed?.contains("+contentOffset 0, 100.5") == true)
    }

    @Test func detachedLayoutSnapshotsAsAnError() throws {
        let trip = try RoundTrip(Fixtures.uiLayout(), Fixtures.uiLayout(), as: .frames)
        #expect(trip.file.hasPrefix("error: "))
    }
}
