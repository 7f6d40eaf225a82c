import CollectionLayout

extension FramesOutput {
    /// The number of elements `PreparedLayout.forEachElement(_:)` visits in `layout` — what
    /// `complayout frames` prints without `--visible` — computed from the layout's templates
    /// (`PreparedLayout.elementCounts()`) without computing a frame.
    ///
    /// `Int.max` when the count is larger.
    ///
    /// - Complexity: O(sections + template items); independent of item counts.
    public static func elementCount(of layout: PreparedLayout) -> Int {
        // Saturating: counts of 2^53 items in many sections add up beyond `Int.max`.
        layout.elementCounts().reduce(0) { total, count in
            let (sum, overflow) = total.addingReportingOverflow(count.count)
            return overflow ? Int.max : sum
        }
    }

    /// Checks that `count` elements may be printed under `limit` (nil: no limit), before any is.
    ///
    /// - Parameters:
    ///   - count: The elements about to be printed: ``elementCount(of:)`` for every element, or
    ///     how many are visible.
    ///   - limit: The most elements that may be printed (`complayout frames --max-elements`).
    ///   - visible: Whether the elements are those visible at a scroll position (`--visible`);
    ///     only changes the message.
    /// - Throws: ``DescriptionError`` at the document root naming the count, the limit and how to
    ///   raise it.
    public static func checkElementLimit(_ count: Int, limit: Int?, visible: Bool) throws(DescriptionError) {
        guard let limit, count > limit else { return }
        let what =
            visible
            ? "\(count) elements are visible at this position"
            : "the layout has \(count) elements to print"
        throw DescriptionError(
            path: .root,
            "\(what), more than the limit of \(limit) elements printed; raise it with --max-elements"
        )
    }
}

extension FramesOutput {
    /// The most elements one screen may hold by default: what `complayout frames --visible`,
    /// `complayout render` and the playground's `/api/visible` collect for one position before
    /// they are refused (100,000, tens of megabytes). A real screen shows hundreds; an environment
    /// of 100000 × 100000 points over 10 pt cells would show millions. `--max-elements` raises it.
    public static let defaultMaximumScreenElements = 100_000

    /// The number of elements whose layout frames overlap the screen at `contentOffset` (nil: the
    /// initial offset, R-SCROLL-3), clamped to the scrollable range, counting no further than
    /// `limit + 1`: a bound checked before anything of the screen is collected.
    ///
    /// - Complexity: O(log sections + sections crossed + min(elements on screen, limit)); no
    ///   element is stored.
    public static func screenElementCount(of layout: PreparedLayout, contentOffset: Point?, upTo limit: Int)
        -> Int
    {
        struct Enough: Error {}
        let geometry = ScrollGeometry(layout: layout)
        let viewport = geometry.viewport(at: geometry.clamp(contentOffset ?? geometry.initialContentOffset))
        var count = 0
        try? layout.forEachElement(in: viewport) { (_) throws(Enough) in
            count += 1
            if count > limit { throw Enough() }
        }
        return count
    }

    /// Checks, before the screen at `contentOffset` is collected, that it holds at most `limit`
    /// elements (``screenElementCount(of:contentOffset:upTo:)``).
    ///
    /// - Throws: ``DescriptionError`` at the document root naming the limit and `flag`, the option
    ///   that raises it.
    public static func checkScreenLimit(
        _ layout: PreparedLayout, contentOffset: Point?, limit: Int, flag: String = "--max-elements"
    ) throws(DescriptionError) {
        guard screenElementCount(of: layout, contentOffset: contentOffset, upTo: limit) > limit else {
            return
        }
        throw DescriptionError(
            path: .root,
            "more than \(limit) elements are on one screen at this position (the environment is "
                + "\(LayoutNumberFormat.string(layout.environment.container.contentSize.width)) × "
                + "\(LayoutNumberFormat.string(layout.environment.container.contentSize.height)) points); "
                + "raise the limit with \(flag)")
    }
}
