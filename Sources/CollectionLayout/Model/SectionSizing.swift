/// The self-sizing state of one section (the engine's cost model, R-EST, R-SIZING-6): measured lengths of
/// its items and the advance of every instance of its top-level group in blocked prefix sums.
///
/// Instance `j` starts `start(j) = Σ_{i<j} advance(i)` after instance 0, where
/// `advance(i) = pitch + extent(i) − templateExtent` and `extent(i)` comes from re-solving the
/// instance with its measurements (``InstanceLayout``, by ``solver``). Sums of ``blockSize``
/// consecutive advances live in a Fenwick tree; the advances inside a block are recomputed on
/// demand. Memory is one `Double` per item and measured axis plus one per block; nothing is
/// allocated until the first measurement.
///
/// A reference type for copy-on-write: ``PreparedLayout`` copies it before mutating unless it is
/// uniquely referenced, so a shared instance is never written (hence `@unchecked Sendable`).
///
/// Implements R-EST-8.
final class SectionSizing: @unchecked Sendable {
    /// Instances per Fenwick block: searches and starts re-solve up to `blockSize − 1` instances of
    /// a block; 4 keeps that short at 2 bytes of block sums per instance (issue #6 benchmarks).
    static let blockSize = 4

    let template: Template
    let itemCount: Int
    let instanceCount: Int
    /// The axis along which instances repeat.
    let advanceAxis: Axis
    /// The all-estimates pitch (R-SECTION-4).
    let pitch: Double
    /// The all-estimates extent of a full instance along ``advanceAxis``.
    let templateExtent: Double
    /// Whether the top-level group is uniform along the advance axis (R-UNIFORM-3).
    let uniformTopLevel: Bool

    // The hot state below opts out of dynamic exclusivity checks: it is only written while the
    // object is uniquely referenced (copy-on-write in `PreparedLayout`), never during a read of
    // the same property, so the checks could not fire and cost a quarter of an update.

    /// Measured widths and heights by item, NaN when unmeasured; empty until the first measurement.
    @exclusivity(unchecked) private(set) var widths: [Double] = []
    @exclusivity(unchecked) private(set) var heights: [Double] = []
    /// Items reconfigured since their measurement: they keep it but are measured again when next
    /// visible (R-APPLY-6).
    @exclusivity(unchecked) private(set) var stale: Set<Int> = []
    /// How many items have a current measurement (stale ones do not count).
    @exclusivity(unchecked) private(set) var measuredItemCount = 0
    /// How many items self-size at all.
    let selfSizingItemCount: Int
    /// Measured sizes of supplementaries (R-EST-9).
    var supplementarySizes: [SupplementaryElementKey: Size] = [:]
    /// Block sums of instance advances; nil while no instance differs from the template.
    @exclusivity(unchecked) private(set) var blocks: FenwickTree?
    /// Where the last instance starts, relative to instance 0: the sum of every other instance's
    /// advance, kept alongside the block sums so that the run length is O(1).
    @exclusivity(unchecked) private(set) var lastStart: Double
    /// The extent of the last instance along ``advanceAxis`` (trimmed, R-SECTION-3).
    @exclusivity(unchecked) private(set) var lastExtent: Double
    /// The all-estimates extent of the last instance (trimmed, R-SECTION-3).
    let templateLastExtent: Double
    /// How far any instance's elements reach before its start and beyond its extent (never
    /// shrinks; only used to widen query ranges).
    @exclusivity(unchecked) private(set) var reachBefore: Double
    @exclusivity(unchecked) private(set) var reachAfter: Double
    /// The section-wide instance length of a uniform top-level group (R-UNIFORM-3).
    private(set) var uniformExtent: Double
    /// What re-finishing the section after a measurement needs (R-SIZING-6).
    let finishing: SectionFinishing
    /// The solver's implementation of re-finishing (a function capturing nothing: no allocation).
    let refinisher: SectionRefinishing
    /// The solver's re-solve of a measured instance (functions capturing nothing: no allocation).
    let solver: InstanceSolving
    /// For templates of one group holding one leaf that self-sizes only along the advance axis (a
    /// list row): the leaf's estimated length. Such an instance is as long as the template plus the
    /// leaf's growth when the group is sized by its content (R-EST-3, R-EST-4), and as long as the
    /// template otherwise (R-EST-7), so extents need no re-solve.
    let singleLeafLength: Double?
    /// Whether a ``singleLeafLength`` instance grows with its leaf.
    let singleLeafGrows: Bool
    /// Whether ``maximumAcross`` is kept: orthogonal sections, whose band is as long as their
    /// longest group across the row (R-ORTHO-5, R-EST-3).
    let tracksAcross: Bool
    /// The longest instance across ``advanceAxis``.
    private(set) var maximumAcross: Double
    /// The farthest any measured leaf reaches across ``advanceAxis`` (never shrinks).
    private(set) var farthestAcross = 0.0
    #if DEBUG
        /// The largest ``lastStart`` ever held: the scale of the rounding errors of the block sums,
        /// for ``_checkInvariants()``.
        private(set) var largestRunStart = 0.0
    #endif

