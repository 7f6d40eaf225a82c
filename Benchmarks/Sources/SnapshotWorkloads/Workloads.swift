import DiffableSnapshot

/// A deterministic SplitMix64 generator, so every run measures the same inputs.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    var state: UInt64

    /// Creates a generator from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A UUID-shaped identifier (`8-4-4-4-12` lowercase hex, 36 characters) derived from `index`.
public func uuidLike(_ index: Int) -> String {
    var generator = SeededGenerator(seed: UInt64(truncatingIfNeeded: index) &* 0x2545_F491_4F6C_DD1D)
    let high = generator.next()
    let low = generator.next()
    let hex = Array("0123456789abcdef".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(36)
    for position in 0..<32 {
        if position == 8 || position == 12 || position == 16 || position == 20 {
            bytes.append(UInt8(ascii: "-"))
        }
        let word = position < 16 ? high : low
        bytes.append(hex[Int((word >> UInt64((position % 16) * 4)) & 0xF)])
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// Two snapshots to diff, plus their flat item lists for the standard-library baseline.
public struct DiffWorkload<ID: Hashable & Sendable>: Sendable {
    /// The snapshot before the edits.
    public let old: DiffableDataSourceSnapshot<Int, ID>
    /// The snapshot after the edits (with reload marks).
    public let new: DiffableDataSourceSnapshot<Int, ID>
    /// `old.itemIdentifiers`.
    public var oldItems: [ID] { old.itemIdentifiers }
    /// `new.itemIdentifiers`.
    public var newItems: [ID] { new.itemIdentifiers }

    /// Builds a snapshot with `sections` sections from per-section item lists.
    static func build(_ sections: [[ID]]) -> DiffableDataSourceSnapshot<Int, ID> {
        var snapshot = DiffableDataSourceSnapshot<Int, ID>()
        try! snapshot.appendSections(Array(sections.indices))
        for (index, items) in sections.enumerated() { try! snapshot.appendItems(items, toSection: index) }
        return snapshot
    }

    /// `count` items in `sections` equal sections; then, at seeded random positions, 10 % of the items are
    /// deleted, 10 % new ones inserted, 5 % moved (to any section) and 5 % marked for reload.
    public static func editMix(count: Int, sections: Int = 10, seed: UInt64 = 42, id: (Int) -> ID) -> Self {
        var random = SeededGenerator(seed: seed)
        let perSection = count / sections
        let oldSections = (0..<sections).map { s in (0..<perSection).map { id(s * perSection + $0) } }
        // Keys order the new sections: survivors keep their old index, arrivals get a random key.
        var keyed: [[(key: Double, id: ID)]] = Array(repeating: [], count: sections)
        var reloads: [ID] = []
        for (s, items) in oldSections.enumerated() {
            for (i, item) in items.enumerated() {
                let roll = Int.random(in: 0..<100, using: &random)
                if roll < 10 { continue }  // delete
                if roll < 15 {  // move
                    let target = Int.random(in: 0..<sections, using: &random)
                    keyed[target].append((Double.random(in: 0..<Double(perSection), using: &random), item))
                    continue
                }
                if roll < 20 { reloads.append(item) }
                keyed[s].append((Double(i), item))
            }
        }
        for n in 0..<(count / 10) {
            let target = Int.random(in: 0..<sections, using: &random)
            keyed[target].append((Double.random(in: 0..<Double(perSection), using: &random), id(count + n)))
        }
        var new = build(keyed.map { $0.sorted { $0.key < $1.key }.map(\.id) })
        try! new.reloadItems(reloads)
        return Self(old: build(oldSections), new: new)
    }

    /// Two equal snapshots of `count` items in one section, built separately (no shared storage).
    public static func identical(count: Int, id: (Int) -> ID) -> Self {
        Self(old: build([(0..<count).map(id)]), new: build([(0..<count).map(id)]))
    }

    /// `count` items in one section; the first item moves to the end.
    public static func firstToLast(count: Int, id: (Int) -> ID) -> Self {
        let items = (0..<count).map(id)
        return Self(old: build([items]), new: build([Array(items.dropFirst()) + [items[0]]]))
    }
}

#if canImport(Foundation)
    import Foundation

    /// A Foundation `UUID` derived from `index` (deterministic: the same 128 random bits as
    /// ``uuidLike(_:)``), the identifier type of issue #7's UUID workloads.
    public func uuid(_ index: Int) -> UUID {
        var generator = SeededGenerator(seed: UInt64(truncatingIfNeeded: index) &* 0x2545_F491_4F6C_DD1D)
        let high = generator.next()
        let low = generator.next()
        func byte(_ word: UInt64, _ position: Int) -> UInt8 {
            UInt8(truncatingIfNeeded: word >> (position * 8))
        }
        return UUID(
            uuid: (
                byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5),
                byte(high, 6), byte(high, 7), byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3),
                byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)
            ))
    }
#endif
