extension PreparedLayout {
    /// What the internal visitors call for each element they produce. The element is handed over
    /// (`consuming`): collecting visitors move it into their arrays without copying it.
    /// The thrown error's type is a parameter: Embedded Swift has only typed throws.
    typealias ElementVisitor<Failure: Error> = (consuming LayoutAttributes) throws(Failure) -> Void

    /// Every element whose natural frame overlaps `rect` (R-QUERY-1), in the order of
    /// R-QUERY-3: layout-level items, then section by section decorations, boundary items,
    /// cells, group supplementaries and item supplementaries.
    ///
    /// Overlap is exact per element, not per group (R-QUERY-2 describes UIKit's
    /// group-granular query, which the core deliberately does not reproduce).
    ///
    /// - Complexity: O(log sections + sections crossed + elements returned) (R-QUERY-5).
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(Self.typicalViewportElementCount)
        visitElements(in: rect, pinRect: nil) { result.append(consume $0) }
        return result
    }

    /// ``elements(in:)`` written into `result`, replacing what it held but keeping its capacity:
    /// a caller that queries on every scroll step passes the same array each time and, once it
    /// has grown to a viewport's worth, allocates nothing.
    ///
    /// The new elements are written over the ones `result` held, in place: reusing the array is
    /// cheaper than passing an empty one, and a step that shows about as many elements as the
    /// step before neither allocates nor clears.
    ///
    /// - Complexity: O(log sections + sections crossed + elements returned), plus O(elements
    ///   `result` held beyond those).
    public func elements(in rect: Rect, into result: inout [LayoutAttributes]) {
        AttributesBuffer.write(into: &result) { buffer in
            visitElements(in: rect, pinRect: nil) { buffer.append(consume $0) }
        }
    }

    #if hasFeature(Embedded)
        /// As in native builds, which document it, with the thrown error's type (Embedded Swift has
        /// only typed throws). Inlined, with the visitor it calls, into the caller: there `body`
        /// is inlined into the walk over the instances, which in WebAssembly halves the cost of a
        /// viewport query per element (a call through a closure per element is what remains
        /// otherwise).
        @inline(__always)
        public func forEachElement<Failure: Error>(
            in rect: Rect, _ body: (LayoutAttributes) throws(Failure) -> Void
        ) throws(Failure) {
            try visitElements(in: rect, pinRect: nil) { (element) throws(Failure) in try body(element) }
        }
    #else
        /// Calls `body` for every element whose natural frame overlaps `rect`, in the order of
        /// R-QUERY-3, without building an array.
        ///
        /// - Complexity: O(log sections + sections crossed + elements visited).
        public func forEachElement(in rect: Rect, _ body: (LayoutAttributes) throws -> Void) rethrows {
            try visitElements(in: rect, pinRect: nil) { try body($0) }
        }
    #endif

    /// Every element overlapping `rect` with UIKit's *group-granular* test for cells: a cell is
    /// returned when the frame of its top-level group instance overlaps `rect`, whether or not
    /// the cell itself does (R-QUERY-2). Supplementaries and decorations use their own frames.
    /// This reproduces the UIKit quirk for compatibility layers; prefer ``elements(in:)``.
    ///
    /// Implements R-QUERY-2.
    ///
    /// - Complexity: O(log sections + sections crossed + elements returned).
    public func groupGranularElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(Self.typicalViewportElementCount)
        visitElements(in: rect, pinRect: nil, groupGranular: true) { result.append(consume $0) }
        return result
    }

    /// ``groupGranularElements(in:)`` with pinned boundary items placed for `pinRect` (R-PIN).
    public func groupGranularElements(in rect: Rect, pinnedTo pinRect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        result.reserveCapacity(Self.typicalViewportElementCount)
        visitElements(in: rect, pinRect: pinRect, groupGranular: true) { result.append(consume $0) }
        return result
    }

    /// The frame of the top-level group instance holding the item at `indexPath` (trimmed when
    /// it is a partial last instance, R-SECTION-3), or nil when the item does not exist.
    ///
    /// - Complexity: O(1).
    public func groupFrame(forItemAt indexPath: LayoutIndexPath) -> Rect? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let geometry = sections[indexPath.section]
        if geometry.waterfall != nil {
            // R-WATERFALL-2: a waterfall item is its own group.
            return attributes(forItemAt: indexPath)?.frame
        }
        if let flow = geometry.flow, indexPath.item >= 0, indexPath.item < geometry.itemCount {
            let start = flow.lineStart(containing: indexPath.item)
            return flowLineFrame(geometry, flow, start: start, end: flow.lineEnd(ofLineAt: start))
        }
        guard let template = geometry.template, indexPath.item >= 0, indexPath.item < geometry.itemCount
        else {
            return nil
        }
        return groupInstanceFrame(geometry, template, instance: indexPath.item / template.itemCount)
    }

    /// A top-level group instance's frame, rounded and mirrored like any frame.
    func groupInstanceFrame(_ geometry: SectionGeometry, _ template: Template, instance: Int) -> Rect {
        withInstance(geometry, template, instance: instance) {
            instanceFrame(geometry, $0, instance: instance)
        }
    }

    #if hasFeature(Embedded)
        /// As in native builds, which document it, with the thrown error's type (Embedded Swift has
        /// only typed throws). Inlined into the caller as ``forEachElement(in:_:)`` is.
        @inline(__always)
        public func forEachElement<Failure: Error>(_ body: (LayoutAttributes) throws(Failure) -> Void)
            throws(Failure)
        {
            try visitElements(in: nil, pinRect: nil) { (element) throws(Failure) in try body(element) }
        }
    #else
        /// Calls `body` for every element of the layout, in the order of R-QUERY-3, without
        /// building an array (for streaming very large layouts).
        ///
        /// - Complexity: O(number of elements).
        public func forEachElement(_ body: (LayoutAttributes) throws -> Void) rethrows {
            try visitElements(in: nil, pinRect: nil) { try body($0) }
        }
    #endif

    /// Every element of the layout, in the order of R-QUERY-3.
    ///
    /// - Complexity: O(number of elements).
    public func allElements() -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        visitElements(in: nil, pinRect: nil) { result.append(consume $0) }
        return result
    }

    /// Calls `body` for every element overlapping `rect` (every element when nil), with pinned
    /// boundary items placed for `pinRect` when one is given (R-PIN).
    ///
    /// Implements R-QUERY-3.
    ///
    /// In the Embedded Swift (WebAssembly) build always inlined, as
    /// ``visitRowElements(ofSection:in:scrollRange:groupGranular:_:)`` is, so that each caller's
    /// `body` is inlined into the walk over the instances instead of being called through a
    /// closure per element. Native builds keep one copy (the call costs little there).
    #if hasFeature(Embedded)
        @inline(__always)
    #endif
    func visitElements<Failure: Error>(
        in rect: Rect?, pinRect: Rect?, groupGranular: Bool = false, _ body: ElementVisitor<Failure>
    ) throws(Failure) {
        guard let (reached, scrollRange) = try visitLayoutItems(in: rect, pinRect: pinRect, body) else {
            return
        }
        for section in reached {
            try visitFixedElements(ofSection: section, in: rect, pinRect: pinRect, body)
            try visitRowElements(
                ofSection: section, in: rect, scrollRange: scrollRange, groupGranular: groupGranular, body)
        }
    }

    /// Visits the layout's boundary items overlapping `rect` (pinned for `pinRect` when given) and
    /// returns the sections that can reach `rect` with its scroll-axis range in the solver's space
    /// (nil when none can): the first step of every query by rectangle.
    ///
    /// - Complexity: O(layout items + log sections).
    func visitLayoutItems<Failure: Error>(
        in rect: Rect?, pinRect: Rect?, _ body: ElementVisitor<Failure>
    ) throws(Failure) -> (sections: ClosedRange<Int>, scrollRange: (low: Double, high: Double))? {
        for item in layoutItems {
            let attributes = layoutItemAttributes(item, pinRect: pinRect)
            if rect.map(attributes.frame.overlapsForQuery) ?? true { try body(consume attributes) }
        }
        guard !sections.isEmpty else { return nil }
        var low = -Double.infinity
        var high = Double.infinity
        if let rect {
            (low, high) = solverRange(of: rect, along: scrollAxis)
            guard low <= high else { return nil }
        }
        let first = firstSection(reachingBeyond: low)
        let last = lastSection(startingBefore: high)
        guard first <= last else { return nil }
        return (first...last, (low, high))
    }

    /// The scroll-axis range of `rect` in the solver's space, widened by a pixel of slack that
    /// covers rounding (the exact overlap test decides).
    func solverRange(of rect: Rect, along axis: Axis) -> (low: Double, high: Double) {
        let slack = max(1, 1 / rounder.scale)
        var low = rect.min(axis)
        var high = rect.max(axis)
        if mirrors && axis == .horizontal {
            (low, high) = (contentSize.width - high, contentSize.width - low)
        }
        return (low - slack, high + slack)
    }

    /// Visits a section's decorations and boundary items (the elements that never scroll
    /// orthogonally), pinned for `pinRect` when given.
    func visitFixedElements<Failure: Error>(
        ofSection section: Int, in rect: Rect?, pinRect: Rect?, _ body: ElementVisitor<Failure>
    ) throws(Failure) {
        // Most sections have neither: skip the copy of their geometry.
        guard !sections[section].decorations.isEmpty || !sections[section].boundaryItems.isEmpty else {
            return
        }
        let geometry = sections[section]
        for (index, decoration) in geometry.decorations.enumerated() {
            let attributes = decorationAttributes(
                decoration, geometry: geometry, section: section, index: index)
            if rect.map(attributes.frame.overlapsForQuery) ?? true { try body(consume attributes) }
        }
        for item in geometry.boundaryItems {
            let attributes = boundaryAttributes(item, geometry: geometry, section: section, pinRect: pinRect)
            if rect.map(attributes.frame.overlapsForQuery) ?? true { try body(consume attributes) }
        }
    }

    /// The first section whose elements reach beyond `low` along the scroll axis.
    func firstSection(reachingBeyond low: Double) -> Int {
        var lower = 0
        var upper = sections.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if queryBounds(middle).reach > low { upper = middle } else { lower = middle + 1 }
        }
        return lower
    }

    /// Section `position`'s entry of the query index (R-QUERY-5).
    @inline(__always)
    func queryBounds(_ position: Int) -> (reach: Double, start: Double) {
        guard queryIndex.isEmpty else { return queryIndex[position] }
        let only = sections[position]
        return (only.start + only.elementsMax, only.start + only.elementsMin)
    }

    /// The last section whose elements start before `high` along the scroll axis.
    func lastSection(startingBefore high: Double) -> Int {
        var lower = 0
        var upper = sections.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if queryBounds(middle).start < high { lower = middle + 1 } else { upper = middle }
        }
        return lower - 1
    }
}
