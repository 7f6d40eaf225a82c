/// The stored state of a flow section (R-FLOW): a section whose top-level group holds as many
/// items as fit with their measured lengths, so that its instances — *lines* — break where the
/// lengths say.
///
/// Two states:
/// - **Uniform** (nothing measured yet): every line holds the same items, as the template would
///   (R-FLOW-7); nothing is stored per item and every answer is closed-form.
/// - **Measured** (after the first measurement): per item its measured lengths and a byte of flags
///   (measured, stale, starts a line), and per line start its advance — in a plain array and in a
///   Fenwick tree, so that where a line starts is a prefix sum and which line holds an offset a
///   prefix search, both O(log n).
///
/// Cost (the engine's cost model for flows):
/// - memory: none per item while uniform; about 25 bytes per item once measured (8 for the length
///   along the group axis, 8 across when the items self-size there, 1 of flags, 8 of advance and
///   8 of Fenwick tree);
/// - preparing: O(subitems);
/// - the first measurement: O(n) to set up the measured state;
/// - a measurement: re-breaks lines from the measured item's line (the line before when it starts
///   its line) until a line starts at the same item as before, O(log n) per re-broken line
///   (R-FLOW-6);
/// - an item's frame: O(k) for `k` items in its line, plus O(log n) to find the line;
/// - a viewport: O(log n + visible items).
///
/// A reference type for copy-on-write, like ``WaterfallSection``: ``PreparedLayout`` copies it
/// before mutating unless it is uniquely referenced (hence `@unchecked Sendable`).
final class FlowSection: @unchecked Sendable {
    private static let measuredFlag: UInt8 = 1
    private static let staleFlag: UInt8 = 2
    static let lineStartFlag: UInt8 = 4

    let shape: FlowShape
    let itemCount: Int
    /// Whether some subitem self-sizes across the group axis.
    let measuresAcross: Bool
    /// What re-finishing the section after a measurement needs (R-SIZING-6).
    let finishing: SectionFinishing
    /// The solver's re-finishing of a section (R-SIZING-6).
    let refinisher: FlowRefinisher

    /// The uniform tail (R-FLOW-7): items per line and the extent of its full lines, which hold
    /// the estimates of unmeasured items; the last line's start and extent.
    private(set) var perLine: Int
    private(set) var uniformExtent: Double
    private(set) var lastLineStart: Int
    private(set) var lastExtent: Double
    /// Lines starting before this item are written down; from it on, lines are the uniform tail,
    /// whose items are all unmeasured. 0 until the first measurement; only grows.
    private(set) var explicitEnd = 0
    /// How many lines are written down.
    private(set) var explicitLineCount = 0
    /// No item from this one on has a measured length (a bound: forgetting keeps it).
    private var measuredBound = 0

    /// Measured state; empty while uniform. Lengths are NaN where an item has no measurement.
    @exclusivity(unchecked) private(set) var lengths: [Double] = []
    @exclusivity(unchecked) private(set) var crossLengths: [Double] = []
    @exclusivity(unchecked) private(set) var flags: [UInt8] = []
    /// The advance of the line starting at each item, 0 for items that start none.
    @exclusivity(unchecked) private(set) var advances: [Double] = []
    @exclusivity(unchecked) private(set) var tree = FenwickTree([])

    /// How many lines the section holds.
    var lineCount: Int { explicitLineCount + tailLineCount }
    /// How far the elements of any line reach from its origin along the scroll axis, at least
    /// every line's extent; it only grows, so queries stay conservative.
    private(set) var reach: Double
    /// How many items have a current measurement.
    var measuredItemCount = 0
    /// Measured sizes of estimated boundary items (R-EST-9).
    var supplementarySizes: [SupplementaryElementKey: Size] = [:]

    /// The uniform state of R-FLOW-7.
    ///
    /// Implements R-FLOW-7.
    ///
    /// - Complexity: O(subitems + items in two lines).
    init(
        shape: FlowShape, itemCount: Int, finishing: SectionFinishing, refinisher: @escaping FlowRefinisher
    ) {
        self.shape = shape
        self.itemCount = itemCount
        self.finishing = finishing
        self.refinisher = refinisher
        measuresAcross = shape.slots.contains { $0.measurableAcross }
        let estimate: (Int, Int) -> Double = { shape.slots[$1].length }
        let crossEstimate: (Int, Int) -> Double = { shape.slots[$1].crossLength }
        let perLine = shape.lineEnd(from: 0, itemCount: itemCount, length: estimate)
        self.perLine = perLine
        let first = shape.layLine(
            start: 0, end: perLine, isLast: perLine == itemCount, length: estimate, crossLength: crossEstimate
        ) { _, _ in }
        uniformExtent = first.extent
        let lines = itemCount / perLine + (itemCount % perLine == 0 ? 0 : 1)
        lastLineStart = (lines - 1) * perLine
        let last = shape.layLine(
            start: lastLineStart, end: itemCount, isLast: true, length: estimate, crossLength: crossEstimate
        ) { _, _ in }
        lastExtent = last.extent
        reach = max(first.reach, last.reach)
    }

