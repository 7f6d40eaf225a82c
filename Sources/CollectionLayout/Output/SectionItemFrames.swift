/// The frames of a section's cells as a random-access collection computed on access
/// (the engine's cost model: no per-item storage).
///
/// Iterating (`for frame in frames`) reads the frames instance by instance from the layout's one
/// source of instance frames (a waterfall section: replaying its placement), O(1) amortized per
/// frame in every kind of section. Random access by
/// position is O(1) in a section placed from its template; in a self-sizing section it finds the
/// instance first, O(log n + k), and in a waterfall section it replays at most
/// `max(32, 8 · columns)` items (R-WATERFALL-2).
public struct SectionItemFrames: RandomAccessCollection, Sendable {
    @usableFromInline let leafFrames: [Rect]
    @usableFromInline let itemCount: Int
    /// For sections placed in exact math without mirroring — the common case — the placement in
    /// plain numbers, so that ``frame(at:)`` inlines into the caller's loop: instance 0's origin,
    /// the pitch and whether instances advance vertically. `exact` is false otherwise.
    @usableFromInline let exact: Bool
    @usableFromInline let base: Point
    @usableFromInline let pitch: Double
    @usableFromInline let advancesVertically: Bool
    /// How template frames are placed when rounding or mirroring apply; nil for self-sizing
    /// sections (and empty ones), whose frames come from ``sizedLayout``.
    private let placement: CellPlacement?
    /// Set for self-sizing sections, whose frames come from re-solved instances (R-EST), and for
    /// waterfall sections (R-WATERFALL-2).
    private let sizedLayout: SizedSection?
    /// The layout and section, for the iterator of sections that are not ``exact``.
    let source: SizedSection?
    /// For a measured list section, its frames walked without the layout (for the iterator).
    fileprivate let measuredRows: MeasuredRowFrames?

    init(layout: PreparedLayout, section: Int) {
        let geometry = layout.sections[section]
        // A self-sizing section with nothing measured is placed as its template (the frames of the
        // one source of instance frames are the same), so its frames are computed inline too.
        let placedFromTemplate = geometry.sizing?.placesLikeTemplate ?? true
        sizedLayout =
            placedFromTemplate && geometry.waterfall == nil && geometry.flow == nil
            ? nil : SizedSection(layout: layout, section: section)
        var placement: CellPlacement?
        if geometry.waterfall != nil || geometry.flow != nil
            || (geometry.template != nil && !placedFromTemplate)
        {
            leafFrames = []
            itemCount = geometry.itemCount
        } else if let template = geometry.template {
            leafFrames = template.leafFrames
            placement = layout.placement(of: geometry)
            itemCount = geometry.itemCount
        } else {
            leafFrames = []
            itemCount = 0
        }
        self.placement = placement
        exact = placement.map { $0.rounder.policy == .none && $0.mirrorWidth == nil } ?? false
        source = exact ? nil : (sizedLayout ?? SizedSection(layout: layout, section: section))
        measuredRows = exact ? nil : MeasuredRowFrames(layout: layout, geometry: geometry)
        base = placement?.base ?? .zero
        pitch = placement?.pitch ?? 0
        advancesVertically = placement?.advanceAxis == .vertical
    }

    init() {
        leafFrames = []
        placement = nil
        itemCount = 0
        sizedLayout = nil
        source = nil
        measuredRows = nil
        exact = false
        base = .zero
        pitch = 0
        advancesVertically = false
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The section's item count.
    public var endIndex: Int { itemCount }

    /// The frame of item `position`.
    ///
    /// - Precondition: `position` is in `0..<endIndex` (a programmer error otherwise, as for arrays).
    @inlinable
    public subscript(position: Int) -> Rect {
        frame(at: position)
    }

    /// The frame of item `position`.
    @inlinable
    func frame(at position: Int) -> Rect {
        precondition(position >= 0 && position < itemCount, "item index out of range")
        guard exact else { return placedFrame(at: position) }
        return exactFrame(at: position)
    }

    /// Exact, unmirrored sections: template frame + instance origin (R-SECTION-1), the same
    /// arithmetic as `CellPlacement.frame(of:instance:)` without its rounding and mirroring
    /// steps, which are identities here.
    @inlinable
    func exactFrame(at position: Int) -> Rect {
        let perInstance = leafFrames.count
        let instance = position / perInstance
        let leaf = leafFrames[position - instance * perInstance]
        let offset = Double(instance) * pitch
        return advancesVertically
            ? Rect(
                x: leaf.origin.x + base.x, y: leaf.origin.y + (base.y + offset), width: leaf.size.width,
                height: leaf.size.height)
            : Rect(
                x: leaf.origin.x + (base.x + offset), y: leaf.origin.y + base.y, width: leaf.size.width,
                height: leaf.size.height)
    }
}

extension SectionItemFrames {
    /// The frame of item `position` in a section with rounding or mirroring (through its
    /// placement), or in a self-sizing section; kept out of line so that ``frame(at:)`` stays small.
    @usableFromInline @inline(never)
    func placedFrame(at position: Int) -> Rect {
        if let placement {
            let perInstance = leafFrames.count
            let instance = position / perInstance
            return placement.frame(of: leafFrames[position - instance * perInstance], instance: instance)
        }
        let sized = sizedLayout!
        return sized.layout.attributes(forItemAt: LayoutIndexPath(item: position, section: sized.section))!
            .frame
    }
}

extension SectionItemFrames {
    /// The frames of a section in item order, O(1) amortized per frame: in exact sections computed
    /// inline, in the others placed a run of instances at a time from the layout's one source of
    /// instance frames into a buffer.
    public struct Iterator: IteratorProtocol, Sendable {
        @usableFromInline let frames: SectionItemFrames
        /// The next item.
        @usableFromInline var position = 0
        /// The frames of items `bufferStart..<bufferStart + buffer.count`.
        @usableFromInline var buffer: [Rect] = []
        @usableFromInline var bufferStart = 0

