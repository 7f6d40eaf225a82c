extension SectionSizing {
    /// Step 1 of a change of an instance's measurements: one re-solve gives its new size, extent
    /// and reach (R-SIZING-6). A single growing leaf ends where the instance does, as in the
    /// template, so the reaches stay; an instance without measurements is the template's.
    ///
    /// - Complexity: O(template items) when the instance holds measurements, O(1) otherwise.
    func resolvedChange(ofInstance instance: Int) -> (solved: (size: Size, extent: Double), reach: Reach?) {
        if singleLeafLength != nil && singleLeafGrows {
            return (solvedSize(ofInstance: instance), nil)
        }
        if hasMeasurements(instance: instance) {
            return withFrames(ofInstance: instance) { frames in
                let extent = solver.trimmedExtent(
                    of: frames, template: template, usedLeaves: usedLeaves(ofInstance: instance),
                    along: advanceAxis)
                return ((frames.size, extent), widenedReach(frames, extent: extent))
            }
        }
        let extent = instance == instanceCount - 1 ? templateLastExtent : templateExtent
        return ((template.size, extent), nil)
    }

    /// Step 2 of a change of an instance's measurements: the re-solved instance and the reaches
    /// are finite; block sums cannot be taken back once they hold an infinity.
    static func checkFinite(_ solved: (size: Size, extent: Double), reach: Reach?) throws(SizingOverflow) {
        try SizingOverflow.check(solved.size.width, "group width")
        try SizingOverflow.check(solved.size.height, "group height")
        try SizingOverflow.check(solved.extent, "group extent")
        if let reach { try SizingOverflow.check(reach.before + reach.after + reach.across, "element extent") }
    }

    /// How far a section's instances reach before their start, beyond their extent and across.
    struct Reach {
        var before: Double
        var after: Double
        var across: Double
    }

    /// The reaches widened by the leaves of a re-solved measured instance of extent `extent`.
    func widenedReach(_ frames: InstanceLayout.Frames, extent: Double) -> Reach {
        var low = 0.0
        var high = extent
        var across = farthestAcross
        for frame in frames.leafFrames {
            low = min(low, frame.min(advanceAxis))
            high = max(high, frame.max(advanceAxis))
            across = max(across, frame.max(advanceAxis.cross))
        }
        let bounds = template.leafBounds ?? Rect(origin: .zero, size: template.size)
        // Anchored supplementaries reach as far beyond their leaves as in the template.
        return Reach(
            before: max(reachBefore, -low + max(0, -bounds.min(advanceAxis))),
            after: max(reachAfter, high - extent + max(0, bounds.max(advanceAxis) - templateExtent)),
            across: across)
    }
}
