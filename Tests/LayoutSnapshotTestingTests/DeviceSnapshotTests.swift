import CollectionLayout
import Foundation
import HeadlessCollectionView
import LayoutSnapshotTesting
import SnapshotTesting
import Testing
import UIKitCompatibility

@Suite struct DeviceSnapshotTests {
    /// Records `strategies` for `value` into a fresh directory with `assertSnapshots`'s naming
    /// (`testName.KEY.txt`) and returns the files' names and texts.
    static func record<Value>(_ value: Value, _ strategies: [String: Snapshotting<Value, String>]) throws
        -> [String: String]
    {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("DeviceSnapshotTests-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, strategy) in strategies {
            _ = verifySnapshot(
                of: value, as: strategy, named: name, record: .all, snapshotDirectory: directory,
                testName: "grid")
            #expect(
                verifySnapshot(
                    of: value, as: strategy, named: name, record: .never, snapshotDirectory: directory,
                    testName: "grid") == nil)
        }
        var files: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: directory) {
            files[file] = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
        }
        return files
    }

    @Test func oneFilePerDeviceForAnEngineLayout() throws {
        let files = try Self.record(
            Fixtures.layout(), .frames(on: [.iPhoneSE, .iPadPro11.landscape], itemCounts: [3]))
        #expect(Set(files.keys) == ["grid.iphone-se.txt", "grid.ipad-pro-11-landscape.txt"])
        // iPhone SE: 375 wide at 2×; cells 375 / 2 = 187.5 wide (on the 0.5-pt grid), the second at x 187.5.
        let phone = try #require(files["grid.iphone-se.txt"])
        #expect(
            phone.hasPrefix(
                "environment 375 × 667 @2x, safe area (20, 0, 0, 0), margins (0, 16, 0, 16), readable 672, "
                    + "leftToRight\ndevice iphone-se (iPhone SE (3rd generation)), portrait, compact × regular\n"
            ))
        #expect(phone.contains("cell 0.1 (187.5, 44, 187.5, 100) z 0"))
        // iPad Pro 11 sideways: 1210 × 834; cells 605 wide.
        let pad = try #require(files["grid.ipad-pro-11-landscape.txt"])
        #expect(
            pad.contains("device ipad-pro-11-landscape (iPad Pro 11-inch (M4)), landscape, regular × regular")
        )
        #expect(pad.contains("cell 0.1 (605, 44, 605, 100) z 0"))
    }

    @Test func oneFilePerDeviceForViews() throws {
        let dataSource = CountsDataSource([3])
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: Fixtures.uiLayout())
        view.dataSource = dataSource
        let files = try Self.record(view, .frames(on: [.iPhone16, .iPhone16ProMax]))
        #expect(Set(files.keys) == ["grid.iphone-16.txt", "grid.iphone-16-pro-max.txt"])
        // iPhone 16: 393 wide at 3×; 393 / 2 = 196.5 is not on the 1/3-pt grid: modern rounding
        // floors the size to 196.33 and the second cell starts at 196.33 (R-ROUND-2).
        #expect(files["grid.iphone-16.txt"]?.contains("cell 0.1 (196.33, 44, 196.33, 100) z 0") == true)
        #expect(files["grid.iphone-16-pro-max.txt"]?.contains("cell 0.1 (220, 44, 220, 100) z 0") == true)
        // The view is back to its own size afterwards.
        #expect(view.frame.size.width == 100)
        #expect(view.safeAreaInsets == .zero)
        #expect(view.displayScale == nil)

        let headless = try HeadlessCollectionView(
            layout: Fixtures.layout(), itemCounts: [3], environment: Fixtures.environment)
        let headlessFiles = try Self.record(headless, .frames(on: [.iPad]))
        #expect(headlessFiles["grid.ipad.txt"]?.contains("cell 0.1 (410, 44, 410, 100) z 0") == true)
    }
}

@Suite struct SingleFileDeviceSnapshotTests {
    @Test func oneFileWithASectionPerDevice() throws {
        let dataSource = CountsDataSource([3])
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: Fixtures.uiLayout())
        view.dataSource = dataSource
        let taller = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100),
            collectionViewLayout: Fixtures.uiLayout(headerHeight: 44.5))
        taller.dataSource = dataSource
        let trip = try RoundTrip(view, taller, as: .frames(on: [.iPhoneSE, .iPadPro11]))
        #expect(trip.file.hasPrefix("== iphone-se ==\nenvironment 375 × 667 @2x"))
        #expect(trip.file.contains("\n\n== ipad-pro-11 ==\nenvironment 834 × 1210 @2x"))
        #expect(trip.unchanged == nil)
        // On the iPhone SE (2×) 44.5 is on the pixel grid: the header line changes by exactly 0.5.
        #expect(trip.changed?.contains("+supplementary header 0.0 (0, 0, 375, 44.5) z 1") == true)

        let engine = try RoundTrip(
            Fixtures.layout(), Fixtures.layout(headerHeight: 44.5), as: .frames(on: [.iPad], itemCounts: [3]))
        #expect(engine.file.hasPrefix("== ipad ==\nenvironment 820 × 1180 @2x"))
        #expect(engine.changed != nil)
        let headless = try HeadlessCollectionView(
            layout: Fixtures.layout(), itemCounts: [3], environment: Fixtures.environment)
        let headlessTaller = try HeadlessCollectionView(
            layout: Fixtures.layout(headerHeight: 44.5), itemCounts: [3], environment: Fixtures.environment)
        let headlessTrip = try RoundTrip(headless, headlessTaller, as: .frames(on: [.iPhone16Pro.landscape]))
        #expect(headlessTrip.file.contains("device iphone-16-pro-landscape (iPhone 16 Pro), landscape"))
        #expect(headlessTrip.unchanged == nil)
    }
}
