/// The buffers a measured instance of a template is re-solved into, and the model's way to re-solve
/// it (R-EST, R-UNIFORM).
///
/// Fitting never depends on measurements, so an instance has the template's tree; only lengths on
/// estimated axes change. The stored model needs such a re-solve whenever it places a measured
/// instance, but the rules it applies belong to the solver: the model owns ``InstanceSolving``, the
/// solver implements it, and a self-sizing section's ``SectionSizing`` keeps the implementation
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
    static func withFrames<Result, Failure: Error>(
        _ template: Template, usedLeaves: Int, solver: InstanceSolving,
        measured: (Int, Axis) -> Double?, _ body: (Frames) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try withUnsafeTemporaryAllocation(of: Rect.self, capacity: template.itemCount + template.nodes.count)
        {
            (rects) throws(Failure) in
            try withUnsafeTemporaryAllocation(of: Double.self, capacity: max(template.childSlotCount, 1)) {
                (ends) throws(Failure) in
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
        of template: Template, usedLeaves: Int, along advance: Axis, solver: InstanceSolving,
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
/// ``SectionRefinishing``) that the stored model needs after preparing (R-EST-1, R-EST-2, R-EST-3,
/// R-EST-4, R-EST-5, R-EST-6, R-EST-7, R-UNIFORM-2, R-SECTION-3). The model owns this interface
/// and the solver implements it with two functions that capture nothing, so keeping it allocates
/// nothing; function values rather than a protocol's metatype, which Embedded Swift (the
/// WebAssembly build) cannot store.
struct InstanceSolving: Sendable {
    /// ``solve(_:usedLeaves:measured:into:)``.
    private let solveInstance:
        @Sendable (
            _ template: Template, _ usedLeaves: Int, _ measured: (Int, Axis) -> Double?,
            _ frames: InstanceLayout.Frames
        ) -> Void
    /// ``trimmedExtent(of:template:usedLeaves:along:)``.
    private let trimInstance:
        @Sendable (
            _ frames: InstanceLayout.Frames, _ template: Template, _ usedLeaves: Int, _ advance: Axis
        ) -> Double

    /// The interface implemented by `solve` and `trimmedExtent`.
    init(
        solve: @escaping @Sendable (Template, Int, (Int, Axis) -> Double?, InstanceLayout.Frames) -> Void,
        trimmedExtent: @escaping @Sendable (InstanceLayout.Frames, Template, Int, Axis) -> Double
    ) {
        solveInstance = solve
        trimInstance = trimmedExtent
    }

    /// Re-solves an instance of `template` holding its first `usedLeaves` leaves into `frames`:
    /// measured lengths on the leaves' estimated axes, and the groups that contain them moved and
    /// sized accordingly. `measured(slot, axis)` is the measured length of leaf `slot`, or nil.
    ///
    /// - Complexity: O(template items + groups).
    func solve(
        _ template: Template, usedLeaves: Int, measured: (Int, Axis) -> Double?,
        into frames: InstanceLayout.Frames
    ) {
        solveInstance(template, usedLeaves, measured, frames)
    }

    /// The extent along `advance` of re-solved `frames` holding `usedLeaves` leaves, trimmed when
    /// the instance is partial (R-SECTION-3).
    func trimmedExtent(
        of frames: InstanceLayout.Frames, template: Template, usedLeaves: Int, along advance: Axis
    ) -> Double {
        trimInstance(frames, template, usedLeaves, advance)
    }
}
