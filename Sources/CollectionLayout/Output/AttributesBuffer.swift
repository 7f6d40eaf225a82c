/// Where a query writes its elements when the caller reuses one array from query to query: over
/// the elements the array held, in place, instead of destroying them first.
///
/// Clearing an array of ``LayoutAttributes`` destroys every element through the type's value
/// witness — an indirect call per element, about a quarter of a viewport query — and assigning
/// over one does the same. Most elements are cells, whose attributes hold no reference (no kind and
/// the default appearance), so the buffer writes a new element over such a slot directly: nothing
/// is left to release. Slots holding a reference are assigned as usual.
///
/// Positions `0..<count` hold this query's elements: first the array's old slots, then
/// ``overflow`` once they are used up. ``write(into:_:)`` drops the slots left over and appends the
/// overflow at the end.
struct AttributesBuffer {
    /// The array's elements, valid only inside ``write(into:_:)``.
    private let slots: UnsafeMutableBufferPointer<LayoutAttributes>
    /// This query's elements beyond the array's old count.
    private var overflow: [LayoutAttributes] = []
    /// How many elements this query has written.
    private(set) var count = 0

    private init(slots: UnsafeMutableBufferPointer<LayoutAttributes>) {
        self.slots = slots
    }

    /// Lets `body` write `array`'s new elements, over the ones it held: afterwards `array` holds
    /// exactly what `body` appended and keeps its capacity.
    ///
    /// - Complexity: O(elements written + elements `array` held).
    @inline(__always)
    static func write(into array: inout [LayoutAttributes], _ body: (inout AttributesBuffer) -> Void) {
        var written = 0
        var overflow: [LayoutAttributes] = []
        array.withUnsafeMutableBufferPointer { slots in
            var buffer = AttributesBuffer(slots: slots)
            body(&buffer)
            written = min(buffer.count, slots.count)
            swap(&overflow, &buffer.overflow)
        }
        if written < array.count { array.removeSubrange(written...) }
        if !overflow.isEmpty {
            array.reserveCapacity(PreparedLayout.typicalViewportElementCount)
            array.append(contentsOf: overflow)
        }
    }

    /// Adds `element` after this query's elements.
    ///
    /// - Complexity: O(1) amortized.
    @inline(__always)
    mutating func append(_ element: consuming LayoutAttributes) {
        if count < slots.count {
            let slot = slots.baseAddress.unsafelyUnwrapped + count
            if slot.pointee.extras == nil {
                // Nothing to release: write the new element over the slot field by field (a
                // whole-value copy would read back the element the visitor has just stored,
                // stalling on store forwarding).
                slot.pointee.category = element.category
                slot.pointee.indexPath = element.indexPath
                slot.pointee.frame = element.frame
                slot.pointee.zIndex = element.zIndex
                slot.pointee.extras = element.extras
                count += 1
                _checkInvariants()
                return
            }
        }
        appendSlowly(element)
    }

    /// ``append(_:)`` over a slot holding a reference, or beyond the slots (out of line, so that
    /// the common case stays small enough to inline into the visitors).
    @inline(never)
    private mutating func appendSlowly(_ element: consuming LayoutAttributes) {
        if count < slots.count {
            slots[count] = element
        } else {
            overflow.append(element)
        }
        count += 1
        _checkInvariants()
    }

    /// This query's element at `position` (`0..<count`).
    subscript(position: Int) -> LayoutAttributes {
        get { read(at: position) { $0 } }
        set { modify(at: position) { $0 = newValue } }
    }

    /// Calls `body` with this query's element at `position` (`0..<count`), in place.
    @inline(__always)
    func read<Result, Failure: Error>(
        at position: Int, _ body: (LayoutAttributes) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        precondition(position >= 0 && position < count, "position \(position) of \(count) elements")
        return position < slots.count ? try body(slots[position]) : try body(overflow[position - slots.count])
    }

    /// Lets `body` change this query's element at `position` (`0..<count`) in place.
    @inline(__always)
    mutating func modify<Result, Failure: Error>(
        at position: Int, _ body: (inout LayoutAttributes) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        precondition(position >= 0 && position < count, "position \(position) of \(count) elements")
        defer { _checkInvariants() }
        if position < slots.count { return try body(&slots[position]) }
        return try body(&overflow[position - slots.count])
    }

    /// Exchanges two of this query's elements.
    mutating func swapAt(_ first: Int, _ second: Int) {
        guard first != second else { return }
        if max(first, second) < slots.count {
            slots.swapAt(first, second)
            return
        }
        let element = self[first]
        self[first] = self[second]
        self[second] = element
    }

    /// Removes this query's elements from `position` on: later appends write over them.
    ///
    /// - Complexity: O(1), or O(overflow elements removed).
    mutating func removeAll(from position: Int) {
        precondition(
            position >= 0 && position <= count, "cannot remove from \(position) of \(count) elements")
        if position <= slots.count {
            overflow.removeAll(keepingCapacity: true)
        } else {
            overflow.removeSubrange((position - slots.count)...)
        }
        count = position
        _checkInvariants()
    }

    #if DEBUG
        /// Checks that the elements written fill the slots before any overflow.
        func _checkInvariants() {
            precondition(count >= 0, "negative count \(count)")
            precondition(
                count == (overflow.isEmpty ? min(count, slots.count) : slots.count + overflow.count),
                "\(count) elements written into \(slots.count) slots and \(overflow.count) beyond")
        }
    #else
        @inline(__always)
        func _checkInvariants() {}
    #endif
}
