/// One subitem of a flow group, resolved once when the section is solved (R-FLOW-2): its estimate
/// along the group axis, its edges there, and its placement across the group axis.
struct FlowSlot: Sendable {
    /// The estimate along the group axis.
    var length: Double
    /// Fixed (or minimum) edge spacing before and after the item along the group axis.
    var leadingEdge = 0.0
    var trailingEdge = 0.0
    /// Whether those edges take a share of the line's leftover (R-SPACING-4).
    var leadingFlexible = false
    var trailingFlexible = false
    /// Where the item starts across the group axis, relative to the group's origin, and its
    /// length there (item insets applied on a fixed axis, R-ITEM-3).
    var crossOrigin: Double
    var crossLength: Double
    /// Whether a measurement replaces ``crossLength`` (an estimated cross dimension, R-EST-1).
    var measurableAcross = false
    /// From the far cross edge of the frame to the far cross edge of the footprint (R-EST-3).
    var crossTrail = 0.0
    /// Whether the item counts toward a cross length sized by content (R-EST-3).
    var countsAcross = true

    /// The footprint along the group axis of an item of `length`.
    @inline(__always)
    func footprint(_ length: Double) -> Double { leadingEdge + length + trailingEdge }
}

/// The shape of a flow section's top-level group (R-FLOW-1): what breaking items into lines and
/// placing a line need.
struct FlowShape: Sendable {
    /// The group axis, along which a line holds its items.
    let axis: Axis
    /// The axis lines stack along: the layout's scroll axis.
    let advance: Axis
    /// The subitems, one per entry of the group's `subitems` list; each line starts the list again
    /// (R-FLOW-4).
    let slots: [FlowSlot]
    /// Where the content box starts along the group axis, relative to the group's origin.
    let contentStart: Double
    /// The content length along the group axis (`A`, R-FLOW-2).
    let available: Double
    /// The minimum spacing between two items of a line.
    let gap: Double
    /// Whether the gaps share the line's leftover (R-SPACING-3).
    let flexibleGaps: Bool
    /// The group's resolved size (its estimate on an estimated cross axis).
    let size: Size
    /// Whether the group's length across its axis is estimated, so each line is as long there as
    /// its longest item (R-EST-3).
    let crossContentSized: Bool
    /// The group's content inset at the far end across its axis.
    let crossInsetEnd: Double
    /// The group's edge spacing along ``advance`` (R-SECTION-4) and the spacing between lines.
    let edgeStart: Double
    let edgeEnd: Double
    let interGroupSpacing: Double

    /// The most items a partial last line is imagined to continue with (R-FLOW-5).
    static let continuationLimit = 4096

    /// The distance from one line's origin to the next: edges, extent and spacing (R-SECTION-4).
    @inline(__always)
    func advance(ofExtent extent: Double) -> Double { edgeStart + extent + edgeEnd + interGroupSpacing }

    /// Where the line starting at `start` ends: it holds items while their footprints and the gaps
    /// between them fit in ``available`` (within the fitting tolerance), at least one (R-FLOW-2,
    /// R-FLOW-3). `length(item, slot)` is an item's current length along the group axis.
    ///
    /// Implements R-FLOW-2.
    ///
    /// - Complexity: O(items in the line).
    @inline(__always)
    func lineEnd(from start: Int, itemCount: Int, length: (Int, Int) -> Double) -> Int {
        var item = start
        var slot = 0
        var total = 0.0
        let limit = available + Self.tolerance
        while item < itemCount {
            let footprint = slots[slot].footprint(length(item, slot))
            let next = item == start ? footprint : total + gap + footprint
            if item > start && next > limit { break }
            total = next
            item += 1
            slot += 1
            if slot == slots.count { slot = 0 }
        }
        return item
    }

    /// The fitting tolerance of R-GROUP-2.
    static let tolerance = 0.0001

    /// What placing one line gives besides its frames: its extent along ``advance`` (R-FLOW-5) and
    /// how far its elements reach from its origin along ``advance`` (items may overflow, R-EST-7).
    struct LineMetrics {
        var extent: Double
        var reach: Double
    }