        @usableFromInline
        init(frames: SectionItemFrames) { self.frames = frames }

        /// The next frame, or nil after the last item.
        @inlinable
        public mutating func next() -> Rect? {
            guard position < frames.itemCount else { return nil }
            defer { position += 1 }
            if frames.exact { return frames.exactFrame(at: position) }
            let offset = position - bufferStart
            if offset >= 0 && offset < buffer.count { return buffer[offset] }
            refill()
            return buffer[0]
        }

        /// Fills the buffer with the frames of the instances from the one holding ``position`` on:
        /// in a measured list section from its walk (``MeasuredRowFrames``), otherwise from the
        /// layout's one source of instance frames.
        @usableFromInline @inline(never)
        mutating func refill() {
            bufferStart = position
            if let rows = frames.measuredRows {
                buffer = rows.frames(
                    from: position, count: Swift.min(PreparedLayout.framesPerRun, frames.itemCount - position)
                )
                return
            }
            guard let source = frames.source else { return }
            buffer = source.layout.cellFrames(ofSection: source.section, from: position)
        }
    }

    /// An iterator over the frames in item order.
    @inlinable
    public func makeIterator() -> Iterator { Iterator(frames: self) }
}

extension PreparedLayout {
    /// The frames of the cells from `item` on: a run of whole instances (at least `item`'s own)
    /// placed by the one source of instance frames, or in a waterfall section about
    /// ``framesPerRun`` items replayed from the checkpoint before `item` (R-WATERFALL-2). `item` is
    /// the first of its instance unless the section is a waterfall.
    ///
    /// - Complexity: O(frames returned) in a template section, O(log n + frames returned · k) in a
    ///   self-sizing one, O((interval + frames returned) · columns) in a waterfall.
    func cellFrames(ofSection section: Int, from item: Int) -> [Rect] {
        let geometry = sections[section]
        if let waterfall = geometry.waterfall {
            // Replayed from the checkpoint before `item`, as a stream places them (R-WATERFALL-2).
            var frames: [Rect] = []
            var run = waterfall.run(fromCheckpoint: item / waterfall.interval)
            let end = min(waterfall.itemCount, item + Self.framesPerRun)
            frames.reserveCapacity(max(end - item, 0))
            while run.item < end {
                let placed = run.item
                let (column, position) = run.place(length: waterfall.lengths[placed])
                guard placed >= item else { continue }
                frames.append(
                    waterfallFrame(geometry, waterfall, item: placed, column: column, position: position))
            }
            return frames
        }
        if let flow = geometry.flow { return flowCellFrames(geometry, flow, from: item) }
        guard let template = geometry.template else { return [] }
        let perInstance = template.itemCount
        let first = item / perInstance
        let span = InstanceSpan(
            first: first, end: min(geometry.instanceCount, first + max(1, Self.framesPerRun / perInstance)))
        let count = min(geometry.itemCount, span.end * perInstance) - first * perInstance
        // Written in place: no capacity or uniqueness check per frame. Never with capacity 0:
        // that writes the count into the shared empty-array storage, a data race between threads.
        guard count > 0 else { return [] }
        return [Rect](unsafeUninitializedCapacity: count) { frames, initialized in
            forEachInstance(geometry, template, span) { instance, view in
                for slot in 0..<min(perInstance, geometry.itemCount - instance * perInstance) {
                    frames.initializeElement(at: initialized, to: finalize(view.leafFrame(slot)))
                    initialized += 1
                }
            }
        }
    }

    /// About how many frames ``SectionItemFrames/Iterator`` places at a time.
    static let framesPerRun = 256
}

/// A self-sizing section of a prepared layout, referenced by ``SectionItemFrames``.
final class SizedSection: Sendable {
    let layout: PreparedLayout
    let section: Int

    init(layout: PreparedLayout, section: Int) {
        self.layout = layout
        self.section = section
    }
}
