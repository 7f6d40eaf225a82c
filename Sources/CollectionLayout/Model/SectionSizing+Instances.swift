/// Where the instances of a self-sizing section are (R-SECTION-1 with measured extents,
/// R-SIZING-6): extents from measurements, starts from the blocked prefix sums.
extension SectionSizing {
    /// The measured length of `item` on `axis`, nil when unmeasured.
    @inline(__always)
    func measurement(ofItem item: Int, on axis: Axis) -> Double? {
        let values = axis == .horizontal ? widths : heights
        guard !values.isEmpty else { return nil }
        let value = values[item]
        return value.isNaN ? nil : value
    }

    /// Whether `item` has a current measurement (stale ones are measured again, R-APPLY-6).
    func isMeasured(item: Int) -> Bool {
        let slot = item % template.itemCount
        guard !template.leafSizing.isEmpty, !template.leafSizing[slot].measurable.isEmpty else { return true }
        guard stale.isEmpty || !stale.contains(item) else { return false }
        let measurable = template.leafSizing[slot].measurable
        if measurable.contains(.horizontal) && (widths.isEmpty || widths[item].isNaN) { return false }
        if measurable.contains(.vertical) && (heights.isEmpty || heights[item].isNaN) { return false }
        return true
    }

    /// The axes on which `item` self-sizes.
    func measurableAxes(ofItem item: Int) -> AxisSet {
        template.leafSizing.isEmpty ? [] : template.leafSizing[item % template.itemCount].measurable
    }

    /// Whether any item of `instance` has a measurement.
    func hasMeasurements(instance: Int) -> Bool {
        guard !widths.isEmpty || !heights.isEmpty else { return false }
        let first = instance * template.itemCount
        let end = min(first + template.itemCount, itemCount)
        for item in first..<end {
            if !widths.isEmpty && !widths[item].isNaN { return true }
            if !heights.isEmpty && !heights[item].isNaN { return true }
        }
        return false
    }

    /// Items of `instance` that exist (the last instance may be partial).
    func usedLeaves(ofInstance instance: Int) -> Int {
        min(template.itemCount, itemCount - instance * template.itemCount)
    }

    /// The extent of `instance` along the advance axis, trimmed when it is partial.
    func extent(ofInstance instance: Int) -> Double {
        uniformTopLevel ? uniformExtent : solvedSize(ofInstance: instance).extent
    }

    /// The longest measured instance, or the template's extent when none is measured
    /// (R-UNIFORM-3).
    ///
    /// Implements R-UNIFORM-3.
    ///
    /// - Complexity: O(n · k).
    func longestMeasuredInstance() -> Double {
        var longest: Double?
        for instance in 0..<instanceCount where hasMeasurements(instance: instance) {
            let natural = solvedSize(ofInstance: instance).extent
            longest = max(longest ?? natural, natural)
        }
        return longest ?? templateExtent
    }

    /// The size of `instance` and its (trimmed) extent along the advance axis, as its own items
    /// make it (before R-UNIFORM-3).
    func solvedSize(ofInstance instance: Int) -> (size: Size, extent: Double) {
        if let singleLeafLength {
            var length = Double.nan
            if advanceAxis == .vertical {
                if !heights.isEmpty { length = heights[instance] }
            } else if !widths.isEmpty {
                length = widths[instance]
            }
            var size = template.size
            if singleLeafGrows && !length.isNaN { size[advanceAxis] += length - singleLeafLength }
            return (size, size[advanceAxis])
        }
        guard hasMeasurements(instance: instance) else {
            return (template.size, instance == instanceCount - 1 ? templateLastExtent : templateExtent)
        }
        let first = instance * template.itemCount
        return InstanceLayout.extent(
            of: template, usedLeaves: usedLeaves(ofInstance: instance), along: advanceAxis, solver: solver
        ) { slot, axis in measurement(ofItem: first + slot, on: axis) }
    }

    /// The distance from instance `instance`'s start to the next one's.
    @inline(__always)
    func advance(ofInstance instance: Int) -> Double {
        if uniformTopLevel { return pitch + uniformExtent - templateExtent }
        if singleLeafLength != nil { return pitch + solvedSize(ofInstance: instance).extent - templateExtent }
        guard hasMeasurements(instance: instance) else { return pitch }
        return pitch + extent(ofInstance: instance) - templateExtent
    }

    /// Where `instance` starts along the advance axis, relative to instance 0.
    ///
    /// - Complexity: O(log n + blockSize · k).
    func start(ofInstance instance: Int) -> Double {
        if uniformTopLevel { return Double(instance) * advance(ofInstance: 0) }
        guard let blocks else { return Double(instance) * pitch }
        let block = instance / Self.blockSize
        var position = blocks.prefixSum(block)
        for earlier in (block * Self.blockSize)..<instance { position += advance(ofInstance: earlier) }
        return position
    }

    /// The last instance that starts at or before `position` (relative to instance 0), with its
    /// start; instance 0 when none does.
    ///
    /// - Complexity: O(log n + blockSize · k).
    func instance(startingAtOrBefore position: Double) -> (instance: Int, start: Double) {
        guard let blocks, !uniformTopLevel else {
            let regular = uniformTopLevel ? advance(ofInstance: 0) : pitch
            guard regular > 0, position.isFinite else { return (0, 0) }
            let instance = Int(min(max((position / regular).rounded(.down), 0), Double(instanceCount - 1)))
            return (instance, Double(instance) * regular)
        }
        let (block, sum) = blocks.lastPrefix(notExceeding: position)
        var instance = min(block * Self.blockSize, instanceCount - 1)
        var start = block * Self.blockSize <= instanceCount - 1 ? sum : self.start(ofInstance: instance)
        while instance + 1 < instanceCount {
            let next = start + advance(ofInstance: instance)
            guard next <= position else { break }
            start = next
            instance += 1
        }
        return (instance, start)
    }

    /// The distance from instance 0's start to the last instance's end.
    ///
    /// - Complexity: O(1): ``lastStart`` follows every change of an advance.
    var runLength: Double {
        if uniformTopLevel { return start(ofInstance: instanceCount - 1) + lastExtent }
        return lastStart + lastExtent
    }

    /// Re-solves `instance` with its measurements and passes its frames to `body`; nil frames
    /// mean the instance is the template's.
    func withFrames<Result, Failure: Error>(
        ofInstance instance: Int, _ body: (InstanceLayout.Frames) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let first = instance * template.itemCount
        return try InstanceLayout.withFrames(
            template, usedLeaves: usedLeaves(ofInstance: instance), solver: solver,
            measured: { slot, axis in measurement(ofItem: first + slot, on: axis) }, body)
    }

    /// Bytes of per-item and per-block storage.
    var byteCount: Int {
        widths.capacity * 8 + heights.capacity * 8 + (blocks?.byteCount ?? 0)
    }
}
