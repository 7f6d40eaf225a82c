/// A change of one element's measurement, the input of
/// ``MeasuredSections/applyMeasurement(_:)``.
enum MeasurementChange {
    /// Adopt a cell's preferred size on its self-sizing axes; nil keeps the estimate but counts as
    /// measured (R-SIZING-1).
    case measureCell(LayoutIndexPath, Size?)
    /// Forget a cell's measurement: it takes its estimate again (R-SIZING-3).
    case forgetCell(LayoutIndexPath)
    /// Adopt the preferred size of a section's boundary item or of an anchored supplementary with
    /// an estimated dimension (R-EST-9); nil keeps the estimate (R-SIZING-1).
    case measureSupplementary(SupplementaryElementKey, Size?)

    /// The section of the element.
    var section: Int {
        switch self {
        case .measureCell(let indexPath, _), .forgetCell(let indexPath): indexPath.section
        case .measureSupplementary(let key, _): key.indexPath.section
        }
    }

    /// How errors name the element.
    var elementName: String {
        switch self {
        case .measureCell(let indexPath, _), .forgetCell(let indexPath): "cell \(indexPath)"
        case .measureSupplementary(let key, _): "supplementary \(key.elementKind) at \(key.indexPath)"
        }
    }
}

/// What holds sections that take measurements: the sections being prepared, or a prepared layout.
/// Both change a section's measured state only through ``applyMeasurement(_:)``, the one
/// measurement applier of the engine; what a holder adds is how it settles after a change.
protocol MeasuredSections {
    /// Every section's geometry, in order.
    var sections: [SectionGeometry] { get set }

    /// Brings what depends on section `section` up to date after its measured state changed: a
    /// prepared layout re-finishes the section and restacks (R-SIZING-6); sections being prepared
    /// are re-finished once after all their measurements. Throws
    /// ``LayoutError/nonFiniteGeometry(dimension:value:section:)`` when the result reaches beyond
    /// the largest `Double`.
    mutating func settleMeasurement(inSection section: Int) throws(LayoutError)
}

extension MeasuredSections {
    /// The one way a measurement reaches the stored model, whether it arrives with `prepare`
    /// (R-PIPE-2) or later:
    ///
    /// 1. Check the element and the size — ``validated(_:)``: the element must exist, and a
    ///    preferred size must be finite and non-negative on both axes (R-SIZING-1).
    /// 2. Apply it to the section's measured state (self-sizing or waterfall), copied first when
    ///    another layout shares it (copy-on-write), keeping what it replaces — ``write(_:size:)``. The
    ///    state rejects a change that would make an instance or its run reach beyond the largest
    ///    `Double` before committing it, so a rejected change leaves it as it was.
    /// 3. Settle: the holder updates what depends on the section (``settleMeasurement(inSection:)``).
    /// 4. When settling fails, put back what step 2 kept — ``restore(_:of:)`` — settle again (the
    ///    state before was accepted, so it settles) and throw: nothing changes.
    ///
    /// A section that does not self-size takes no measurement; the call only checks it.
    ///
    /// - Throws: ``LayoutError/noSuchElement(_:section:)`` for an element the layout does not have
    ///   or that does not self-size (supplementaries),
    ///   ``LayoutError/invalidPreferredSize(_:element:section:)`` for a negative or non-finite
    ///   size, ``LayoutError/nonFiniteGeometry(dimension:value:section:)`` when the measured
    ///   section or the content would reach beyond the largest `Double`.
    /// - Complexity: O(log n + k) for `n` items and `k` items per group, plus settling.
    mutating func applyMeasurement(_ change: MeasurementChange) throws(LayoutError) {
        let size = try validated(change)
        let section = change.section
        let replaced: ReplacedMeasurement?
        do {
            replaced = try write(change, size: size)
        } catch {
            throw error.layoutError(section: section)
        }
        guard let replaced else { return }
        do {
            try settleMeasurement(inSection: section)
        } catch {
            restore(replaced, of: change)
            try? settleMeasurement(inSection: section)
            throw error
        }
    }

    /// Keeps a cell's measurement but asks for a new one when it is next visible, as after a
    /// reconfigure (R-APPLY-6); nothing moves, so nothing settles. Unknown cells are ignored.
    mutating func markMeasurementStale(at indexPath: LayoutIndexPath) {
        let section = indexPath.section
        guard sections.indices.contains(section), indexPath.item >= 0,
            indexPath.item < sections[section].itemCount
        else { return }
        sections[section].markStale(item: indexPath.item)
    }

