import CollectionLayout
import Testing

/// Item counts are user input: a count whose frames cannot be represented is a typed error, never
/// an arithmetic trap (`prepare(itemCounts: [Int.max])` used to trap in the instance count).
@Suite("Item counts beyond the representable (R-DIAG-1)")
struct ItemCountLimitTests {
    /// One 50-pt full-width item per group: item `i` starts at `i × 50`.
    static let rows = section(hgroup(fw(1), pt(50), [item(fw(1), fh(1))]))

    @Test("R-DIAG-1: Int.max items is invalidItemCount naming the section, not a trap")
    func intMax() throws {
        let error = try #require(expectLayoutError { try prepare(Self.rows, itemCounts: [3, Int.max]) })
        #expect(error == .invalidItemCount(Int.max, section: 1))
        #expect(error.path == LayoutPath(section: 1))
        #expect(
            error.reason
                == "item count 9223372036854775807 is more than the largest supported, 9007199254740992 "
                + "(2^53): the positions of more items cannot be represented")
    }

    @Test("R-DIAG-1: one item over the limit is refused; negative counts keep their message")
    func justOver() throws {
        let over = PrepareOptions.maximumItemCount + 1
        #expect(
            expectLayoutError { try prepare(Self.rows, itemCounts: [over]) }
                == .invalidItemCount(over, section: 0))
        let negative = try #require(expectLayoutError { try prepare(Self.rows, itemCounts: [-1]) })
        #expect(negative.reason == "item count must be ≥ 0, got -1")
    }

    @Test("the largest supported count prepares, with exact geometry")
    func atTheLimit() throws {
        let count = PrepareOptions.maximumItemCount
        #expect(count == 9_007_199_254_740_992)
        let prepared = try prepare(Self.rows, itemCounts: [count])
        // 2^53 rows of 50 pt: 2^53 × 50 = 2^54 × 25, exact in a Double.
        #expect(prepared.contentSize.height == 450_359_962_737_049_600)
        // The last item starts at (2^53 − 1) × 50 = 450359962737049550, which a Double holds as
        // the nearest multiple of its spacing there (2^6 = 64 between 2^58 and 2^59):
        // 64 × 7036874417766399 = 450359962737049536 (14 below; the next, …600, is 50 above).
        let last = prepared.attributes(forItemAt: LayoutIndexPath(item: count - 1, section: 0))
        #expect(last?.frame.origin.y == 450_359_962_737_049_536)
    }
}
