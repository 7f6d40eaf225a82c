import CollectionLayout

extension HeadlessCollectionView {
    /// Changes the bounds size: the layout is re-solved for the new environment (section providers
    /// re-run), the content offset is kept and clamped, and orthogonal offsets are clamped and
    /// re-snapped (R-SCROLL-6, R-ORTHO-17).
    ///
    /// Implements R-SCROLL-6.
    ///
    /// - Returns: The events of R-EVENT-1: `contentSizeChanged`, `visibleElementsChanged`, and
    ///   `orthogonalOffsetChanged` for every row whose offset moved.
    /// - Throws: ``HeadlessError/layout(_:)`` when the layout cannot be prepared (for example a
    ///   negative or NaN size); the view is unchanged.
    @discardableResult
    public mutating func setBoundsSize(_ size: Size) throws(HeadlessError) -> [Event] {
        var environment = environment
        environment.container.contentSize = size
        return try setEnvironment(environment)
    }

    /// Replaces the environment (bounds size, safe area, margins, direction, scale) and re-solves
    /// as ``setBoundsSize(_:)`` does (R-SCROLL-6).
    ///
    /// Measurements (R-SIZING-3): a change of the container size drops **every** measurement —
    /// conservatively, since the proposed size of most elements changes on a fixed axis with it —
    /// and the visible elements are measured again; other environment changes keep them.
    ///
    /// - Throws: ``HeadlessError/layout(_:)`` (with
    ///   `LayoutError.invalidPreferredSize(_:element:section:)` for a provider's invalid answer);
    ///   the view is unchanged.
    @discardableResult
    public mutating func setEnvironment(_ environment: LayoutEnvironment) throws(HeadlessError) -> [Event] {
        let resized = environment.container.contentSize != self.environment.container.contentSize
        return try resolve(
            layout: layout, environment: environment, identifiers: sectionIdentifiers, itemCounts: itemCounts,
            measurements: resized ? .drop : .keep)
    }

    /// Replaces the layout description and re-solves, keeping and clamping every offset.
    /// Measurements are kept and apply to the axes the new description estimates (R-EST-10).
    ///
    /// - Throws: ``HeadlessError/layout(_:)``; the view is unchanged.
    @discardableResult
    public mutating func setLayout(_ layout: CompositionalLayout) throws(HeadlessError) -> [Event] {
        try resolve(
            layout: layout, environment: environment, identifiers: sectionIdentifiers, itemCounts: itemCounts)
    }

    /// Replaces the sections: their identifiers and item counts. This is the hook a snapshot uses.
    ///
    /// The layout is re-solved with the new counts (providers never see stale counts,
    /// R-PROVIDER-3). Orthogonal offsets follow their section's identifier, wherever it moved,
    /// and are clamped and re-snapped to the new row; offsets of removed sections, and of sections
    /// that no longer have a row, are dropped (R-ORTHO-17). The content offset is kept and
    /// clamped (R-SCROLL-3). Measurements stay with their index paths (R-EST-10); those of
    /// items that no longer exist are dropped.
    ///
    /// Implements R-PROVIDER-3.
    ///
    /// - Throws: ``HeadlessError/sectionCountMismatch(identifiers:itemCounts:)``,
    ///   ``HeadlessError/duplicateSectionIdentifier(index:)``, ``HeadlessError/layout(_:)`` (negative
    ///   counts among others); the view is unchanged.
    @discardableResult
    public mutating func setSections(_ identifiers: [SectionID], itemCounts: [Int]) throws(HeadlessError)
        -> [Event]
    {
        try Self.check(identifiers, itemCounts: itemCounts)
        return try resolve(
            layout: layout, environment: environment, identifiers: identifiers, itemCounts: itemCounts)
    }

    /// Re-solves with everything as it is (providers re-run), for example after state a section
    /// provider reads has changed.
    ///
    /// - Throws: ``HeadlessError/layout(_:)``; the view is unchanged.
    @discardableResult
    public mutating func invalidateLayout() throws(HeadlessError) -> [Event] {
        try resolve(
            layout: layout, environment: environment, identifiers: sectionIdentifiers, itemCounts: itemCounts)
    }

    /// Prepares the new state completely, then commits it and runs the self-sizing loop
    /// (R-SIZING-2); a failure changes nothing.
    ///
    /// Implements R-SCROLL-1.
    mutating func resolve(
        layout: CompositionalLayout, environment: LayoutEnvironment, identifiers: [SectionID],
        itemCounts: [Int], measurements: MeasurementCarry = .keep
    ) throws(HeadlessError) -> [Event] {
        let carried: CarriedMeasurements
        switch measurements {
        case .keep: carried = carriedMeasurements()
        case .drop: carried = CarriedMeasurements()
        case .carry(let given): carried = given
        }
        let prepared = try Self.prepare(
            layout, environment: environment, itemCounts: itemCounts, options: prepareOptions,
            carrying: carried)
        let previousContentSize = contentSize
        let saved = self
        let (store, changed) = orthogonal.resolved(for: prepared, identifiers: identifiers)
        voidInteractiveMovement(ifDataChangesTo: identifiers, itemCounts: itemCounts)
        self.layout = layout
        self.environment = environment
        self.sectionIdentifiers = identifiers
        self.itemCounts = itemCounts
        preparedLayout = consume prepared
        orthogonal = store
        contentOffset = scrollGeometry.clamp(contentOffset)
        sizing.needsEagerPass = true
        do {
            return try finishChange(previousContentSize: previousContentSize, orthogonalChanges: changed)
        } catch {
            self = saved
            throw error
        }
    }
}

extension HeadlessCollectionView where SectionID == Int {
    /// Replaces the item counts of a view whose sections are identified by index, re-solves and
    /// clamps (R-SCROLL-3); orthogonal offsets stay with their section index and are re-clamped
    /// (R-ORTHO-17).
    ///
    /// Afterwards section `i` is identified by `i`. A view created with its own `Int` identifiers
    /// keeps them only through ``setSections(_:itemCounts:)``.
    ///
    /// - Throws: ``HeadlessError/layout(_:)`` (for example `LayoutError.invalidItemCount(_:section:)`
    ///   for a negative count); the view is unchanged.
    @discardableResult
    public mutating func setItemCounts(_ itemCounts: [Int]) throws(HeadlessError) -> [Event] {
        try setSections(Array(itemCounts.indices), itemCounts: itemCounts)
    }
}
