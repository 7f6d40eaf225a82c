extension PreparedLayout {
    /// Every element whose frame overlaps `rect` (SPEC R-QUERY-1), in the order of SPEC R-QUERY-3.
    ///
    /// Overlap is exact per element, not per group (SPEC R-QUERY-2 describes UIKit's
    /// group-granular query, which the core deliberately does not reproduce).
    ///
    /// - Complexity: O(log sections + sections crossed + elements returned) (SPEC R-QUERY-5).
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        forEachElement(in: rect) { result.append($0) }
        return result
    }

    /// Calls `body` for every element whose frame overlaps `rect`, in the order of SPEC R-QUERY-3,
    /// without allocating.
    ///
    /// - Complexity: O(log sections + sections crossed + elements visited).
    public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) throws -> Void) rethrows {
        guard !sections.isEmpty else { return }
        let axis = scrollAxis
        // Work in the solver's left-to-right space along the scroll axis (SPEC R-RTL-1); one point
        // of slack covers rounding, and the exact test below decides.
        var low = rect.min(axis)
        var high = rect.max(axis)
        if mirrors && axis == .horizontal {
            (low, high) = (contentSize.width - high, contentSize.width - low)
        }
        low -= 1
        high += 1
        let first = firstSection(reachingBeyond: low)
        let last = lastSection(startingBefore: high)
        guard first <= last else { return }
        for index in first...last {
            let geometry = sections[index]
            guard let template = geometry.template, let bounds = template.leafBounds else { continue }
            let base = geometry.start + geometry.firstInstanceOffset
            guard
                let range = instanceRange(
                    base: base, pitch: geometry.pitch, count: geometry.instanceCount,
                    leafMin: bounds.min(axis), leafMax: bounds.max(axis), low: low, high: high)
            else { continue }
            let perInstance = template.itemCount
            for instance in range {
                let firstItem = instance * perInstance
                let slots = min(perInstance, geometry.itemCount - firstItem)
                for slot in 0..<slots {
                    let frame = cellFrame(geometry, template, instance: instance, slot: slot)
                    if frame.overlapsForQuery(rect) {
                        try body(
                            LayoutAttributes(
                                category: .cell,
                                indexPath: LayoutIndexPath(item: firstItem + slot, section: index),
                                frame: frame, zIndex: template.leafZIndices[slot]))
                    }
                }
            }
        }
    }

    /// Every element of the layout, in the order of SPEC R-QUERY-3.
    ///
    /// - Complexity: O(number of elements).
    public func allElements() -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for section in sections.indices {
            let geometry = sections[section]
            guard let template = geometry.template else { continue }
            for item in 0..<geometry.itemCount {
                let instance = item / template.itemCount
                let slot = item - instance * template.itemCount
                result.append(
                    LayoutAttributes(
                        category: .cell, indexPath: LayoutIndexPath(item: item, section: section),
                        frame: cellFrame(geometry, template, instance: instance, slot: slot),
                        zIndex: template.leafZIndices[slot]))
            }
        }
        return result
    }

    /// The first section whose elements reach beyond `low` along the scroll axis.
    private func firstSection(reachingBeyond low: Double) -> Int {
        var lower = 0
        var upper = elementsMaxPrefix.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if elementsMaxPrefix[middle] > low { upper = middle } else { lower = middle + 1 }
        }
        return lower
    }

    /// The last section whose elements start before `high` along the scroll axis.
    private func lastSection(startingBefore high: Double) -> Int {
        var lower = 0
        var upper = elementsMinSuffix.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if elementsMinSuffix[middle] < high { lower = middle + 1 } else { upper = middle }
        }
        return lower - 1
    }

    /// The instances whose leaves may reach into `low…high`: those with
    /// `base + i·pitch + leafMin < high` and `base + i·pitch + leafMax > low`.
    private func instanceRange(
        base: Double, pitch: Double, count: Int, leafMin: Double, leafMax: Double, low: Double, high: Double
    ) -> ClosedRange<Int>? {
        guard count > 0 else { return nil }
        if pitch == 0 {
            return base + leafMin < high && base + leafMax > low ? 0...(count - 1) : nil
        }
        let bound1 = (low - leafMax - base) / pitch
        let bound2 = (high - leafMin - base) / pitch
        let lower = clampedIndex((min(bound1, bound2)).rounded(.down), count: count)
        let upper = clampedIndex((max(bound1, bound2)).rounded(.up), count: count)
        return lower <= upper ? lower...upper : nil
    }

    private func clampedIndex(_ value: Double, count: Int) -> Int {
        if !(value > 0) { return 0 }
        if value >= Double(count - 1) { return count - 1 }
        return Int(value)
    }
}