    /// Step 1 of ``applyMeasurement(_:)``: the element exists (a supplementary must be a section's
    /// boundary item or an anchored supplementary with an estimated dimension, R-EST-9) and a
    /// preferred size is finite and non-negative on both axes (R-SIZING-1). Returns the size to
    /// adopt: a supplementary's nil size resolved to its estimate.
    private func validated(_ change: MeasurementChange) throws(LayoutError) -> Size? {
        let section = change.section
        guard sections.indices.contains(section) else {
            throw .noSuchElement(change.elementName, section: max(section, 0))
        }
        let size: Size?
        switch change {
        case .measureCell(let indexPath, let preferred):
            guard indexPath.item >= 0, indexPath.item < sections[section].itemCount else {
                throw .noSuchElement(change.elementName, section: section)
            }
            size = preferred
        case .forgetCell(let indexPath):
            guard indexPath.item >= 0, indexPath.item < sections[section].itemCount else {
                throw .noSuchElement(change.elementName, section: section)
            }
            size = nil
        case .measureSupplementary(let key, let preferred):
            let estimate: Size
            if key.indexPath.item == 0,
                let description = sections[section].boundaryDescription(ofKind: key.elementKind)
            {
                estimate = Size(
                    width: description.layoutSize.widthDimension.dimension,
                    height: description.layoutSize.heightDimension.dimension)
            } else if let anchored = sections[section].anchoredSupplementary(
                ofKind: key.elementKind, item: key.indexPath.item), anchored.estimated != nil
            {
                estimate = anchored.size
            } else {
                throw .noSuchElement(change.elementName, section: section)
            }
            if let preferred { size = preferred } else { return estimate }
        }
        if let size {
            guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
                throw .invalidPreferredSize(size, element: change.elementName, section: section)
            }
        }
        return size
    }

    /// Step 2 of ``applyMeasurement(_:)``: applies a validated change, with the size to adopt, to
    /// the section's measured state and returns what it replaced; nil when the section does not
    /// self-size.
    ///
    /// - Throws: ``SizingOverflow`` when the state rejects the change; it is unchanged then.
    private mutating func write(_ change: MeasurementChange, size: Size?) throws(SizingOverflow)
        -> ReplacedMeasurement?
    {
        try sections[change.section].adopt(change, size: size)
    }

    /// Step 4 of ``applyMeasurement(_:)``: puts back what ``write(_:size:)`` replaced when it
    /// applied `change`.
    private mutating func restore(_ replaced: ReplacedMeasurement, of change: MeasurementChange) {
        let section = change.section
        switch (replaced, change) {
        case (.sizingCell(let saved), .measureCell(let indexPath, _)),
            (.sizingCell(let saved), .forgetCell(let indexPath)):
            sections[section].sizing?.restore(saved, forItem: indexPath.item)
        case (.flowCell(let saved), .measureCell(let indexPath, _)),
            (.flowCell(let saved), .forgetCell(let indexPath)):
            sections[section].flow?.restore(saved, forItem: indexPath.item)
        case (.waterfallCell(let length, let flags), .measureCell(let indexPath, _)),
            (.waterfallCell(let length, let flags), .forgetCell(let indexPath)):
            sections[section].waterfall?.restore((length, flags), forItem: indexPath.item)
        case (.supplementarySize(let saved), .measureSupplementary(let key, _)):
            sections[section].sizing?.supplementarySizes[key] = saved
            sections[section].waterfall?.supplementarySizes[key] = saved
            sections[section].flow?.supplementarySizes[key] = saved
        case (.sizingCell, .measureSupplementary), (.waterfallCell, .measureSupplementary),
            (.flowCell, .measureSupplementary),
            (.supplementarySize, .measureCell), (.supplementarySize, .forgetCell):
            // `write(_:size:)` replaces a cell's state for a cell and a size for a supplementary.
            break
        }
    }
}

/// What one measurement replaced in a section's measured state, for putting it back; plain
/// values, so keeping it costs no reference counting.
enum ReplacedMeasurement {
    /// A cell's lengths and staleness in a self-sizing section.
    case sizingCell(SectionSizing.SavedMeasurement)
    /// A cell's length and flags in a waterfall section.
    case waterfallCell(length: Double, flags: UInt8)
    /// A cell's lengths and flags in a flow section.
    case flowCell(FlowSection.Saved)
    /// A supplementary's measured size, nil when it had none.
    case supplementarySize(Size?)
}

