/// The stored state of a waterfall section (R-WATERFALL): every item's length along the scroll
/// axis and, every ``interval`` items, a checkpoint of the placement (each column's next
/// position and its last item so far). Nothing else is stored per item: an item's column and
/// start come from replaying ``WaterfallCursor/place(length:)`` from the checkpoint before it,
/// which gives exactly the numbers the first placement gave.
///
/// Cost (the engine's cost model for waterfalls):
/// - memory: 8 bytes of length and 1 byte of flags per item, plus `24 · columns` bytes per
///   checkpoint, at most 3 bytes per item (``interval`` is at least `8 · columns`);
/// - preparing: O(items · columns);
/// - a measurement of item `m` re-flows items `m…` only: O((n − m + interval) · columns);
/// - an item's frame: O(interval · columns), a viewport: O(log n + interval + visible items)
///   for a given column count, because items start in non-decreasing order (R-WATERFALL-2).
///
/// A reference type for copy-on-write, like ``SectionSizing``: ``PreparedLayout`` copies it
/// before mutating unless it is uniquely referenced (hence `@unchecked Sendable`).
final class WaterfallSection: @unchecked Sendable {
    /// Flags per item.
    private static let estimatedFlag: UInt8 = 1
    private static let measuredFlag: UInt8 = 2
    private static let staleFlag: UInt8 = 4

    let columns: WaterfallColumnLayout
    let itemSpacing: Double
    let itemCount: Int
    /// Items between checkpoints.
    let interval: Int
    /// The description's heights, for the estimate of an item whose measurement is forgotten.
    let itemHeight: @Sendable (Int) -> WaterfallItemHeight
    /// What re-finishing the section after a measurement needs (R-SIZING-6).
    let finishing: SectionFinishing
    /// The solver's implementation of re-finishing.
    let refinisher: SectionRefinishing

    /// Each item's length along the scroll axis.
    @exclusivity(unchecked) private(set) var lengths: [Double]
    @exclusivity(unchecked) private var flags: [UInt8]
    /// Checkpoint `p` is the state before item `p · interval`: `columns.count` entries each.
    @exclusivity(unchecked) private var checkpointNext: [Double] = []
    @exclusivity(unchecked) private var checkpointLast: [Int] = []
    @exclusivity(unchecked) private var checkpointLastStart: [Double] = []
    /// The content length after every item (R-WATERFALL-4).
    private(set) var contentLength = 0.0
    /// How many items have estimated heights, and how many of them have a current measurement.
    let estimatedItemCount: Int
    private(set) var measuredItemCount = 0
    /// Measured sizes of estimated boundary items (R-EST-9).
    var supplementarySizes: [SupplementaryElementKey: Size] = [:]

    /// Places items of the given lengths (R-WATERFALL-2); `estimated[i]` says whether item `i`'s
    /// length is an estimate (R-WATERFALL-3).
    ///
    /// Implements R-WATERFALL-3.
    ///
    /// - Throws: ``SizingOverflow`` when the content would reach beyond the largest `Double`.
    init(
        columns: WaterfallColumnLayout, itemSpacing: Double, lengths: [Double], estimated: [Bool],
        itemHeight: @escaping @Sendable (Int) -> WaterfallItemHeight, finishing: SectionFinishing,
        refinisher: SectionRefinishing
    ) throws(SizingOverflow) {
        self.columns = columns
        self.itemSpacing = max(itemSpacing, 0)
        self.itemCount = lengths.count
        self.interval = max(32, 8 * columns.count)
        self.itemHeight = itemHeight
        self.finishing = finishing
        self.refinisher = refinisher
        self.lengths = lengths
        flags = estimated.map { $0 ? Self.estimatedFlag : 0 }
        estimatedItemCount = estimated.reduce(0) { $0 + ($1 ? 1 : 0) }
        try reflow(from: 0)
    }

    /// A copy for copy-on-write.
    init(copying other: WaterfallSection) {
        columns = other.columns
        itemSpacing = other.itemSpacing
        itemCount = other.itemCount
        interval = other.interval
        itemHeight = other.itemHeight
        finishing = other.finishing
        refinisher = other.refinisher
        lengths = other.lengths
        flags = other.flags
        checkpointNext = other.checkpointNext
        checkpointLast = other.checkpointLast
        checkpointLastStart = other.checkpointLastStart
        contentLength = other.contentLength
        estimatedItemCount = other.estimatedItemCount
        measuredItemCount = other.measuredItemCount
        supplementarySizes = other.supplementarySizes
    }

    /// Bytes of per-item and per-checkpoint storage.
    var byteCount: Int {
        lengths.capacity * 8 + flags.capacity + checkpointNext.capacity * 8 + checkpointLast.capacity * 8
            + checkpointLastStart.capacity * 8
    }

    // MARK: Replaying the placement

    /// The placement between two items: the cursor, and each column's last item and its start
    /// (-1 and 0 before the column's first item).
    struct Run {
        var cursor: WaterfallCursor
        var lastItem: [Int]
        var lastStart: [Double]
        /// The next item to place.
        var item: Int