    init(
        template: Template, itemCount: Int, instanceCount: Int, advanceAxis: Axis, pitch: Double,
        lastExtent: Double, tracksAcross: Bool, finishing: SectionFinishing,
        refinisher: SectionRefinishing, solver: InstanceSolving
    ) {
        self.finishing = finishing
        self.refinisher = refinisher
        self.solver = solver
        let advanceOnly = AxisSet(advanceAxis)
        if template.itemCount == 1, template.nodes.count == 1, template.nodes[0].axis != nil,
            template.nodes[0].children.count == 1, template.leafSizing.count == 1,
            template.leafSizing[0].measurable == advanceOnly, template.leafSizing[0].uniform.isEmpty,
            !template.uniformTopLevelAxes.contains(advanceAxis), !tracksAcross
        {
            singleLeafLength = template.leafFrames[0].size[advanceAxis]
            singleLeafGrows = template.nodes[0].contentSized.contains(advanceAxis)
        } else {
            singleLeafLength = nil
            singleLeafGrows = false
        }
        if template.leafSizing.isEmpty || instanceCount == 0 {
            selfSizingItemCount = 0
        } else {
            let perInstance = template.leafSizing.filter { !$0.measurable.isEmpty }.count
            let used = itemCount - (instanceCount - 1) * template.itemCount
            let inLast = template.leafSizing[0..<used].filter { !$0.measurable.isEmpty }.count
            selfSizingItemCount = (instanceCount - 1) * perInstance + inLast
        }
        self.tracksAcross = tracksAcross
        self.maximumAcross = template.size[advanceAxis.cross]
        self.template = template
        self.itemCount = itemCount
        self.instanceCount = instanceCount
        self.advanceAxis = advanceAxis
        self.pitch = pitch
        self.templateExtent = template.size[advanceAxis]
        self.lastStart = Double(max(instanceCount - 1, 0)) * pitch
        self.lastExtent = lastExtent
        self.templateLastExtent = lastExtent
        self.uniformTopLevel = template.uniformTopLevelAxes.contains(advanceAxis)
        self.uniformExtent = template.size[advanceAxis]
        let bounds = template.leafBounds ?? Rect(origin: .zero, size: template.size)
        reachBefore = max(0, -bounds.min(advanceAxis))
        reachAfter = max(0, bounds.max(advanceAxis) - template.size[advanceAxis])
    }

    /// A copy for copy-on-write.
    init(copying other: SectionSizing) {
        template = other.template
        itemCount = other.itemCount
        instanceCount = other.instanceCount
        advanceAxis = other.advanceAxis
        pitch = other.pitch
        templateExtent = other.templateExtent
        uniformTopLevel = other.uniformTopLevel
        widths = other.widths
        heights = other.heights
        stale = other.stale
        measuredItemCount = other.measuredItemCount
        selfSizingItemCount = other.selfSizingItemCount
        supplementarySizes = other.supplementarySizes
        blocks = other.blocks
        lastStart = other.lastStart
        lastExtent = other.lastExtent
        templateLastExtent = other.templateLastExtent
        reachBefore = other.reachBefore
        reachAfter = other.reachAfter
        uniformExtent = other.uniformExtent
        tracksAcross = other.tracksAcross
        finishing = other.finishing
        refinisher = other.refinisher
        solver = other.solver
        singleLeafLength = other.singleLeafLength
        singleLeafGrows = other.singleLeafGrows
        maximumAcross = other.maximumAcross
        farthestAcross = other.farthestAcross
        #if DEBUG
            largestRunStart = other.largestRunStart
        #endif
    }

    var itemsPerInstance: Int { template.itemCount }

    // MARK: Measurements

