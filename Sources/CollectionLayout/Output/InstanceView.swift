/// The consecutive instances of a section's top-level group that one visit covers.
struct InstanceSpan {
    /// The first instance visited.
    var first: Int
    /// One past the last instance visited.
    var end: Int
}

/// One placed instance of a section's top-level group, in the solver's space (before rounding and
/// mirroring): the template's frames at the instance origin, or, in a self-sizing section, the
/// instance re-solved with its measurements (R-EST). Valid only inside the closure that
/// receives it.
struct InstanceView {
    let template: Template
    /// The instance origin, including the section start.
    let origin: Point
    /// Re-solved frames relative to the origin; nil when the instance is the template's.
    let solved: InstanceLayout.Frames?
    /// The one leaf and group of a measured list row, relative to the origin (no re-solve needed,
    /// see ``SectionSizing/singleLeafLength``).
    var singleLeaf: (leaf: Rect, group: Rect)?

    /// The frame of leaf `slot`.
    @inline(__always)
    func leafFrame(_ slot: Int) -> Rect {
        if let singleLeaf { return singleLeaf.leaf.offsetBy(dx: origin.x, dy: origin.y) }
        return (solved?.leafFrames[slot] ?? template.leafFrames[slot]).offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The slot frame of group `node`.
    func nodeFrame(_ node: Int) -> Rect {
        if let singleLeaf { return singleLeaf.group.offsetBy(dx: origin.x, dy: origin.y) }
        return (solved?.nodeFrames[node] ?? template.nodes[node].frame).offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The frame of group `node` inset by its content insets (R-ANCHOR-5).
    func contentFrame(_ node: Int) -> Rect {
        guard solved != nil || singleLeaf != nil else {
            return template.nodes[node].contentFrame.offsetBy(dx: origin.x, dy: origin.y)
        }
        let frame = nodeFrame(node)
        let insets = template.nodes[node].insets
        return Rect(
            x: frame.minX + insets.leading, y: frame.minY + insets.top,
            width: frame.width - insets.leading - insets.trailing,
            height: frame.height - insets.top - insets.bottom)
    }
}

extension PreparedLayout {
    /// Passes instance `instance` of a section to `body`; `start` is the instance's start relative
    /// to instance 0 when the caller already knows it.
    ///
    /// - Complexity: O(1) for sections without measurements; O(log n + k) otherwise.
    @inline(__always)
    func withInstance<Result, Failure: Error>(
        _ geometry: SectionGeometry, _ template: Template, instance: Int, start: Double? = nil,
        _ body: (InstanceView) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard let sizing = geometry.sizing else {
            return try body(
                InstanceView(
                    template: template, origin: placement(of: geometry).origin(ofInstance: instance),
                    solved: nil))
        }
        return try withMeasuredInstance(
            geometry, template, sizing, instance: instance,
            start: start ?? sizing.start(ofInstance: instance), body)
    }

    /// ``withInstance(_:_:instance:start:_:)`` in a self-sizing section whose sizing state the caller
    /// holds, and `start` the instance's start relative to instance 0.
    @inline(__always)
    private func withMeasuredInstance<Result, Failure: Error>(
        _ geometry: SectionGeometry, _ template: Template, _ sizing: SectionSizing, instance: Int,
        start: Double,
        _ body: (InstanceView) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let origin = placement(of: geometry).origin(atStart: start)
        guard sizing.hasMeasurements(instance: instance) else {
            return try body(InstanceView(template: template, origin: origin, solved: nil))
        }
        if let length = sizing.singleLeafLength {
            // A list row: the leaf takes its measured length, the group its extent.
            let axis = geometry.advanceAxis
            let solved = sizing.solvedSize(ofInstance: instance)
            var leaf = template.leafFrames[0]
            leaf.size[axis] = sizing.measurement(ofItem: instance, on: axis) ?? length
            var group = template.nodes[0].frame
            group.size = solved.size
            var view = InstanceView(template: template, origin: origin, solved: nil)
            view.singleLeaf = (leaf, group)
            return try body(view)
        }
        return try sizing.withFrames(ofInstance: instance) { (frames) throws(Failure) in
            try body(InstanceView(template: template, origin: origin, solved: frames))
        }
    }

    /// Passes every instance of `span` to `body` in order, with its placed frames: the one source
    /// of instance frames that rect queries, streaming and sweeps read. In a self-sizing section
    /// the starts follow from one another (``SectionSizing/start(ofInstanceAfter:startingAt:)``),
    /// equal to what ``withInstance(_:_:instance:start:_:)`` finds for each instance alone; one with
    /// nothing measured yet (``SectionSizing/placesLikeTemplate``) is read as its template.
    ///
    /// - Complexity: O(instances) for sections without measurements; O(log n + instances · k)
    ///   otherwise.
    @inline(__always)
    func forEachInstance<Failure: Error>(
        _ geometry: SectionGeometry, _ template: Template, _ span: InstanceSpan,
        _ body: (_ instance: Int, _ view: InstanceView) throws(Failure) -> Void
    ) throws(Failure) {
        guard span.first < span.end else { return }
        guard let sizing = geometry.sizing, !sizing.placesLikeTemplate else {
            // Origins as ``withInstance(_:_:instance:start:_:)`` places them, the placement read
            // once.
            let placement = placement(of: geometry)
            for instance in span.first..<span.end {
                try body(
                    instance,
                    InstanceView(
                        template: template, origin: placement.origin(ofInstance: instance), solved: nil))
            }
            return
        }
        var start = sizing.start(ofInstance: span.first)
        for instance in span.first..<span.end {
            if instance > span.first {
                start = sizing.start(ofInstanceAfter: instance - 1, startingAt: start)
            }
            try withMeasuredInstance(geometry, template, sizing, instance: instance, start: start) {
                (view) throws(Failure) in try body(instance, view)
            }
        }
    }

    /// The frame of a top-level group instance: its slot, trimmed when it is the partial last
    /// instance (R-SECTION-3), rounded and mirrored like any frame.
    @inline(__always)
    func instanceFrame(_ geometry: SectionGeometry, _ view: InstanceView, instance: Int) -> Rect {
        var frame = view.nodeFrame(0)
        frame.size[geometry.advanceAxis] = instanceExtent(geometry, view, instance: instance)
        return finalize(frame)
    }

    /// The length of instance `instance` along the advance axis: trimmed for the last one
    /// (R-SECTION-3), re-solved for measured ones (R-EST).
    func instanceExtent(_ geometry: SectionGeometry, _ view: InstanceView, instance: Int) -> Double {
        if instance == geometry.instanceCount - 1 { return geometry.lastInstanceExtent }
        if let sizing = geometry.sizing, sizing.uniformTopLevel { return sizing.uniformExtent }
        return (view.singleLeaf?.group.size ?? view.solved?.size ?? view.template.size)[geometry.advanceAxis]
    }
}
