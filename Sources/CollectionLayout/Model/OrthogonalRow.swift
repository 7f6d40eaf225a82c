/// The scrolling row of an orthogonal section and its resting-offset math (Layout rules: orthogonal scrolling).
///
/// Offsets `o` are in leading terms: 0 is unscrolled, positive reveals trailing content
/// (R-RTL-2). Lengths are along the section's orthogonal axis (x in vertical layouts).
///
/// Implements R-ORTHO-18.
public struct OrthogonalRow: Hashable, Sendable {
    /// The section's behaviour (never `.none`).
    public var behavior: OrthogonalScrollingBehavior
    /// The section's gesture properties.
    public var properties: OrthogonalScrollingProperties
    /// `L`: the section's leading inset plus the cross-axis reference inset (R-ORTHO-2, R-REF-6).
    public var leadingInset: Double
    /// `T`: the trailing counterpart of ``leadingInset``.
    public var trailingInset: Double
    /// `W`: the viewport, the full bounds length (R-ORTHO-4).
    public var viewportLength: Double
    /// The number of group instances in the row.
    public var groupCount: Int
    /// `x_0`: the leading position of the first group.
    public var firstGroupPosition: Double
    /// Distance between the leading positions of consecutive groups.
    public var pitch: Double
    /// `g`: the extent of a full group.
    public var groupExtent: Double
    /// The extent of the last group after trimming (R-SECTION-3).
    public var lastGroupExtent: Double
    /// The group edge spacing after each group (counts towards the row length).
    public var trailingEdgeSpacing: Double
    /// Positions and extents of every group once measurements made them differ from the
    /// template (R-EST, R-ORTHO-19); nil while groups repeat at ``pitch``.
    public var measuredGroups: [MeasuredGroup]?

    /// A group of a row whose groups self-size: where it starts and how long it is along the row.
    public struct MeasuredGroup: Hashable, Sendable {
        /// `x_k`: the leading position.
        public var position: Double
        /// `g_k`: the extent.
        public var extent: Double

        /// Creates a measured group.
        public init(position: Double, extent: Double) {
            self.position = position
            self.extent = extent
        }
    }

    /// Creates a row description; prepared layouts build these for orthogonal sections
    /// (``PreparedLayout/orthogonalRow(inSection:)``).
    public init(
        behavior: OrthogonalScrollingBehavior, properties: OrthogonalScrollingProperties,
        leadingInset: Double,
        trailingInset: Double, viewportLength: Double, groupCount: Int, firstGroupPosition: Double,
        pitch: Double,
        groupExtent: Double, lastGroupExtent: Double, trailingEdgeSpacing: Double
    ) {
        self.behavior = behavior
        self.properties = properties
        self.leadingInset = leadingInset
        self.trailingInset = trailingInset
        self.viewportLength = viewportLength
        self.groupCount = groupCount
        self.firstGroupPosition = firstGroupPosition
        self.pitch = pitch
        self.groupExtent = groupExtent
        self.lastGroupExtent = lastGroupExtent
        self.trailingEdgeSpacing = trailingEdgeSpacing
    }

    /// `R`: the row length `L + Σ g_k + (n − 1)·s + T`, edge spacing included (R-ORTHO-4).
    public var rowLength: Double {
        guard groupCount > 0 else { return leadingInset + trailingInset }
        return groupPosition(groupCount - 1) + lastGroupExtent + trailingEdgeSpacing + trailingInset
    }

    /// `maxO = max(0, R − W)`.
    public var maximumOffset: Double { max(0, rowLength - viewportLength) }

    /// The page length of `.paging`: `W − L − T` (R-ORTHO-8).
    public var pageLength: Double { viewportLength - leadingInset - trailingInset }

    /// `x_k`: the leading position of group `k`.
    public func groupPosition(_ index: Int) -> Double {
        measuredGroups?[index].position ?? firstGroupPosition + Double(index) * pitch
    }

