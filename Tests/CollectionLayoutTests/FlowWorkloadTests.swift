import CollectionLayout
import LayoutWorkloads
import Testing

@Suite("The flow workload (R-FLOW)")
struct FlowWorkloadTests {
    @Test("R-FLOW-2: the bench's naive re-flow and the engine break the measured chips alike")
    func baselineAgrees() throws {
        var layout = try LayoutWorkload.flow.layout.prepare(in: LayoutWorkload.environment, itemCounts: [700])
        #expect(layout.isFlowSection(0))
        // Measured from the last chip up, so that every measurement re-breaks against measured
        // lines below it rather than the uniform tail.
        for item in (0..<700).reversed() {
            try layout.setPreferredSize(
                Size(width: LayoutWorkload.chipWidth(ofItem: item), height: 32),
                forItemAt: LayoutIndexPath(item: item, section: 0))
        }
        let widths = (0..<700).map(LayoutWorkload.chipWidth(ofItem:))
        // Rows of 32 with 8 between them: rows · 40 − 8.
        let rowsLength = FlowMeasurement.naiveReflow(widths, available: 1000, spacing: 8, pitch: 40)
        #expect(layout.contentSize.height == rowsLength - 8)
    }

    @Test("R-FLOW-7: the measurement reports its figures")
    func measurementRuns() throws {
        let result = try FlowMeasurement.measure(count: 2000, repetitions: 3)
        #expect(result.count == 2000)
        #expect(result.updateNs > 0 && result.measuredViewportElements > 0)
        #expect(result.bytesPerItem > 20 && result.bytesPerItem < 30)
        #expect(result.jsonMembers(prepareNs: 1000).contains("\"updateNs\":"))
    }
}