    /// Places the line of items `start..<end` relative to its group's origin, calling `body` with
    /// each item and its frame, and returns its extent and reach.
    ///
    /// 1. Sum the footprints and gaps; a last line is continued with the estimates of the subitems
    ///    that would follow while they fit, so that it is placed as a full line would be (R-FLOW-5).
    /// 2. Share the leftover among flexible gaps and edges, never a negative one: an item longer than
    ///    the line keeps its length and overflows at the far end (R-FLOW-3).
    /// 3. Place the items along the group axis as R-GROUP-5 does, and across it where the subitem
    ///    says, with a measured length on an estimated cross axis (R-EST-1).
    /// 4. The extent: along the group axis the group's length, a last line trimmed by what its
    ///    imagined items would have taken (R-SECTION-3); across it the group's length, or its longest
    ///    item when the group is estimated there (R-EST-3).
    ///
    /// Implements R-FLOW-3. Implements R-FLOW-4. Implements R-FLOW-5.
    ///
    /// - Complexity: O(items in the line), plus the imagined ones of a last line.
    @inline(__always)
    func layLine(
        start: Int, end: Int, isLast: Bool, length: (Int, Int) -> Double, crossLength: (Int, Int) -> Double,
        _ body: (Int, Rect) throws -> Void
    ) rethrows -> LineMetrics {
        let cross = axis.cross
        let cycle = slots.count
        // Step 1.
        var total = 0.0
        var shares = 0
        var count = 0
        var slot = 0
        for item in start..<end {
            let entry = slots[slot]
            total += (count == 0 ? 0 : gap) + entry.footprint(length(item, slot))
            shares += (entry.leadingFlexible ? 1 : 0) + (entry.trailingFlexible ? 1 : 0)
            count += 1
            slot = slot + 1 == cycle ? 0 : slot + 1
        }
        let realCount = count
        if isLast {
            let limit = available + Self.tolerance
            while count - realCount < Self.continuationLimit {
                let entry = slots[slot]
                let next = total + gap + entry.footprint(entry.length)
                guard next <= limit else { break }
                total = next
                shares += (entry.leadingFlexible ? 1 : 0) + (entry.trailingFlexible ? 1 : 0)
                count += 1
                slot = slot + 1 == cycle ? 0 : slot + 1
            }
        }
        // Step 2.
        shares += flexibleGaps ? count - 1 : 0
        let leftover = available - total
        let share = shares > 0 && leftover > 0 ? leftover / Double(shares) : 0
        let gapStep = gap + (flexibleGaps ? share : 0)
        // Step 3.
        var cursor = contentStart
        var slotEnd = contentStart
        var crossExtent: Double?
        var reach = 0.0
        slot = 0
        for item in start..<end {
            let entry = slots[slot]
            if item > start { cursor += gapStep }
            cursor += entry.leadingEdge + (entry.leadingFlexible ? share : 0)
            let itemLength = length(item, slot)
            let position = cursor
            cursor += itemLength + entry.trailingEdge + (entry.trailingFlexible ? share : 0)
            slotEnd = cursor
            let across = entry.measurableAcross ? crossLength(item, slot) : entry.crossLength
            let frame = Rect(
                along: axis, position: position, length: itemLength, crossPosition: entry.crossOrigin,
                crossLength: across)
            if entry.countsAcross {
                let footprint = entry.crossOrigin + across + entry.crossTrail
                crossExtent = max(crossExtent ?? footprint, footprint)
            }
            reach = max(reach, frame.max(advance))
            try body(item, frame)
            slot = slot + 1 == cycle ? 0 : slot + 1
        }
        // Step 4.
        var extent: Double
        if axis == advance {
            extent = size[axis]
            if count > realCount {
                var fullEnd = slotEnd
                for _ in realCount..<count {
                    let entry = slots[slot]
                    fullEnd +=
                        gapStep + entry.leadingEdge + (entry.leadingFlexible ? share : 0) + entry.length
                        + entry.trailingEdge + (entry.trailingFlexible ? share : 0)
                    slot = slot + 1 == cycle ? 0 : slot + 1
                }
                extent -= fullEnd - slotEnd
            }
        } else if crossContentSized, let crossExtent {
            extent = crossExtent + crossInsetEnd
        } else {
            extent = size[cross]
        }
        return LineMetrics(extent: extent, reach: max(reach, extent))
    }
}
