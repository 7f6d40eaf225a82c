import CollectionLayout

extension HeadlessCollectionView {
    /// Moves the view to a requested scroll position as a script of unanimated programmatic scrolls
    /// would: each requested orthogonal offset in ascending section order, coming to rest as
    /// ``setOrthogonalOffset(_:forSection:)`` says (R-ORTHO-9), then the content offset,
    /// unclamped as ``setContentOffset(_:)`` leaves it (R-SCROLL-3). Rows that are not listed
    /// keep their offsets; a nil `contentOffset` keeps the current one (a new view's
    /// ``initialContentOffset``, R-RTL-3).
    ///
    /// This is how `complayout frames --visible`, `complayout render --offset` and the playground's
    /// visible-frames request place the view. With a size provider, each step measures what it
    /// reveals (R-SIZING-2) with scroll anchoring (R-SCROLL-7); without one the result is
    /// the same as setting every offset at once.
    ///
    /// - Returns: The events of every step, in order.
    /// - Throws: ``HeadlessError/sectionOutOfRange(_:)`` or ``HeadlessError/notOrthogonal(section:)``
    ///   for the first listed section (ascending) without a row, and the errors of the two setters;
    ///   the view is unchanged.
    @discardableResult
    public mutating func scroll(toContentOffset contentOffset: Point?, orthogonalOffsets: [Int: Double])
        throws(HeadlessError) -> [Event]
    {
        let sections = orthogonalOffsets.keys.sorted()
        for section in sections { _ = try requireRow(section) }
        let saved = self
        var events: [Event] = []
        do {
            for section in sections {
                events += try setOrthogonalOffset(orthogonalOffsets[section] ?? 0, forSection: section)
            }
            if let contentOffset { events += try setContentOffset(contentOffset) }
        } catch {
            self = saved
            throw error
        }
        return events
    }
}
