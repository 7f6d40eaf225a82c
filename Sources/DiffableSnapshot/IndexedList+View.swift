/// Read-only access to the parts of an ``_IndexedList`` through unsafe buffers, for the diff's inner
/// loops: reading an element, a stored hash or a bucket costs no retain, no uniqueness check and (in
/// release builds) no bounds check. A view is valid only inside ``_IndexedList/_withView(_:)``.
@usableFromInline
struct _IndexedListView<Element: Hashable> {
    /// The list's elements.
    @usableFromInline let elements: UnsafeBufferPointer<Element>
    /// The list's stored hashes (empty for `Int`, see ``_IndexedList/_storesHashes``).
    @usableFromInline let hashes: UnsafeBufferPointer<Int>
    /// The list's buckets (0 when empty, otherwise position + 1).
    @usableFromInline let table: UnsafeBufferPointer<Int32>
    /// The list's integer-mixer seed.
    @usableFromInline let seed: UInt64

    @inlinable
    init(
        elements: UnsafeBufferPointer<Element>, hashes: UnsafeBufferPointer<Int>,
        table: UnsafeBufferPointer<Int32>, seed: UInt64
    ) {
        self.elements = elements
        self.hashes = hashes
        self.table = table
        self.seed = seed
    }

    /// Whether the list keeps hashes (all types but `Int`).
    @inlinable static var storesHashes: Bool { _IndexedList<Element>._storesHashes }

    /// The hash that places the element at `position` of `list` in this list's table: the stored hash,
    /// or for `Int` the mixer with this list's seed (the same as ``_IndexedList/_hash(_:)``).
    @inlinable @inline(__always)
    func hash(ofElementAt position: Int, in list: Self) -> Int {
        if Self.storesHashes { return list.hashes[position] }
        return _mixInteger(
            UInt64(UInt(bitPattern: unsafeBitCast(list.elements[position], to: Int.self))), seed: seed)
    }

    /// Whether the element at `position` equals the element of `other` at `otherPosition`; stored hashes
    /// are compared first (as ``_IndexedList/_elementsEqual(at:_:at:)`` does).
    @inlinable @inline(__always)
    func elementsEqual(at position: Int, _ other: Self, at otherPosition: Int) -> Bool {
        if Self.storesHashes && hashes[position] != other.hashes[otherPosition] { return false }
        return elements[position] == other.elements[otherPosition]
    }

    /// The position in this list of the element at `position` of `other`, or -1 (the same answer as
    /// ``_IndexedList/firstIndex(of:hash:)``).
    @inlinable @inline(__always)
    func position(ofElementAt position: Int, in other: Self) -> Int {
        self.position(of: other.elements[position], hash: hash(ofElementAt: position, in: other))
    }

    /// The position of `element`, whose hash in this list is `hash`, or -1 (the same answer as
    /// ``_IndexedList/firstIndex(of:hash:)``).
    @inlinable @inline(__always)
    func position(of element: Element, hash: Int) -> Int {
        let mask = table.count &- 1
        guard mask >= 0 else { return -1 }
        var bucket = hash & mask
        while true {
            let stored = Int(table[bucket])
            if stored == 0 { return -1 }
            let candidate = stored &- 1
            if (!Self.storesHashes || hashes[candidate] == hash) && elements[candidate] == element {
                return candidate
            }
            bucket = (bucket &+ 1) & mask
        }
    }
}

extension _IndexedList {
    /// Calls `body` with a view of this list's storage, valid during the call.
    @inlinable
    func _withView<Result>(_ body: (_IndexedListView<Element>) -> Result) -> Result {
        elements.withUnsafeBufferPointer { elements in
            _hashes.withUnsafeBufferPointer { hashes in
                _table.withUnsafeBufferPointer { table in
                    body(_IndexedListView(elements: elements, hashes: hashes, table: table, seed: _seed))
                }
            }
        }
    }
}

extension _IndexedList {
    /// The position of each of `elements` in this list, or -1 where absent; the same answers as
    /// ``firstIndex(of:)``. All elements are hashed first and looked up afterwards, so that the memory
    /// reads of consecutive lookups (whose buckets are random) can overlap.
    ///
    /// - Complexity: expected O(*k*) for *k* elements.
    @inlinable
    func _positions(of elements: [Element]) -> [Int] {
        let hashes = elements.map { _hash($0) }
        return _withView { view in
            elements.withUnsafeBufferPointer { elements in
                (0..<elements.count).map { index in
                    view.position(of: elements[index], hash: hashes[index])
                }
            }
        }
    }
}