        /// Places ``item`` (R-WATERFALL-2) and moves on.
        @inline(__always)
        mutating func place(length: Double) -> (column: Int, position: Double) {
            let placed = cursor.place(length: length)
            lastItem[placed.column] = item
            lastStart[placed.column] = placed.position
            item += 1
            return placed
        }
    }

    /// The placement before item `checkpoint · interval`.
    func run(fromCheckpoint checkpoint: Int) -> Run {
        let range = (checkpoint * columns.count)..<((checkpoint + 1) * columns.count)
        return Run(
            cursor: WaterfallCursor(nextPositions: Array(checkpointNext[range]), itemSpacing: itemSpacing),
            lastItem: Array(checkpointLast[range]), lastStart: Array(checkpointLastStart[range]),
            item: checkpoint * interval)
    }

    /// Where the first item after checkpoint `checkpoint` starts.
    private func startOfCheckpoint(_ checkpoint: Int) -> Double {
        var smallest = checkpointNext[checkpoint * columns.count]
        for column in 1..<columns.count {
            smallest = min(smallest, checkpointNext[checkpoint * columns.count + column])
        }
        return smallest
    }

    /// The last checkpoint whose first item starts before `position` (0 when none does).
    ///
    /// - Complexity: O(log n · columns).
    func checkpoint(startingBefore position: Double) -> Int {
        var lower = 0
        var upper = checkpointNext.count / columns.count
        // Invariant: checkpoints before `lower` start before `position`; those at `upper` and
        // after do not.
        while lower < upper {
            let middle = (lower + upper) / 2
            if startOfCheckpoint(middle) < position { lower = middle + 1 } else { upper = middle }
        }
        return max(lower - 1, 0)
    }