    /// Records `size` for `item` on its measurable axes and updates the instance's advance;
    /// returns the change of the section's instance run length. `size` has passed the applier's
    /// check; `saved` is ``savedMeasurement(ofItem:)`` when the caller already has it.
    ///
    /// - Throws: ``SizingOverflow`` when the measurement would make the instance or the run
    ///   reach beyond the largest `Double`; nothing changes then.
    /// - Complexity: O(log n + k) for `k` items per instance.
    func setMeasurement(_ size: Size?, forItem item: Int, saved: SavedMeasurement? = nil)
        throws(SizingOverflow) -> Double
    {
        let saved = saved ?? savedMeasurement(ofItem: item)
        let instance = item / template.itemCount
        let before = solvedSize(ofInstance: instance)
        let wasMeasured = isMeasured(item: item)
        if !stale.isEmpty { stale.remove(item) }
        let axes = measurableAxes(ofItem: item)
        for axis in Axis.allCases where axes.contains(axis) {
            // nil keeps the estimate but counts as measured (R-SIZING-1); `max` stores −0 as 0.
            let value = size?[axis] ?? template.leafFrames[item % template.itemCount].size[axis]
            write(max(value, 0), item: item, axis: axis)
        }
        return try committing(item, saved: saved, wasMeasured: wasMeasured, extentBefore: before)
    }

    /// Forgets the measurement of `item`; returns the change of the run length.
    ///
    /// - Throws: as ``setMeasurement(_:forItem:)`` (an estimate can be longer than the
    ///   measurement it replaces).
    func removeMeasurement(forItem item: Int, saved: SavedMeasurement? = nil) throws(SizingOverflow) -> Double
    {
        let saved = saved ?? savedMeasurement(ofItem: item)
        let instance = item / template.itemCount
        let before = solvedSize(ofInstance: instance)
        let wasMeasured = isMeasured(item: item)
        if !stale.isEmpty { stale.remove(item) }
        for axis in Axis.allCases where !(axis == .horizontal ? widths : heights).isEmpty {
            write(.nan, item: item, axis: axis)
        }
        return try committing(item, saved: saved, wasMeasured: wasMeasured, extentBefore: before)
    }

    /// Finishes a change of `item`'s lengths: counts it and updates the instance's advance, or
    /// puts `saved` back when the instance would overflow.
    private func committing(
        _ item: Int, saved: SavedMeasurement, wasMeasured: Bool,
        extentBefore before: (size: Size, extent: Double)
    ) throws(SizingOverflow) -> Double {
        let delta: Double
        do {
            delta = try instanceChanged(item / template.itemCount, extentBefore: before)
        } catch {
            // `instanceChanged` changed nothing: only the written lengths go back.
            write(saved, item: item)
            _checkInvariants()
            throw error
        }
        countMeasurement(of: item, wasMeasured: wasMeasured)
        _checkInvariants()
        return delta
    }

    /// Puts back a measurement saved by ``savedMeasurement(ofItem:)`` after the stored model
    /// rejected the change that replaced it (the section or the layout would overflow).
    ///
    /// - Complexity: O(log n + k).
    func restore(_ saved: SavedMeasurement, forItem item: Int) {
        let instance = item / template.itemCount
        let before = solvedSize(ofInstance: instance)
        let wasMeasured = isMeasured(item: item)
        write(saved, item: item)
        // The saved state was accepted before, so its advance is finite.
        _ = try? instanceChanged(instance, extentBefore: before)
        countMeasurement(of: item, wasMeasured: wasMeasured)
        _checkInvariants()
    }

    /// Marks `item` for measuring again when next visible, keeping its size until then.
    func markStale(item: Int) {
        guard !measurableAxes(ofItem: item).isEmpty else { return }
        let wasMeasured = isMeasured(item: item)
        stale.insert(item)
        countMeasurement(of: item, wasMeasured: wasMeasured)
        _checkInvariants()
    }

    /// Keeps ``measuredItemCount`` in step after `item` changed.
    private func countMeasurement(of item: Int, wasMeasured: Bool) {
        guard !measurableAxes(ofItem: item).isEmpty else { return }
        measuredItemCount += (isMeasured(item: item) ? 1 : 0) - (wasMeasured ? 1 : 0)
    }

    /// Puts back the lengths and staleness of `item` saved by ``savedMeasurement(ofItem:)``.
    private func write(_ saved: SavedMeasurement, item: Int) {
        if !widths.isEmpty { widths[item] = saved.width }
        if !heights.isEmpty { heights[item] = saved.height }
        if saved.stale {
            stale.insert(item)
        } else if !stale.isEmpty {
            stale.remove(item)
        }
    }

    private func write(_ value: Double, item: Int, axis: Axis) {
        if axis == .horizontal {
            if widths.isEmpty { widths = [Double](repeating: .nan, count: itemCount) }
            widths[item] = value
        } else {
            if heights.isEmpty { heights = [Double](repeating: .nan, count: itemCount) }
            heights[item] = value
        }
    }