extension SectionGeometry {
    /// Step 2 of ``MeasuredSections/applyMeasurement(_:)`` for this section: applies `change`, with
    /// the size to adopt, to the section's measured state — made uniquely referenced first
    /// (``makeUnique(_:copy:)``) — and returns what it replaced; nil when the section does not
    /// self-size.
    ///
    /// - Throws: ``SizingOverflow`` when the state rejects the change; it is unchanged then.
    mutating func adopt(_ change: MeasurementChange, size: Size?) throws(SizingOverflow)
        -> ReplacedMeasurement?
    {
        if var state = sizing {
            // Moved out while written: the section's reference would defeat the uniqueness check.
            sizing = nil
            Self.makeUnique(&state, copy: SectionSizing.init(copying:))
            defer { sizing = state }
            return try state.adopt(change, size: size)
        }
        if var state = waterfall {
            waterfall = nil
            Self.makeUnique(&state, copy: WaterfallSection.init(copying:))
            defer { waterfall = state }
            return try state.adopt(change, size: size)
        }
        if var state = flow {
            flow = nil
            Self.makeUnique(&state, copy: FlowSection.init(copying:))
            defer { flow = state }
            return try state.adopt(change, size: size)
        }
        return nil
    }

    /// Keeps the measurement of the cell at `item` but asks for a new one (R-APPLY-6), in the
    /// section's measured state made uniquely referenced first.
    mutating func markStale(item: Int) {
        if var state = sizing {
            sizing = nil
            Self.makeUnique(&state, copy: SectionSizing.init(copying:))
            state.markStale(item: item)
            sizing = state
        }
        if var state = waterfall {
            waterfall = nil
            Self.makeUnique(&state, copy: WaterfallSection.init(copying:))
            state.markStale(item: item)
            waterfall = state
        }
        if var state = flow {
            flow = nil
            Self.makeUnique(&state, copy: FlowSection.init(copying:))
            state.markStale(item: item)
            flow = state
        }
    }

    /// Copies `state` unless it is uniquely referenced (copy-on-write: another copy of the layout
    /// keeps the original).
    ///
    /// - Complexity: O(1) when unique; O(items) for the copy otherwise.
    @inline(__always)
    private static func makeUnique<State: AnyObject>(_ state: inout State, copy: (State) -> State) {
        if !isKnownUniquelyReferenced(&state) { state = copy(state) }
    }
}

extension SectionSizing {
    /// ``SectionGeometry/adopt(_:size:)`` for a self-sizing section.
    fileprivate func adopt(_ change: MeasurementChange, size: Size?) throws(SizingOverflow)
        -> ReplacedMeasurement
    {
        switch change {
        case .measureCell(let indexPath, _):
            let saved = savedMeasurement(ofItem: indexPath.item)
            _ = try setMeasurement(size, forItem: indexPath.item, saved: saved)
            return .sizingCell(saved)
        case .forgetCell(let indexPath):
            let saved = savedMeasurement(ofItem: indexPath.item)
            _ = try removeMeasurement(forItem: indexPath.item, saved: saved)
            return .sizingCell(saved)
        case .measureSupplementary(let key, _):
            let saved = supplementarySizes[key]
            supplementarySizes[key] = size
            return .supplementarySize(saved)
        }
    }
}

extension WaterfallSection {
    /// ``SectionGeometry/adopt(_:size:)`` for a waterfall section.
    fileprivate func adopt(_ change: MeasurementChange, size: Size?) throws(SizingOverflow)
        -> ReplacedMeasurement
    {
        switch change {
        case .measureCell(let indexPath, _):
            let saved = savedItem(indexPath.item)
            _ = try setMeasurement(size, forItem: indexPath.item)
            return .waterfallCell(length: saved.length, flags: saved.flags)
        case .forgetCell(let indexPath):
            let saved = savedItem(indexPath.item)
            _ = try removeMeasurement(forItem: indexPath.item)
            return .waterfallCell(length: saved.length, flags: saved.flags)
        case .measureSupplementary(let key, _):
            let saved = supplementarySizes[key]
            supplementarySizes[key] = size
            return .supplementarySize(saved)
        }
    }
}

extension FlowSection {
    /// ``SectionGeometry/adopt(_:size:)`` for a flow section.
    fileprivate func adopt(_ change: MeasurementChange, size: Size?) throws(SizingOverflow)
        -> ReplacedMeasurement
    {
        switch change {
        case .measureCell(let indexPath, _):
            let saved = saved(indexPath.item)
            try setMeasurement(size, forItem: indexPath.item)
            return .flowCell(saved)
        case .forgetCell(let indexPath):
            let saved = saved(indexPath.item)
            try removeMeasurement(forItem: indexPath.item)
            return .flowCell(saved)
        case .measureSupplementary(let key, _):
            let saved = supplementarySizes[key]
            supplementarySizes[key] = size
            return .supplementarySize(saved)
        }
    }
}