    /// The column and start of `item`.
    ///
    /// - Complexity: O(interval · columns).
    func placement(ofItem item: Int) -> (column: Int, position: Double) {
        let count = columns.count
        let first = (item / interval) * count
        // A temporary buffer instead of a cursor: no allocation for the most frequent query.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { next in
            for column in 0..<count { next[column] = checkpointNext[first + column] }
            var index = (item / interval) * interval
            while index < item {
                _ = WaterfallCursor.place(length: lengths[index], itemSpacing: itemSpacing, in: next)
                index += 1
            }
            return WaterfallCursor.nextPlacement(in: UnsafeBufferPointer(next))
        }
    }

    /// Places items `item…` again from the checkpoint before `item`, rewriting the checkpoints
    /// after it and the content length (R-WATERFALL-5).
    ///
    /// Implements R-WATERFALL-5.
    ///
    /// - Throws: ``SizingOverflow`` before changing anything when the content would not be finite.
    /// - Complexity: O((n − item + interval) · columns).
    private func reflow(from item: Int) throws(SizingOverflow) {
        let count = columns.count
        let checkpointCount = max((itemCount + interval - 1) / interval, 1)
        var run: Run
        if checkpointNext.isEmpty {
            run = Run(
                cursor: WaterfallCursor(columnCount: count, itemSpacing: itemSpacing),
                lastItem: Array(repeating: -1, count: count), lastStart: Array(repeating: 0, count: count),
                item: 0)
        } else {
            run = self.run(fromCheckpoint: item / interval)
        }
        // First pass: only the new content length, so that an overflow changes nothing.
        var probe = run.cursor
        for later in run.item..<itemCount { _ = probe.place(length: lengths[later]) }
        try SizingOverflow.check(probe.contentLength, "waterfall content length")
        if checkpointNext.isEmpty {
            checkpointNext = Array(repeating: 0, count: checkpointCount * count)
            checkpointLast = Array(repeating: -1, count: checkpointCount * count)
            checkpointLastStart = Array(repeating: 0, count: checkpointCount * count)
        }
        while run.item < itemCount {
            if run.item % interval == 0 {
                let base = (run.item / interval) * count
                for column in 0..<count {
                    checkpointNext[base + column] = run.cursor.nextPositions[column]
                    checkpointLast[base + column] = run.lastItem[column]
                    checkpointLastStart[base + column] = run.lastStart[column]
                }
            }
            _ = run.place(length: lengths[run.item])
        }
        contentLength = run.cursor.contentLength
    }

    // MARK: Measurements (R-WATERFALL-5)

    /// Whether `item` has an estimated height.
    func isEstimated(item: Int) -> Bool { flags[item] & Self.estimatedFlag != 0 }

    /// Whether `item` has an estimated height and a current measurement (stale ones are measured
    /// again, R-APPLY-6).
    func isMeasured(item: Int) -> Bool {
        flags[item] & (Self.measuredFlag | Self.staleFlag) == Self.measuredFlag
    }

    /// Whether `item` was measured, current or stale.
    func hasMeasurement(item: Int) -> Bool { flags[item] & Self.measuredFlag != 0 }

    /// Adopts `length` (nil keeps the estimate) as `item`'s measured length and re-flows the items
    /// after it; returns the change of the content length. Items without an estimated height
    /// ignore it.
    ///
    /// - Throws: ``SizingOverflow`` when the content would not be finite; nothing changes then.
    func setMeasurement(_ length: Double?, forItem item: Int) throws(SizingOverflow) -> Double {
        guard isEstimated(item: item) else { return 0 }
        let estimate = itemHeight(item).resolved(columnWidth: columns.width) ?? 0
        // The applier has checked that `length` is finite and non-negative; `max` stores −0 as 0.
        let value = length.map { max($0, 0) } ?? estimate
        return try change(item, length: value, flags: Self.estimatedFlag | Self.measuredFlag)
    }

    /// Forgets `item`'s measurement: it takes its estimate again (R-SIZING-3).
    func removeMeasurement(forItem item: Int) throws(SizingOverflow) -> Double {
        guard isEstimated(item: item) else { return 0 }
        let estimate = itemHeight(item).resolved(columnWidth: columns.width) ?? 0
        return try change(item, length: estimate, flags: Self.estimatedFlag)
    }

    /// Keeps `item`'s measurement but asks for a new one (R-APPLY-6).
    func markStale(item: Int) {
        guard hasMeasurement(item: item) else { return }
        if isMeasured(item: item) { measuredItemCount -= 1 }
        flags[item] |= Self.staleFlag
        _checkInvariants()
    }

    /// `item`'s length and flags, for putting back with ``restore(_:forItem:)``.
    func savedItem(_ item: Int) -> (length: Double, flags: UInt8) { (lengths[item], flags[item]) }

    /// Puts back what ``savedItem(_:)`` saved after the stored model rejected a change.
    func restore(_ saved: (length: Double, flags: UInt8), forItem item: Int) {
        // The saved state was accepted before, so its content is finite.
        _ = try? change(item, length: saved.length, flags: saved.flags)
    }

    /// Sets `item`'s length and flags and re-flows; puts both back when the content would overflow.
    private func change(_ item: Int, length: Double, flags newFlags: UInt8) throws(SizingOverflow) -> Double {
        let before = contentLength
        let (savedLength, savedFlags) = (lengths[item], flags[item])
        let wasMeasured = isMeasured(item: item)
        lengths[item] = length
        flags[item] = newFlags
        do {
            if length != savedLength { try reflow(from: item) }
        } catch {
            (lengths[item], flags[item]) = (savedLength, savedFlags)
            throw error
        }
        measuredItemCount += (isMeasured(item: item) ? 1 : 0) - (wasMeasured ? 1 : 0)
        _checkInvariants()
        return contentLength - before
    }

    #if DEBUG
        /// Checks the counts and, for sections of up to 4096 items, that every checkpoint and the
        /// content length are what a fresh placement gives.
        func _checkInvariants() {
            precondition(lengths.count == itemCount && flags.count == itemCount)
            precondition(measuredItemCount >= 0 && measuredItemCount <= estimatedItemCount)
            guard itemCount <= 4096 else { return }
            var cursor = WaterfallCursor(columnCount: columns.count, itemSpacing: itemSpacing)
            var measured = 0
            for item in 0..<itemCount {
                if item % interval == 0 {
                    let stored = Array(
                        checkpointNext[(item / interval * columns.count)...].prefix(columns.count))
                    precondition(
                        stored == cursor.nextPositions, "waterfall checkpoint \(item / interval) is stale")
                }
                _ = cursor.place(length: lengths[item])
                if isMeasured(item: item) { measured += 1 }
            }
            precondition(cursor.contentLength == contentLength, "waterfall content length is stale")
            precondition(measured == measuredItemCount, "waterfall measured count is off")
        }
    #else
        @inline(__always) func _checkInvariants() {}
    #endif
}

extension WaterfallSection {
    /// Adopts the scroll-axis length of a measured `size` (nil keeps the estimate) for `item`
    /// (R-WATERFALL-5); returns the change of the content length.
    func setMeasurement(_ size: Size?, forItem item: Int) throws(SizingOverflow) -> Double {
        try setMeasurement(size?[finishing.advance], forItem: item)
    }

    /// Re-finishes `geometry`, the section this state belongs to, after a measurement changed its
    /// content length (R-WATERFALL-4, R-SIZING-6).
    ///
    /// - Throws: ``LayoutError`` when a boundary item no longer resolves or the section reaches
    ///   beyond the largest `Double`.
    func refinish(
        _ geometry: inout SectionGeometry, section: Int, environment: LayoutEnvironment,
        rounder: PixelRounder,
        options: PrepareOptions
    ) throws(LayoutError) {
        try refinisher.refinish(
            &geometry, finishing: finishing, environment: environment, rounder: rounder, options: options)
        if !(geometry.length + geometry.elementsMin + geometry.elementsMax).isFinite {
            try geometry.checkFinite(section: section)
        }
    }
}
