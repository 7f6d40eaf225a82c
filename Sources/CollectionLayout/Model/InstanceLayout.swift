/// The buffers a measured instance of a template is re-solved into, and the model's way to re-solve
/// it (R-EST, R-UNIFORM).
///
/// Fitting never depends on measurements, so an instance has the template's tree; only lengths on
/// estimated axes change. The stored model needs such a re-solve whenever it places a measured
/// instance, but the rules it applies belong to the solver: the model owns ``InstanceSolving``, the
/// solver implements it, and a self-sizing section's ``SectionSizing`` keeps the implementing type
/// next to its inputs. Neither the model nor the output knows the solver's types, so the
/// dependencies point one way: solver → model ← output.
enum InstanceLayout {
    /// The result of re-solving one instance; valid only inside the closure that receives it.
    struct Frames {
        /// Leaf frames relative to the instance origin.
        let leafFrames: UnsafeMutableBufferPointer<Rect>
        /// Group slot frames relative to the instance origin, node 0 being the top-level group.
        let nodeFrames: UnsafeMutableBufferPointer<Rect>
        /// Slot ends of every child, flattened by ``Template/Node/childBase``.
        let slotEnds: UnsafeMutableBufferPointer<Double>
        /// The instance's size before trimming.
        var size: Size { nodeFrames[0].size }
    }

    /// Re-solves, with `solver`, an instance holding its first `usedLeaves` leaves and passes the
    /// frames to `body`. `measured(slot, axis)` is the measured length of leaf `slot` on a
    /// measurable axis, or nil.
    ///
    /// - Complexity: O(template items + groups); uses stack memory only.
    static func withFrames<Result>(
        _ template: Template, usedLeaves: Int, solver: any InstanceSolving.Type,
        measured: (Int, Axis) -> Double?, _ body: (Frames) throws -> Result
    ) rethrows -> Result {
        try withUnsafeTemporaryAllocation(of: Rect.self, capacity: template.itemCount + template.nodes.count)
        {
            rects in
            try withUnsafeTemporaryAllocation(of: Double.self, capacity: max(template.childSlotCount, 1)) {
                ends in
                let frames = Frames(
                    leafFrames: UnsafeMutableBufferPointer(rebasing: rects[0..<template.itemCount]),
                    nodeFrames: UnsafeMutableBufferPointer(rebasing: rects[template.itemCount...]),
                    slotEnds: ends)
                solver.solve(template, usedLeaves: usedLeaves, measured: measured, into: frames)
                return try body(frames)
            }
        }
    }

    /// The size of an instance holding its first `usedLeaves` leaves, re-solved by `solver`, and
    /// its extent along `advance`, trimmed when it is partial (R-SECTION-3).
    static func extent(
        of template: Template, usedLeaves: Int, along advance: Axis, solver: any InstanceSolving.Type,
        measured: (Int, Axis) -> Double?
    ) -> (size: Size, extent: Double) {
        withFrames(template, usedLeaves: usedLeaves, solver: solver, measured: measured) { frames in
            (
                frames.size,
                solver.trimmedExtent(of: frames, template: template, usedLeaves: usedLeaves, along: advance)
            )
        }
    }
}

/// The re-solve of a measured instance, the one part of the solver (besides re-finishing,
/// ``SectionRefinishing``) that the stored model needs after preparing (R-EST-1, R-EST-2, R-EST-3, R-EST-4,
/// R-EST-5, R-EST-6, R-EST-7, R-UNIFORM-2, R-SECTION-3). The model owns this interface and the solver
/// implements it; the implementing type is stored as a metatype, so keeping it allocates nothing.
protocol InstanceSolving {
    /// Re-solves an instance of `template` holding its first `usedLeaves` leaves into `frames`:
    /// measured lengths on the leaves' estimated axes, and the groups that contain them moved and
    /// sized accordingly. `measured(slot, axis)` is the measured length of leaf `slot`, or nil.
    ///
    /// - Complexity: O(template items + groups).
    static func solve(
        _ template: Template, usedLeaves: Int, measured: (Int, Axis) -> Double?,
        into frames: InstanceLayout.Frames
    )

    /// The extent along `advance` of re-solved `frames` holding `usedLeaves` leaves, trimmed when
    /// the instance is partial (R-SECTION-3).
    static func trimmedExtent(
        of frames: InstanceLayout.Frames, template: Template, usedLeaves: Int, along advance: Axis
    ) -> Double
}
