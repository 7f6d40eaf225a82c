import CollectionLayout

extension FramesOutput {
    /// The number of elements `PreparedLayout.forEachElement(_:)` visits in `layout` — what
    /// `complayout frames` prints without `--visible` — computed from the layout's templates
    /// (`PreparedLayout.elementCounts()`) without computing a frame.
    ///
    /// - Complexity: O(sections + template items); independent of item counts.
    public static func elementCount(of layout: PreparedLayout) -> Int {
        layout.elementCounts().reduce(0) { total, count in
            total.addingReportingOverflow(count.count).partialValue
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