    /// A copy for copy-on-write.
    init(copying other: FlowSection) {
        shape = other.shape
        itemCount = other.itemCount
        measuresAcross = other.measuresAcross
        finishing = other.finishing
        refinisher = other.refinisher
        perLine = other.perLine
        uniformExtent = other.uniformExtent
        explicitEnd = other.explicitEnd
        explicitLineCount = other.explicitLineCount
        measuredBound = other.measuredBound
        lastLineStart = other.lastLineStart
        lastExtent = other.lastExtent
        lengths = other.lengths
        crossLengths = other.crossLengths
        flags = other.flags
        advances = other.advances
        tree = other.tree
        reach = other.reach
        measuredItemCount = other.measuredItemCount
        supplementarySizes = other.supplementarySizes
    }

    /// Whether the section has left the uniform state.
    var isMeasured: Bool { !flags.isEmpty }

    /// Bytes of per-item storage.
    var byteCount: Int {
        guard isMeasured else { return 0 }
        return lengths.capacity * 8 + crossLengths.capacity * 8 + flags.capacity + advances.capacity * 8
            + tree.byteCount
    }

    // MARK: Lengths

    /// Item `item`'s length along the group axis when it sits in slot `slot` of its line.
    @inline(__always)
    func length(_ item: Int, _ slot: Int) -> Double {
        if !lengths.isEmpty {
            let value = lengths[item]
            if !value.isNaN { return value }
        }
        return shape.slots[slot].length
    }

    /// Item `item`'s length across the group axis when it sits in slot `slot` of its line.
    @inline(__always)
    func crossLength(_ item: Int, _ slot: Int) -> Double {
        if !crossLengths.isEmpty {
            let value = crossLengths[item]
            if !value.isNaN { return value }
        }
        return shape.slots[slot].crossLength
    }

    // MARK: Measured state

    /// Whether `item` has a current measurement (stale ones are measured again, R-APPLY-6).
    func isCurrentlyMeasured(item: Int) -> Bool {
        isMeasured && flags[item] & (Self.measuredFlag | Self.staleFlag) == Self.measuredFlag
    }

    /// Whether `item` was measured, current or stale.
    func hasMeasurement(item: Int) -> Bool { isMeasured && flags[item] & Self.measuredFlag != 0 }

    /// The item's measured lengths along and across the group axis, NaN where it has none.
    func measuredLengths(ofItem item: Int) -> (along: Double, across: Double) {
        guard isMeasured else { return (.nan, .nan) }
        return (lengths[item], crossLengths.isEmpty ? .nan : crossLengths[item])
    }

    /// What one item's measurement was, for putting it back.
    struct Saved {
        let along: Double
        let across: Double
        let flags: UInt8
    }

    /// The state of `item` before a change.
    func saved(_ item: Int) -> Saved {
        guard isMeasured else { return Saved(along: .nan, across: .nan, flags: 0) }
        return Saved(
            along: lengths[item], across: crossLengths.isEmpty ? .nan : crossLengths[item],
            flags: flags[item] & (Self.measuredFlag | Self.staleFlag))
    }

    /// Sets up the measured state at the first measurement; the lines stay the uniform tail until
    /// written down (R-FLOW-7).
    ///
    /// - Complexity: O(n).
    private func materialize() {
        guard !isMeasured else { return }
        lengths = Array(repeating: .nan, count: itemCount)
        if measuresAcross { crossLengths = Array(repeating: .nan, count: itemCount) }
        flags = Array(repeating: 0, count: itemCount)
        advances = Array(repeating: 0, count: itemCount)
        tree = FenwickTree(advances)
    }

    /// Writes down the tail's lines up to the one holding `item`, unchanged.
    ///
    /// - Complexity: O(lines written · log n).
    private func writeTail(through item: Int) {
        var start = explicitEnd
        while start <= item && start < itemCount {
            let advance = advance(ofLineAt: start)
            flags[start] |= Self.lineStartFlag
            advances[start] = advance
            tree.add(advance, at: start)
            explicitLineCount += 1
            start = min(start + perLine, itemCount)
        }
        explicitEnd = start
    }
}

extension FlowSection {
    /// Leaves the uniform state if still in it (a measurement that changes no length).
    func materializeIfNeeded() { materialize() }