    /// `g_k`: the extent of group `k` (R-ORTHO-11).
    ///
    /// Implements R-ORTHO-11.
    public func groupExtent(_ index: Int) -> Double {
        measuredGroups?[index].extent ?? (index == groupCount - 1 ? lastGroupExtent : groupExtent)
    }

    /// Adopts the positions and extents of a self-sizing row's groups (R-EST).
    ///
    /// - Complexity: O(groups · k).
    mutating func measure(_ sizing: SectionSizing, firstGroupPosition first: Double) {
        var groups: [MeasuredGroup] = []
        groups.reserveCapacity(groupCount)
        var position = first
        for index in 0..<groupCount {
            groups.append(MeasuredGroup(position: position, extent: sizing.extent(ofInstance: index)))
            position += sizing.advance(ofInstance: index)
        }
        lastGroupExtent = sizing.lastExtent
        measuredGroups = groups
    }

    /// The offsets the row may rest at: `[0, maxO]`, or `[o_0, o_last]` for `.groupPagingCentered`
    /// (R-ORTHO-4, R-ORTHO-10).
    ///
    /// Implements R-ORTHO-4. Implements R-ORTHO-10.
    public var offsetRange: ClosedRange<Double> {
        if behavior == .groupPagingCentered && groupCount > 0 {
            let first = candidate(0)
            let last = candidate(groupCount - 1)
            return min(first, last)...max(first, last)
        }
        return 0...maximumOffset
    }

    /// Whether the row can move at all under its behaviour (R-ORTHO-4, R-ORTHO-10).
    public var scrolls: Bool { offsetRange.upperBound > offsetRange.lowerBound }

    /// The deceleration rate per millisecond in force (R-ORTHO-13).
    ///
    /// Implements R-ORTHO-13.
    public var decelerationRate: Double {
        switch properties.decelerationRate {
        case .normal: return 0.998
        case .fast: return 0.99
        case .custom(let rate): return rate
        case .automatic:
            return behavior == .continuous || behavior == .continuousGroupLeadingBoundary ? 0.998 : 0.99
        }
    }

    /// `clamp(v) = min(max(v, 0), maxO)`.
    func clamp(_ value: Double) -> Double { min(max(value, 0), maximumOffset) }

    // MARK: - Candidates (R-ORTHO-8)

    /// The most pages a paging row distinguishes (2⁵², where doubles stop counting by one).
    static let maximumPageCount = 4_503_599_627_370_496.0

    /// The number of distinct resting candidates, nil for `.continuous` (every offset rests).
    var candidateCount: Int? {
        switch behavior {
        case .none, .continuous: return nil
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered: return max(groupCount, 1)
        case .paging:
            guard pageLength > 0 else { return maximumOffset > 0 ? 2 : 1 }
            // Pages m·P for m = 0 … M, where M·P is the first page start at or past maxO. (chosen)
            // Pages so short that M exceeds 2⁵² (a 1e-20-wide view) are capped there: past it,
            // page starts are no longer distinct numbers, and the count must stay an `Int`.
            let pages = (maximumOffset / pageLength).rounded(.up)
            return pages < Self.maximumPageCount ? Int(pages) + 1 : Int(Self.maximumPageCount) + 1
        }
    }

    /// Candidate `index` (R-ORTHO-8), in ascending order for rows with a positive pitch.
    ///
    /// Implements R-ORTHO-8. Implements R-ORTHO-12.
    func candidate(_ index: Int) -> Double {
        switch behavior {
        case .none, .continuous:
            return 0
        case .continuousGroupLeadingBoundary, .groupPaging:
            return groupCount == 0 ? 0 : clamp(groupPosition(index) - leadingInset)
        case .groupPagingCentered:
            guard groupCount > 0 else { return 0 }
            let inset = viewportLength - leadingInset - trailingInset
            return groupPosition(index) + groupExtent(index) / 2 - (leadingInset + inset / 2)
        case .paging:
            guard pageLength > 0 else { return index == 0 ? 0 : maximumOffset }
            return clamp(Double(index) * pageLength)
        }
    }

