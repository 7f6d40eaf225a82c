import CollectionLayout

extension LayoutPicture {
    /// A picture of a transition at `progress`: every element where it is drawn then
    /// (`LayoutTransition.elements(atProgress:)`, R-TRANS-1, R-TRANS-4), with its alpha, over the
    /// content size and section frames interpolated between the two layouts (R-TRANS-5).
    ///
    /// - Parameters:
    ///   - transition: The elements before and after the change.
    ///   - progress: 0 draws the layout before, 1 the layout after; values outside are clamped.
    ///   - from: The layout before the change (content size and section frames).
    ///   - to: The layout after the change.
    ///   - viewport: The viewport before and after, if any, drawn between the two.
    ///   - title: The picture's title.
    /// - Complexity: O(n log n) for n elements of the transition, plus O(sections).
    public init(
        transition: LayoutTransition, progress: Double, from: PreparedLayout, to: PreparedLayout,
        viewport: (from: Rect, to: Rect)? = nil, title: String? = nil
    ) {
        let content = Self.between(
            Rect(origin: .zero, size: from.contentSize), Rect(origin: .zero, size: to.contentSize), progress)
        var frames: [Rect] = []
        for section in 0..<max(from.numberOfSections, to.numberOfSections) {
            switch (from.sectionFrame(at: section), to.sectionFrame(at: section)) {
            case (let start?, let end?): frames.append(Self.between(start, end, progress))
            case (let start?, nil): if progress < 0.5 { frames.append(start) }
            case (nil, let end?): if progress >= 0.5 { frames.append(end) }
            case (nil, nil): continue
            }
        }
        self.init(
            contentSize: content.size, elements: transition.elements(atProgress: progress),
            sectionFrames: frames, viewport: viewport.map { Self.between($0.from, $0.to, progress) },
            title: title)
    }

    /// The pictures of a transition at each of `progresses`, titled with the progress (for example
    /// "0.5"), for a page that shows the layouts before and after side by side, or the steps
    /// between.
    public static func frames(
        of transition: LayoutTransition, progresses: [Double], from: PreparedLayout, to: PreparedLayout,
        viewport: (from: Rect, to: Rect)? = nil, title: String? = nil
    ) -> [LayoutPicture] {
        progresses.map { progress in
            let label = "t = \(SVGNumber.string(progress))"
            return LayoutPicture(
                transition: transition, progress: progress, from: from, to: to, viewport: viewport,
                title: title.map { "\($0) · \(label)" } ?? label)
        }
    }

    /// The rectangle between `start` and `end` at `progress`, interpolated as element frames are.
    static func between(_ start: Rect, _ end: Rect, _ progress: Double) -> Rect {
        Rect.interpolating(from: start, to: end, progress: progress)
    }
}
