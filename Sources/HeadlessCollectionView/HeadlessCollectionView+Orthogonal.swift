import CollectionLayout

extension HeadlessCollectionView {
    /// The row of an orthogonally scrolling section (R-ORTHO), nil for ordinary, empty or
    /// unknown sections.
    public func orthogonalRow(forSection section: Int) -> OrthogonalRow? {
        preparedLayout.orthogonalRow(inSection: section)
    }

    /// The offset section `section`'s row shows, in leading terms (0 = unscrolled, positive reveals
    /// trailing content, R-RTL-2, R-ORTHO-18); nil for sections without a row.
    public func orthogonalOffset(forSection section: Int) -> Double? {
        orthogonal.byIndex[section]
    }

    /// The orthogonal offset of every section that has a row, by section index.
    public var orthogonalOffsets: [Int: Double] { orthogonal.byIndex }

    /// Scrolls a section's row programmatically (an unanimated `setContentOffset` on its scroller):
    /// the offset comes to rest as R-ORTHO-9 says — `clamp(o)` for `.continuous`, the nearest
    /// page start (clamped afterwards) for `.paging`, the nearest candidate otherwise; ties go to the
    /// smaller candidate. A drag in progress in that section is cancelled.
    ///
    /// Implements R-EVENT-4.
    ///
    /// - Returns: `visibleElementsChanged` if the visible set changed, then `orthogonalOffsetChanged`
    ///   if the resting offset differs from the current one (R-EVENT-4).
    /// - Throws: ``HeadlessError/sectionOutOfRange(_:)``, ``HeadlessError/notOrthogonal(section:)``,
    ///   ``HeadlessError/invalidOrthogonalOffset(_:)``.
    @discardableResult
    public mutating func setOrthogonalOffset(_ offset: Double, forSection section: Int) throws(HeadlessError)
        -> [Event]
    {
        let row = try requireRow(section)
        guard offset.isFinite else { throw .invalidOrthogonalOffset(offset) }
        orthogonal.dragStarts[section] = nil
        return try moveRow(section, to: row.restingOffset(forProposedOffset: offset))
    }

    /// Starts a drag of a section's row at its current offset (the drag's start offset of
    /// R-ORTHO-15). Starting again restarts the drag.
    ///
    /// - Throws: ``HeadlessError/sectionOutOfRange(_:)``, ``HeadlessError/notOrthogonal(section:)``.
    public mutating func beginOrthogonalDrag(section: Int) throws(HeadlessError) {
        _ = try requireRow(section)
        orthogonal.dragStarts[section] = orthogonal.byIndex[section]
    }

    /// Moves a dragged row to follow the finger: `offset` is the offset the finger asks for (the
    /// drag's start offset minus the finger's translation along the row). It is shown as
    /// `OrthogonalRow.dragOffset(_:)` allows (R-ORTHO-16): clamped with bounce `.never`,
    /// overshooting with `.always`, and only when the row scrolls with `.automatic`.
    ///
    /// - Throws: ``HeadlessError/noDragInProgress(section:)`` without ``beginOrthogonalDrag(section:)``,
    ///   plus the errors of ``setOrthogonalOffset(_:forSection:)``.
    @discardableResult
    public mutating func updateOrthogonalDrag(section: Int, offset: Double) throws(HeadlessError) -> [Event] {
        let row = try requireRow(section)
        guard orthogonal.dragStarts[section] != nil else { throw .noDragInProgress(section: section) }
        guard offset.isFinite else { throw .invalidOrthogonalOffset(offset) }
        return try moveRow(section, to: row.dragOffset(offset))
    }

    /// Releases a dragged row at its current offset with `velocity` (points per second, positive
    /// towards trailing content) and moves it to the gesture's target (R-ORTHO-14, R-ORTHO-15).
    ///
    /// - Throws: ``HeadlessError/noDragInProgress(section:)``, ``HeadlessError/invalidVelocity(_:)``,
    ///   plus the section errors of ``setOrthogonalOffset(_:forSection:)``.
    @discardableResult
    public mutating func endOrthogonalDrag(section: Int, velocity: Double) throws(HeadlessError) -> [Event] {
        let row = try requireRow(section)
        guard let start = orthogonal.dragStarts[section] else { throw .noDragInProgress(section: section) }
        guard velocity.isFinite else { throw .invalidVelocity(velocity) }
        let current = orthogonal.byIndex[section] ?? ScrollGeometry.restingOffset(of: row, proposed: nil)
        orthogonal.dragStarts[section] = nil
        return try moveRow(
            section, to: row.targetOffset(releasedAt: current, velocity: velocity, dragStartOffset: start))
    }

    /// A whole drag in one call: the row was dragged from `dragStartOffset` and released at
    /// `releasedAt` with `velocity`; it moves straight to the gesture's target (R-ORTHO-14,
    /// R-ORTHO-15). Only the final offset is reported.
    ///
    /// With the R-ORTHO-14 example row (drag from 0 released at 100 with +1000 pt/s) the row
    /// rests at 599 (`continuous`), 644 (leading boundary), 358 (`paging`) or 322 (`groupPaging`).
    ///
    /// - Throws: ``HeadlessError/invalidOrthogonalOffset(_:)``, ``HeadlessError/invalidVelocity(_:)``,
    ///   plus the section errors of ``setOrthogonalOffset(_:forSection:)``.
    @discardableResult
    public mutating func orthogonalDragEnded(
        section: Int, releasedAt offset: Double, velocity: Double, dragStartOffset: Double
    ) throws(HeadlessError) -> [Event] {
        let row = try requireRow(section)
        guard offset.isFinite else { throw .invalidOrthogonalOffset(offset) }
        guard dragStartOffset.isFinite else { throw .invalidOrthogonalOffset(dragStartOffset) }
        guard velocity.isFinite else { throw .invalidVelocity(velocity) }
        orthogonal.dragStarts[section] = nil
        return try moveRow(
            section,
            to: row.targetOffset(releasedAt: offset, velocity: velocity, dragStartOffset: dragStartOffset))
    }

    /// Whether a drag begun with ``beginOrthogonalDrag(section:)`` is in progress in `section`.
    public func isDraggingOrthogonally(section: Int) -> Bool {
        orthogonal.dragStarts[section] != nil
    }

    // MARK: - Helpers

    /// The row of `section`, or the error saying why there is none.
    func requireRow(_ section: Int) throws(HeadlessError) -> OrthogonalRow {
        try checkSection(section)
        guard let row = preparedLayout.orthogonalRow(inSection: section) else {
            throw .notOrthogonal(section: section)
        }
        return row
    }

    /// Sets a row's offset and finishes the change.
    mutating func moveRow(_ section: Int, to offset: Double) throws(HeadlessError) -> [Event] {
        let saved = orthogonal
        let changed = orthogonal.set(offset, section: section, identity: sectionIdentifiers[section])
        do {
            return try finishChange(orthogonalChanges: changed ? [section] : [])
        } catch {
            orthogonal = saved
            throw error
        }
    }
}