    /// The index of the candidate nearest to `offset`; ties go to the smaller candidate
    /// (R-ORTHO-9).
    func nearestCandidateIndex(to offset: Double) -> Int {
        guard let count = candidateCount, count > 1 else { return 0 }
        // Candidates ascend with a positive pitch or page: binary search for the first ≥ offset.
        var lower = 0
        var upper = count
        let ascending = behavior == .paging ? pageLength > 0 : pitch > 0
        if !ascending {
            var best = 0
            for index in 1..<count where abs(candidate(index) - offset) < abs(candidate(best) - offset) {
                best = index
            }
            return best
        }
        while lower < upper {
            let middle = (lower + upper) / 2
            if candidate(middle) < offset { lower = middle + 1 } else { upper = middle }
        }
        if lower == count { return count - 1 }
        if lower == 0 { return 0 }
        let below = lower - 1
        return offset - candidate(below) <= candidate(lower) - offset ? below : lower
    }

    // MARK: - Resting offsets

    /// Where a programmatic offset comes to rest (R-ORTHO-9): `clamp(o)` for `.continuous`;
    /// for `.paging` `maxO` when `o ≥ maxO`, else `clamp(P · round(o / P))`; otherwise the nearest
    /// candidate, ties to the smaller.
    ///
    /// Implements R-ORTHO-9.
    public func restingOffset(forProposedOffset offset: Double) -> Double {
        guard offset.isFinite else { return offsetRange.lowerBound }
        switch behavior {
        case .none, .continuous:
            return clamp(offset)
        case .paging:
            if offset >= maximumOffset { return maximumOffset }
            guard pageLength > 0 else { return clamp(offset) }
            // Ties go to the smaller page (R-ORTHO-9, chosen).
            let pages = offset / pageLength
            let whole = pages.rounded(.down)
            return clamp(pageLength * (pages - whole > 0.5 ? whole + 1 : whole))
        default:
            return candidate(nearestCandidateIndex(to: offset))
        }
    }

    /// Where a drag released at `offset` with `velocity` (pt/s, positive towards trailing
    /// content) would coast to without snapping: `o + (v / 1000) · r / (1 − r)` (R-ORTHO-14).
    ///
    /// Implements R-ORTHO-14.
    public func projectedOffset(releasedAt offset: Double, velocity: Double) -> Double {
        let rate = decelerationRate
        guard rate > 0, rate < 1 else { return offset }
        return offset + (velocity / 1000) * rate / (1 - rate)
    }

    /// Where a drag that began at `startOffset` and was released at `offset` with `velocity` comes
    /// to rest (R-ORTHO-15): `.continuous` rests at the clamped projection,
    /// `.continuousGroupLeadingBoundary` at the candidate nearest to it, and the three paging
    /// behaviours at most one candidate away from the candidate nearest to `startOffset`.
    ///
    /// Implements R-ORTHO-15.
    public func targetOffset(releasedAt offset: Double, velocity: Double, dragStartOffset startOffset: Double)
        -> Double
    {
        let projected = projectedOffset(releasedAt: offset, velocity: velocity)
        guard projected.isFinite else { return restingOffset(forProposedOffset: offset) }
        switch behavior {
        case .none, .continuous:
            return clamp(projected)
        case .continuousGroupLeadingBoundary:
            return candidate(nearestCandidateIndex(to: projected))
        case .paging, .groupPaging, .groupPagingCentered:
            let start = nearestCandidateIndex(to: startOffset)
            let target = nearestCandidateIndex(to: projected)
            return candidate(min(max(target, start - 1), start + 1))
        }
    }

    /// The offset a drag shows while the finger moves: clamped to the range when bounce is
    /// `.never`, and pinned to the range start for a row that does not scroll unless bounce is
    /// `.always` (R-ORTHO-16).
    ///
    /// Implements R-ORTHO-16.
    public func dragOffset(_ offset: Double) -> Double {
        switch properties.bounce {
        case .never:
            return min(max(offset, offsetRange.lowerBound), offsetRange.upperBound)
        case .always:
            return offset
        case .automatic:
            return scrolls ? offset : offsetRange.lowerBound
        }
    }
}
