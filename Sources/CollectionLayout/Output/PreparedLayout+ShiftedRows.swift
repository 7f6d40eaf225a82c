extension PreparedLayout {
    /// The rectangle the row of an orthogonal section is clipped to when shown (R-ORTHO-6): along
    /// the scroll axis the section's content box, across it `0…W`, the bounds' length; nil for a
    /// section without a row or one that does not exist.
    ///
    /// - Complexity: O(1).
    public func orthogonalRowClip(inSection section: Int) -> Rect? {
        guard sections.indices.contains(section), sections[section].orthogonalRow != nil else { return nil }
        let geometry = sections[section]
        let box = Rect(
            along: scrollAxis, position: geometry.start + geometry.contentBoxStart,
            length: geometry.contentBoxEnd - geometry.contentBoxStart, crossPosition: 0,
            crossLength: environment.container.contentSize[geometry.advanceAxis])
        return finalize(box)
    }

    #if hasFeature(Embedded)
        /// ``visitElements(in:shiftingRowsBy:_:)`` in an Embedded Swift build, which has only typed
        /// throws; native builds document this function.
        public func forEachElement<Failure: Error>(
            in rect: Rect?, shiftingRowsBy orthogonalOffsets: [Int: Double],
            _ body: (LayoutAttributes) throws(Failure) -> Void
        ) throws(Failure) {
            try visitElements(in: rect, shiftingRowsBy: orthogonalOffsets, body)
        }
    #else
        /// Calls `body` for every element whose frame overlaps `rect` (every element when nil), with the
        /// rows of orthogonal sections moved as a collection view shows them at `orthogonalOffsets`
        /// (``ScrollGeometry/displayedShift(ofRowAt:)``, R-ORTHO-6, R-RTL-2), in the order of
        /// R-QUERY-3. Cells and item and group supplementaries move with their row; boundary items and
        /// decorations stay (R-ORTHO-6). Nothing is clipped to the row, pinned or passed to a
        /// visible-items handler: this is the layout around a scroll position, for pictures that show
        /// what lies outside the bounds (``displayedElements(contentOffset:adjustedContentInset:orthogonalOffsets:)``
        /// is what the bounds show). Sections not listed rest at the start of their range
        /// (``ScrollGeometry/restingOffset(of:proposed:)``, R-ORTHO-10).
        ///
        /// - Complexity: O(log sections + sections crossed + elements visited).
        public func forEachElement(
            in rect: Rect?, shiftingRowsBy orthogonalOffsets: [Int: Double],
            _ body: (LayoutAttributes) throws -> Void
        ) rethrows {
            try visitElements(in: rect, shiftingRowsBy: orthogonalOffsets, body)
        }
    #endif

    /// `forEachElement(in:shiftingRowsBy:_:)` with the thrown error's type as a parameter: the one
    /// implementation of both builds (Embedded Swift has only typed throws).
    func visitElements<Failure: Error>(
        in rect: Rect?, shiftingRowsBy orthogonalOffsets: [Int: Double],
        _ body: (LayoutAttributes) throws(Failure) -> Void
    ) throws(Failure) {
        guard
            let (reached, scrollRange) = try visitLayoutItems(
                in: rect, pinRect: nil, { (element) throws(Failure) in try body(element) })
        else { return }
        for section in reached {
            try visitFixedElements(ofSection: section, in: rect, pinRect: nil) { (element) throws(Failure) in
                try body(element)
            }
            guard let row = displayedRow(ofSection: section, orthogonalOffsets: orthogonalOffsets) else {
                try visitRowElements(ofSection: section, in: rect, scrollRange: scrollRange) {
                    (element) throws(Failure) in try body(element)
                }
                continue
            }
            try visitRowElements(
                ofSection: section, displayedIn: rect, shift: row.shift, scrollRange: scrollRange
            ) {
                (attributes) throws(Failure) in
                var attributes = attributes
                attributes.frame = attributes.frame.offsetBy(dx: row.shift.x, dy: row.shift.y)
                try body(attributes)
            }
        }
    }

    /// Where the row of an orthogonal section is shown: the offset it rests at —
    /// `orthogonalOffsets[section]`, or the start of its range when not listed
    /// (``ScrollGeometry/restingOffset(of:proposed:)``, R-ORTHO-10) — and how far its elements move
    /// from their natural frames (``ScrollGeometry/displayedShift(ofRowAt:)``, R-ORTHO-6, R-RTL-2);
    /// nil for a section without a row. The one place a row's shift is worked out.
    func displayedRow(ofSection section: Int, orthogonalOffsets: [Int: Double])
        -> (offset: Double, shift: Point)?
    {
        guard let row = sections[section].orthogonalRow else { return nil }
        let offset = orthogonalOffsets[section] ?? ScrollGeometry.restingOffset(of: row, proposed: nil)
        return (offset, ScrollGeometry(layout: self).displayedShift(ofRowAt: offset))
    }

    /// Visits, at their natural frames, the row elements of a section whose row is shown moved by
    /// `shift` and whose *shown* frames overlap `rect` (every one when nil): rows move across the
    /// scroll axis only, so the scroll range stays and the rect moves back by `shift`.
    func visitRowElements<Failure: Error>(
        ofSection section: Int, displayedIn rect: Rect?, shift: Point,
        scrollRange: (low: Double, high: Double),
        _ body: ElementVisitor<Failure>
    ) throws(Failure) {
        let natural = rect?.offsetBy(dx: -shift.x, dy: -shift.y)
        try visitRowElements(ofSection: section, in: natural, scrollRange: scrollRange, body)
    }
}
