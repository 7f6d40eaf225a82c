/// An array of unique elements with a hash index from element to position: the item storage of
/// ``DiffableDataSourceSnapshot``.
///
/// The index is an open-addressing table of `Int32` positions (0 = empty, otherwise position + 1) with
/// linear probing, at most half full. Appending is amortised O(1); every other mutation rewrites the
/// array and rebuilds the table in O(*n*) — the same order as shifting the positions of the elements
/// behind an insertion. Both parts are arrays, so the list is a copy-on-write value.
///
/// Compared with a general-purpose ordered set, the table is compact (4 bytes per bucket) and a
/// lookup is one hash, one bucket read and one element comparison in the common case. Positions are
/// stored as `Int32`: more than `Int32.max - 1` items is a programmer error (precondition).
///
/// Hashing (``_hash(_:)``): `Int` elements are hashed by an inlined, seeded 64-bit mixer instead of
/// `hashValue`, so that a lookup contains no opaque call (which would force the caller to retain the
/// storage around it) and costs a few instructions instead of a SipHash round; the seed comes from
/// `Hasher`, so it is random per process like the standard library's. Every other type uses
/// `hashValue`, and the list keeps each element's hash in ``_hashes`` (8 bytes per element): the table
/// is rebuilt after a mutation without hashing again, and a diff compares two lists' stored hashes
/// before comparing elements and looks elements of one list up in the other without hashing them.
@usableFromInline
struct _IndexedList<Element: Hashable>: RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The elements in order.
    @usableFromInline var elements: [Element]
    /// Buckets: 0 when empty, otherwise the element's position + 1. Empty or a power of two in size.
    @usableFromInline var _table: [Int32]
    /// The hash of each element, parallel to ``elements``, when ``_storesHashes``; otherwise empty.
    @usableFromInline var _hashes: [Int]
    /// The seed of the integer mixer; set whenever the table is (re)built.
    @usableFromInline var _seed: UInt64

    @inlinable init() {
        elements = []
        _table = []
        _hashes = []
        _seed = 0
    }

    /// Whether the list keeps the hash of every element (all types but `Int`, whose hash is cheaper to
    /// compute than to load).
    @inlinable static var _storesHashes: Bool { Element.self != Int.self }

    @inlinable init(arrayLiteral elements: Element...) {
        self.init(uncheckedUniqueElements: elements)
    }

    /// Wraps elements that are known to be unique.
    @inlinable init(uncheckedUniqueElements elements: [Element]) {
        self.elements = elements
        _table = []
        _hashes = []
        _seed = 0
        _rebuild(capacity: elements.count)
    }

    /// Builds the list from `elements` (sharing their storage), or returns nil when they contain a
    /// duplicate.
    @inlinable init?(uniqueElements elements: [Element]) {
        self.elements = elements
        _table = []
        _hashes = []
        _seed = 0
        guard _rebuild(capacity: elements.count, checkingUniqueness: true) else { return nil }
    }

    @inlinable var startIndex: Int { 0 }
    @inlinable var endIndex: Int { elements.count }
    @inlinable subscript(position: Int) -> Element { elements[position] }

    /// The hash that places `element` in the table.
    @inlinable @inline(__always)
    func _hash(_ element: Element) -> Int {
        if Element.self == Int.self {
            return _mixInteger(UInt64(UInt(bitPattern: unsafeBitCast(element, to: Int.self))), seed: _seed)
        }
        return element.hashValue
    }

    /// The hash of the element at `position` (stored, or computed for `Int`).
    @inlinable @inline(__always)
    func hash(at position: Int) -> Int {
        Self._storesHashes ? _hashes[position] : _hash(elements[position])
    }

    /// Whether the element at `position` equals the element of `other` at `otherPosition`; stored hashes
    /// are compared first, so unequal elements are rarely compared.
    @inlinable @inline(__always)
    func _elementsEqual(at position: Int, _ other: Self, at otherPosition: Int) -> Bool {
        if Self._storesHashes && _hashes[position] != other._hashes[otherPosition] { return false }
        return elements[position] == other.elements[otherPosition]
    }

    /// The position of `element`, or nil.
    @inlinable
    func firstIndex(of element: Element) -> Int? {
        // Hash first: for `Int` nothing below calls out of line (see the type's documentation).
        firstIndex(of: element, hash: _hash(element))
    }

    /// The position of `element`, whose ``_hash(_:)`` is `hash` (for example the hash stored for it by
    /// another list), or nil.
    @inlinable
    func firstIndex(of element: Element, hash: Int) -> Int? {
        let mask = _table.count &- 1
        guard mask >= 0 else { return nil }
        var bucket = hash & mask
        while true {
            let stored = Int(_table[bucket])
            if stored == 0 { return nil }
            if (!Self._storesHashes || _hashes[stored &- 1] == hash) && elements[stored &- 1] == element {
                return stored &- 1
            }
            bucket = (bucket &+ 1) & mask
        }
    }

    /// Whether `element` is in the list.
    @inlinable
    func contains(_ element: Element) -> Bool { firstIndex(of: element) != nil }

    /// Appends `element` unless it is present; returns whether it was inserted and its position.
    @inlinable
    @discardableResult
    mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
        if (elements.count &+ 1) &* 2 > _table.count { _rebuild(capacity: elements.count &+ 1) }
        let hash = _hash(element)
        let mask = _table.count &- 1
        let position = elements.count
        let existing: Int? = _table.withUnsafeMutableBufferPointer { table in
            var bucket = hash & mask
            while true {
                let stored = Int(table[bucket])
                if stored == 0 {
                    table[bucket] = Int32(truncatingIfNeeded: position &+ 1)
                    return nil
                }
                if (!Self._storesHashes || _hashes[stored &- 1] == hash) && elements[stored &- 1] == element {
                    return stored &- 1
                }
                bucket = (bucket &+ 1) & mask
            }
        }
        if let existing { return (false, existing) }
        elements.append(element)
        if Self._storesHashes { _hashes.append(hash) }
        return (true, position)
    }

    /// Appends elements that are known to be absent and unique.
    @inlinable
    mutating func append(contentsOf newElements: [Element]) {
        reserveCapacity(elements.count + newElements.count)
        for element in newElements { append(element) }
    }

    /// Makes room for `capacity` elements without growing the table again.
    @inlinable
    mutating func reserveCapacity(_ capacity: Int) {
        elements.reserveCapacity(capacity)
        if Self._storesHashes { _hashes.reserveCapacity(capacity) }
        if capacity &* 2 > _table.count { _rebuild(capacity: capacity) }
    }

    /// Inserts an element known to be absent at `position`. O(*n*).
    @inlinable
    mutating func insert(_ element: Element, at position: Int) {
        if Self._storesHashes { _hashes.insert(_hash(element), at: position) }
        elements.insert(element, at: position)
        _rebuild(capacity: elements.count)
    }

    /// Removes the element at `position`. O(*n*).
    @inlinable
    mutating func remove(at position: Int) {
        if Self._storesHashes { _hashes.remove(at: position) }
        elements.remove(at: position)
        _rebuild(capacity: elements.count)
    }

    /// Removes the elements that satisfy `predicate`. O(*n*).
    @inlinable
    mutating func removeAll(where predicate: (Element) -> Bool) {
        if Self._storesHashes {
            var keptElements: [Element] = []
            var keptHashes: [Int] = []
            for position in elements.indices where !predicate(elements[position]) {
                keptElements.append(elements[position])
                keptHashes.append(_hashes[position])
            }
            elements = keptElements
            _hashes = keptHashes
        } else {
            elements.removeAll(where: predicate)
        }
        _rebuild(capacity: elements.count)
    }

    /// Removes the last `count` elements. O(*n*).
    @inlinable
    mutating func removeLast(_ count: Int) {
        if Self._storesHashes { _hashes.removeLast(count) }
        elements.removeLast(count)
        _rebuild(capacity: elements.count)
    }

    /// Rebuilds the table for the current elements, sized for at least `capacity` elements.
    @inlinable
    mutating func _rebuild(capacity: Int) {
        _ = _rebuild(capacity: capacity, checkingUniqueness: false)
    }

    /// Rebuilds the table for the current elements, sized for at least `capacity` elements. When
    /// `checkingUniqueness` is true, returns false (leaving the table unusable) as soon as an element
    /// equals an earlier one; otherwise the elements are trusted to be unique.
    @inlinable
    mutating func _rebuild(capacity: Int, checkingUniqueness: Bool) -> Bool {
        precondition(capacity < Int(Int32.max), "a snapshot holds at most Int32.max - 1 items")
        var size = 16
        while size < capacity &* 2 { size &<<= 1 }
        let mask = size &- 1
        if Element.self == Int.self { _seed = _IntegerHashSeed.value }
        if Self._storesHashes && _hashes.count != elements.count { _hashes = elements.map { $0.hashValue } }
        var table = [Int32](repeating: 0, count: size)
        let unique = table.withUnsafeMutableBufferPointer { table in
            elements.withUnsafeBufferPointer { elements in
                for position in elements.indices {
                    let hash = Self._storesHashes ? _hashes[position] : _hash(elements[position])
                    var bucket = hash & mask
                    while true {
                        let stored = Int(table[bucket])
                        if stored == 0 { break }
                        if checkingUniqueness
                            && (!Self._storesHashes || _hashes[stored &- 1] == hash)
                            && elements[stored &- 1] == elements[position]
                        {
                            return false
                        }
                        bucket = (bucket &+ 1) & mask
                    }
                    table[bucket] = Int32(truncatingIfNeeded: position &+ 1)
                }
                return true
            }
        }
        _table = table
        return unique
    }
}

/// Murmur3's 64-bit finaliser applied to `value ^ seed`: a bijection whose low bits depend on every
/// input bit, so masking it gives well-spread buckets even for sequential or strided integers.
@inlinable @inline(__always)
func _mixInteger(_ value: UInt64, seed: UInt64) -> Int {
    var x = value ^ seed
    x = (x ^ (x &>> 33)) &* 0xff51_afd7_ed55_8ccd
    x = (x ^ (x &>> 33)) &* 0xc4ce_b9fe_1a85_ec53
    return Int(truncatingIfNeeded: x ^ (x &>> 33))
}

/// The per-process seed of ``_mixInteger(_:seed:)``, drawn from the standard library's (per-process
/// random) hash seed.
@usableFromInline
enum _IntegerHashSeed {
    /// The seed; the same for every list in the process.
    @usableFromInline static let value = UInt64(UInt(bitPattern: 0x5EED_5EED.hashValue))
}

extension _IndexedList: Equatable {
    @inlinable
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

extension _IndexedList: Sendable where Element: Sendable {}