    /// Sets `item`'s measured and stale flags, keeping whether it starts a line.
    func setFlags(_ item: Int, _ value: UInt8) {
        materialize()
        flags[item] = (flags[item] & Self.lineStartFlag) | value
    }

    /// Adopts `item`'s new lengths (NaN: the estimate) and re-breaks lines from its own — from the
    /// line before when the item starts its line, since it may now fit there — until a line ends
    /// where a line started before, after the item (every line from there on holds the same items
    /// as before and only moves, by a prefix-sum update), or where no item after it has a measured
    /// length (from there on the lines are the uniform tail again) (R-FLOW-6).
    ///
    /// Implements R-FLOW-6.
    ///
    /// - Throws: ``SizingOverflow`` when the run of lines would not be finite; nothing changes then.
    /// - Complexity: O((lines re-broken + 1) · (k + log n)) for `k` items per line, plus the lines of
    ///   the tail written down up to the item.
    func rebreak(_ item: Int, along: Double, across: Double) throws(SizingOverflow) {
        materialize()
        writeTail(through: item)
        let (oldAlong, oldAcross) = (lengths[item], crossLengths.isEmpty ? Double.nan : crossLengths[item])
        lengths[item] = along
        if measuresAcross { crossLengths[item] = across }
        let oldBound = measuredBound
        if !along.isNaN || !across.isNaN { measuredBound = max(measuredBound, item + 1) }
        var start = lineStart(containing: item)
        if start == item && start > 0 { start = lineStart(containing: start - 1) }
        let oldEnd = explicitEnd
        var plan: [(start: Int, advance: Double)] = []
        plan.reserveCapacity(4)
        var newReach = reach
        var line = start
        // Where the re-broken lines end: at a line start of before, or at the new tail.
        var changedEnd: Int
        var restartsTail = false
        while true {
            let end = shape.lineEnd(from: line, itemCount: itemCount, length: length)
            let metrics = layLine(startingAt: line, end: end) { _, _ in }
            plan.append((line, shape.advance(ofExtent: metrics.extent)))
            newReach = max(newReach, metrics.reach)
            if end > item && end < oldEnd && flags[end] & Self.lineStartFlag != 0 {
                changedEnd = end
                break
            }
            if end >= measuredBound || end == itemCount {
                // Every item from here on is unmeasured: the uniform tail starts here.
                changedEnd = end
                restartsTail = true
                break
            }
            line = end
        }
        // The tail restarts where the re-broken lines end when they reach it (its items are
        // unmeasured, so its lines are uniform again).
        var newLast = (start: lastLineStart, extent: lastExtent)
        var newTail = 0.0
        if restartsTail {
            if changedEnd < itemCount {
                let items = itemCount - changedEnd
                let lines = items / perLine + (items % perLine == 0 ? 0 : 1)
                newLast.start = changedEnd + (lines - 1) * perLine
                let metrics = layLine(startingAt: newLast.start, end: itemCount) { _, _ in }
                newLast.extent = metrics.extent
                newReach = max(newReach, metrics.reach)
                newTail = Double(lines - 1) * pitch + shape.advance(ofExtent: newLast.extent)
            } else {
                newLast.start = plan[plan.count - 1].start
            }
        } else {
            newTail = runLength + shape.interGroupSpacing - explicitLength
        }
        let clearEnd = restartsTail ? oldEnd : changedEnd
        var removed = 0.0
        var added = 0.0
        for index in start..<clearEnd where flags[index] & Self.lineStartFlag != 0 {
            removed += advances[index]
        }
        for entry in plan { added += entry.advance }
        do {
            try SizingOverflow.check(explicitLength - removed + added + newTail, "flow run length")
        } catch {
            lengths[item] = oldAlong
            if measuresAcross { crossLengths[item] = oldAcross }
            measuredBound = oldBound
            throw error
        }
        for index in start..<clearEnd where flags[index] & Self.lineStartFlag != 0 {
            tree.add(-advances[index], at: index)
            advances[index] = 0
            flags[index] &= ~Self.lineStartFlag
            explicitLineCount -= 1
        }
        for entry in plan {
            flags[entry.start] |= Self.lineStartFlag
            advances[entry.start] = entry.advance
            tree.add(entry.advance, at: entry.start)
            explicitLineCount += 1
        }
        if restartsTail { explicitEnd = changedEnd }
        (lastLineStart, lastExtent) = newLast
        reach = newReach
    }
}

/// The solver's re-finishing of a flow section after a measurement (R-SIZING-6), kept by
/// ``FlowSection`` so that the model names no solver type.
typealias FlowRefinisher =
    @Sendable (
        _ geometry: inout SectionGeometry, _ finishing: SectionFinishing, _ environment: LayoutEnvironment,
        _ rounder: PixelRounder, _ options: PrepareOptions
    ) throws(LayoutError) -> Void
