import CollectionLayout
import Testing

@Suite("Items and insets (R-ITEM)")
struct ItemInsetTests {
    @Test("R-ITEM-1, R-ITEM-5: group and item insets")
    func groupAndItemInsets() throws {
        // The R-ITEM worked example: content box x 4…382, y 2…94; slots of 189;
        // 0.0 = (4 + 5, 2 + 3, 189 − 14, 92 − 10) = (9, 5, 175, 82).
        let layout = try prepare(
            section(
                hgroup(
                    fw(1), pt(100), [item(fw(0.5), fh(1), insets: insets(3, 5, 7, 9))],
                    insets: insets(2, 4, 6, 8))),
            itemCounts: [4])
        expectFrames(
            frames(layout),
            [rect(9, 5, 175, 82), rect(198, 5, 175, 82), rect(9, 105, 175, 82), rect(198, 105, 175, 82)])
        expectSize(layout.contentSize, Size(width: 390, height: 200))
    }

    @Test("R-ITEM-2: content insets do not change the footprint used for fitting")
    func insetsKeepFootprint() throws {
        // IT(abs130, fh1) with leading/trailing insets 10 in HG(fw1, abs50): footprint 130, n = 3
        // (390 fits exactly); slots at 0, 130, 260 → frames x 10, 140, 270, width 110.
        let layout = try prepare(
            section(hgroup(fw(1), pt(50), [item(pt(130), fh(1), insets: insets(0, 10, 0, 10))])),
            itemCounts: [3])
        #expect(layout.itemsPerGroup(inSection: 0) == 3)
        expectFrames(frames(layout), [rect(10, 0, 110, 50), rect(140, 0, 110, 50), rect(270, 0, 110, 50)])
    }

    @Test("R-ITEM-4: insets exceeding the slot are standardised (horizontal)")
    func standardisedWidth() throws {
        // Worked example: slot (0, 0, 20, 44), leading and trailing 15 → raw (15, 0, −10, 44) → (5, 0, 10,
        // 44).
        let layout = try prepare(
            section(hgroup(fw(1), pt(44), [item(pt(20), fh(1), insets: insets(0, 15, 0, 15))])),
            itemCounts: [1])
        expectFrames(frames(layout), [rect(5, 0, 10, 44)])
    }

    @Test("R-ITEM-4: insets exceeding the slot are standardised (vertical)")
    func standardisedHeight() throws {
        // Slot (0, 0, 390, 10), top and bottom 8 → raw (0, 8, 390, −6) → (0, 2, 390, 6).
        let layout = try prepare(
            section(hgroup(fw(1), pt(10), [item(fw(1), fh(1), insets: insets(8, 0, 8, 0))])),
            itemCounts: [1])
        expectFrames(frames(layout), [rect(0, 2, 390, 6)])
    }

    @Test("R-ITEM-3: insets on an estimated axis are ignored, with a diagnostic")
    func estimatedAxisInsets() throws {
        // HG(fw1, est50, [IT(fw0.5, est50) insets (5, 6, 7, 8)]): height estimated → top/bottom ignored;
        // width keeps its insets: (6, 0, 195 − 14, 50), (195 + 6, 0, 181, 50).
        let layout = try prepare(
            section(hgroup(fw(1), est(50), [item(fw(0.5), est(50), insets: insets(5, 6, 7, 8))])),
            itemCounts: [2])
        expectFrames(frames(layout), [rect(6, 0, 181, 50), rect(201, 0, 181, 50)])
        let kinds = layout.diagnostics.map(\.kind)
        #expect(kinds == [.contentInsetsIgnoredOnEstimatedAxis])
        #expect(layout.diagnostics.first?.path.section == 0)
    }
}
