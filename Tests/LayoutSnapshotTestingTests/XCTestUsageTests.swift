import Foundation
import LayoutSnapshotTesting
import XCTest

/// The strategies work from XCTest too (the project's other tests use Swift Testing; this one checks
/// the kit from the framework many iOS teams still use).
final class XCTestUsageTests: XCTestCase {
    func testFramesRecordAndCompareFromXCTest() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("XCTestUsageTests-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let prepared = try Fixtures.prepared()
        let recorded = verifySnapshot(
            of: prepared, as: .frames, named: "grid", record: .all, snapshotDirectory: directory)
        XCTAssertNotNil(recorded)
        XCTAssertNil(
            verifySnapshot(
                of: prepared, as: .frames, named: "grid", record: .never, snapshotDirectory: directory))
        let taller = try Fixtures.prepared(headerHeight: 44.5)
        let failure = verifySnapshot(
            of: taller, as: .frames, named: "grid", record: .never, snapshotDirectory: directory)
        XCTAssertTrue(
            failure?.contains("+supplementary header 0.0 (0, 0, 390, 44.5) z 1") == true, failure ?? "")
        XCTAssertNil(
            frameDifference(
                Rect(x: 0.1 + 0.2, y: 0, width: 1, height: 1), Rect(x: 0.3, y: 0, width: 1, height: 1)))
    }
}
