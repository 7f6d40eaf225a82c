import CollectionLayout
import LayoutWorkloads
import Testing

@Suite("Benchmark workloads")
struct WorkloadTests {
    @Test("grid3: thirds of (1000 − 2 × 8) in 100-pt rows, 108 apart")
    func grid3Geometry() throws {
        let prepared = try LayoutWorkload.grid3.layout.prepare(
            in: LayoutWorkload.environment, itemCounts: [7])
        // Width (1000 − 16) / 3 = 328; columns at 0, 336, 672; row pitch 100 + 8.
        #expect(
            prepared.attributes(forItemAt: LayoutIndexPath(item: 4, section: 0))?.frame
                == Rect(x: 336, y: 108, width: 328, height: 100))
        // 3 rows: 3 × 100 + 2 × 8 = 316.
        #expect(prepared.contentSize == Size(width: 1000, height: 316))
    }

    @Test("nested: a 2/3 item beside two stacked items, 8 pt apart")
    func nestedGeometry() throws {
        let prepared = try LayoutWorkload.nested.layout.prepare(
            in: LayoutWorkload.environment, itemCounts: [3])
        // Subitem container 1000 − 8 = 992: large 992 × 2/3 = 661.3333, column 330.6667 at x 669.3333;
        // the column's two items share 200 − 8: 96 each, at y 0 and 104.
        let frames = Array(prepared.itemFrames(inSection: 0))
        #expect(abs(frames[0].width - 1984.0 / 3) < 1e-9)
        #expect(abs(frames[1].minX - (1984.0 / 3 + 8)) < 1e-9)
        #expect(frames[1].height == 96 && frames[2].minY == 104)
    }

    @Test("grid3Badged adds a pinned header and one badge per item")
    func badged() throws {
        let prepared = try LayoutWorkload.grid3Badged.layout.prepare(
            in: LayoutWorkload.environment, itemCounts: [3])
        let all = prepared.allElements()
        #expect(all.filter { $0.elementKind == "badge" }.count == 3)
        #expect(all.first { $0.elementKind == "section-header" }?.zIndex == 1_000_000_001)
    }

    @Test("The naive baseline answers queries exactly like the engine", arguments: LayoutWorkload.allCases)
    func baselineAgrees(workload: LayoutWorkload) throws {
        let prepared = try workload.layout.prepare(in: LayoutWorkload.environment, itemCounts: [10_000])
        let naive = NaiveLayoutBaseline(layout: prepared)
        let viewport = LayoutWorkload.middleViewport(of: prepared)
        let engineCells = prepared.elements(in: viewport).filter { $0.category == .cell }
        #expect(naive.elements(in: viewport).map(\.indexPath) == engineCells.map(\.indexPath))
        #expect(naive.attributes.count == 10_000)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("The measurement's JSON starts with the contract keys")
    func measurementJSON() throws {
        let result = try WorkloadMeasurement.measure(.grid3, count: 1_000, repetitions: 3)
        #expect(result.json.hasPrefix("{\"workload\":\"grid3\",\"count\":1000,\"prepareNs\":"))
        for key in ["\"queryNs\":", "\"sweepNsPerItem\":", "\"naivePrepareNs\":", "\"querySpeedup\":"] {
            #expect(result.json.contains(key))
        }
        // A 900-pt viewport over 108-pt rows meets 9 rows (or 8 when aligned): 24 to 30 cells.
        #expect((24...30).contains(result.viewportElementCount))
    }
}
