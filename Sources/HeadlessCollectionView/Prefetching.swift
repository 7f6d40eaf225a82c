import CollectionLayout

/// Where a prefetch request comes from: the main scroll axis or the row of one orthogonal section.
public enum PrefetchSource: Hashable, Sendable {
    /// The collection view's own scroll axis.
    case main
    /// The row of the orthogonally scrolling section with this index.
    case row(section: Int)
}

/// Which way a scroll went along its axis.
public enum PrefetchDirection: Hashable, Sendable {
    /// Towards larger offsets (down, or towards trailing content).
    case forward
    /// Towards smaller offsets.
    case backward

    /// The direction of a move by `delta`, nil when it did not move.
    ///
    /// Implements R-PREFETCH-2.
    public init?(delta: Double) {
        if delta > 0 {
            self = .forward
        } else if delta < 0 {
            self = .backward
        } else {
            return nil
        }
    }
}

/// What one layout pass asks the prefetch data source to do: cancel first, then prefetch.
public struct PrefetchUpdate: Hashable, Sendable {
    /// Items whose prefetch is no longer wanted, ascending.
    public var cancelled: [LayoutIndexPath]
    /// Items to prefetch, ascending.
    public var prefetched: [LayoutIndexPath]

    /// Creates an update from its two lists.
    public init(cancelled: [LayoutIndexPath] = [], prefetched: [LayoutIndexPath] = []) {
        self.cancelled = cancelled
        self.prefetched = prefetched
    }

    /// Whether there is nothing to tell.
    public var isEmpty: Bool { cancelled.isEmpty && prefetched.isEmpty }
}

/// The prefetching state machine of a headless collection view (Layout rules: prefetching): a
/// value that is fed the scroll position after each layout pass and answers what to cancel and
/// what to prefetch.
///
/// It remembers the offsets of the last pass, the direction each axis last moved in and the
/// outstanding requests with the axis that asked for them.
public struct PrefetchState: Hashable, Sendable {
    /// Whether prefetching is on.
    public private(set) var isEnabled = false
    /// The requests made and neither used (the item became visible) nor cancelled, with the axis
    /// that made them.
    public private(set) var outstanding: [LayoutIndexPath: PrefetchSource] = [:]
    /// The main-axis offset of the last pass.
    var lastMainOffset: Double?
    /// The offset of each orthogonal row at the last pass.
    var lastRowOffsets: [Int: Double] = [:]
    /// The direction each axis moved in last.
    var directions: [PrefetchSource: PrefetchDirection] = [:]
    /// The item counts of the last pass.
    var itemCounts: [Int] = []

    /// A disabled state.
    public init() {}

    /// Switches prefetching on or off. Switching on starts from the current position without
    /// prefetching anything; switching off cancels every outstanding request.
    ///
    /// Implements R-PREFETCH-6.
    public mutating func setEnabled(
        _ enabled: Bool, mainOffset: Double, rowOffsets: [Int: Double], itemCounts: [Int]
    ) -> PrefetchUpdate {
        guard enabled != isEnabled else { return PrefetchUpdate() }
        isEnabled = enabled
        let update = PrefetchUpdate(cancelled: outstanding.keys.sorted())
        reset(mainOffset: mainOffset, rowOffsets: rowOffsets, itemCounts: itemCounts)
        _checkInvariants()
        return update
    }

    /// Forgets requests and directions and takes the given position as the new start.
    mutating func reset(mainOffset: Double, rowOffsets: [Int: Double], itemCounts: [Int]) {
        outstanding = [:]
        directions = [:]
        lastMainOffset = mainOffset
        lastRowOffsets = rowOffsets
        self.itemCounts = itemCounts
    }

    /// One layout pass: the view is at `mainOffset` with its rows at `rowOffsets`, showing the
    /// cells `visible`; `candidates(source, direction)` lists the cells one viewport ahead of the
    /// view (or of the row) in `direction`.
    ///
    /// Implements R-PREFETCH-3.
    public mutating func layoutPass(
        mainOffset: Double, rowOffsets: [Int: Double], itemCounts: [Int], visible: Set<LayoutIndexPath>,
        candidates: (PrefetchSource, PrefetchDirection) -> [LayoutIndexPath]
    ) -> PrefetchUpdate {
        guard isEnabled else { return PrefetchUpdate() }
        if itemCounts != self.itemCounts {
            // The data changed: old index paths mean nothing any more (R-PREFETCH-6).
            let update = PrefetchUpdate(cancelled: outstanding.keys.sorted())
            reset(mainOffset: mainOffset, rowOffsets: rowOffsets, itemCounts: itemCounts)
            _checkInvariants()
            return update
        }
        var moves: [(PrefetchSource, Double)] = []
        if let last = lastMainOffset { moves.append((.main, mainOffset - last)) }
        for (section, offset) in rowOffsets.sorted(by: { $0.key < $1.key }) {
            if let last = lastRowOffsets[section] { moves.append((.row(section: section), offset - last)) }
        }
        lastMainOffset = mainOffset
        lastRowOffsets = rowOffsets
        var cancelled: Set<LayoutIndexPath> = []
        var prefetched: Set<LayoutIndexPath> = []
        dropUsedRequests(visible: visible)
        for (source, delta) in moves {
            guard let direction = PrefetchDirection(delta: delta) else { continue }
            let ahead = Set(candidates(source, direction)).subtracting(visible)
            let turned = directions[source].map { $0 != direction } ?? false
            directions[source] = direction
            for (item, owner) in outstanding where owner == source && (turned || !ahead.contains(item)) {
                outstanding[item] = nil
                cancelled.insert(item)
            }
            for item in ahead where outstanding[item] == nil {
                outstanding[item] = source
                prefetched.insert(item)
            }
        }
        _checkInvariants()
        return PrefetchUpdate(cancelled: cancelled.sorted(), prefetched: prefetched.sorted())
    }

    /// Forgets the requests whose items are visible now: they were used, and leave without a
    /// cancel.
    ///
    /// Implements R-PREFETCH-4.
    mutating func dropUsedRequests(visible: Set<LayoutIndexPath>) {
        for item in outstanding.keys where visible.contains(item) { outstanding[item] = nil }
    }

    /// Checks that the state is consistent (debug builds): outstanding requests exist only while
    /// prefetching is on.
    func _checkInvariants() {
        #if DEBUG
            assert(isEnabled || outstanding.isEmpty, "PrefetchState: requests outstanding while disabled")
        #endif
    }
}