    /// Updates the prefix sums and reaches after instance `instance` changed, in three steps:
    /// re-solve it (``resolvedChange(ofInstance:)``), check the result is finite
    /// (``checkFinite(_:reach:)``), then apply it to the uniform or the regular run
    /// (``applyUniformChange(ofInstance:solved:reach:before:)``,
    /// ``applyRunChange(ofInstance:solved:reach:before:)``).
    ///
    /// - Throws: ``SizingOverflow`` before changing anything when the re-solved instance or the
    ///   run would not be finite: block sums cannot be taken back once they hold an infinity.
    private func instanceChanged(_ instance: Int, extentBefore before: (size: Size, extent: Double))
        throws(SizingOverflow) -> Double
    {
        let (solved, reach) = resolvedChange(ofInstance: instance)
        try Self.checkFinite(solved, reach: reach)
        if uniformTopLevel {
            return try applyUniformChange(ofInstance: instance, solved: solved, reach: reach, before: before)
        }
        return try applyRunChange(ofInstance: instance, solved: solved, reach: reach, before: before)
    }

    /// Step 3 of ``instanceChanged(_:extentBefore:)`` when the top-level group is uniform: every
    /// instance takes the longest measured one and starts stay regular (R-UNIFORM-3). Returns how
    /// much the section's length changed.
    private func applyUniformChange(
        ofInstance instance: Int, solved: (size: Size, extent: Double), reach: Reach?,
        before: (size: Size, extent: Double)
    ) throws(SizingOverflow) -> Double {
        var uniform = uniformExtent
        if hasMeasurements(instance: instance) && solved.extent >= uniformExtent {
            uniform = solved.extent
        } else if before.extent == uniformExtent {
            uniform = longestMeasuredInstance()
        }
        try SizingOverflow.check(
            Double(max(instanceCount - 1, 0)) * (pitch + uniform - templateExtent) + uniform, "length")
        commit(reach)
        uniformExtent = uniform
        let previousLast = lastExtent
        lastExtent = uniformExtent
        return lastExtent - previousLast
    }

    /// Step 3 of ``instanceChanged(_:extentBefore:)`` otherwise: the instances after `instance`
    /// move by its growth, kept in the block prefix sums (or in the last extent for the last
    /// instance), and the section's cross length follows its widest instance. Returns how much the
    /// section's length changed.
    private func applyRunChange(
        ofInstance instance: Int, solved: (size: Size, extent: Double), reach: Reach?,
        before: (size: Size, extent: Double)
    ) throws(SizingOverflow) -> Double {
        let isLast = instance == instanceCount - 1
        let delta = isLast ? solved.extent - lastExtent : solved.extent - before.extent
        try SizingOverflow.check(
            isLast ? lastStart + solved.extent : lastStart + delta + lastExtent, "length")
        commit(reach)
        if tracksAcross { updateMaximumAcross(solved: solved.size, before: before.size) }
        if isLast {
            lastExtent = solved.extent
            return delta
        }
        guard delta != 0 else { return 0 }
        if blocks == nil { buildBlocks() }
        blocks!.add(delta, at: instance / Self.blockSize)
        lastStart += delta
        #if DEBUG
            largestRunStart = max(largestRunStart, abs(lastStart), abs(lastStart - delta))
        #endif
        return delta
    }

    /// Keeps ``maximumAcross`` the largest cross length of any instance after one changed from
    /// `before` to `solved`; a shrinking widest instance makes it look at every instance.
    private func updateMaximumAcross(solved: Size, before: Size) {
        let cross = advanceAxis.cross
        if solved[cross] >= maximumAcross {
            maximumAcross = solved[cross]
        } else if before[cross] == maximumAcross {
            maximumAcross = (0..<instanceCount).reduce(0) { max($0, solvedSize(ofInstance: $1).size[cross]) }
        }
    }

    private func buildBlocks() {
        let blockCount = (instanceCount + Self.blockSize - 1) / Self.blockSize
        var sums = [Double](repeating: Double(Self.blockSize) * pitch, count: blockCount)
        let tail = instanceCount - (blockCount - 1) * Self.blockSize
        if blockCount > 0 { sums[blockCount - 1] = Double(tail) * pitch }
        blocks = FenwickTree(sums)
    }

    /// Adopts reaches computed by ``widenedReach(_:extent:)``.
    private func commit(_ reach: Reach?) {
        guard let reach else { return }
        reachBefore = reach.before
        reachAfter = reach.after
        farthestAcross = reach.across
    }
}
