// The "DifferenceKit" baseline of the diff benchmarks: Paul Heckel's two-pass symbol-table diff
// ("A technique for isolating differences between files", CACM 21(4), 1978) applied to one flat
// array the way DifferenceKit's `StagedChangeset(source:target:)` applies it, written for this
// project from the algorithm's description and DifferenceKit's documented outputs.
//
// DifferenceKit itself cannot be built here (no network, not in the package mirror), and third-party
// code stays out of this repository; this is an independent re-implementation of the same algorithm
// with the same data-structure choices, so that it does comparable work:
//
// * the source identifiers are copied into a contiguous buffer that the table points into; every
//   identifier is hashed once (`hashValue`) and the symbol table is a `Dictionary` keyed by
//   (stored hash, reference to the identifier) with room for 2n entries; a source identifier's entry
//   is one index, or a stack of indexes (a class) once it occurs more than once;
// * pass 1 enters the source identifiers; pass 2 looks every target identifier up and pairs it with
//   the first unclaimed source occurrence;
// * deletes are the unpaired source indexes; inserts the unpaired target indexes; a paired element is
//   an update when its contents differ (`==` for `String` and `Int`, which are their own identifiers),
//   and a move when its source index is not the first not-yet-consumed source index (a greedy
//   walk, not a minimal set of moves), reported from its index after the deletes to its target index;
// * the result is staged like DifferenceKit's: (1) updates, with the source-shaped data after them,
//   (2) deletes, with the data after the deletes, (3) inserts and moves, with the target.

/// One stage of ``HeckelChangeset``: the data after the stage, and its changes.
public struct HeckelStage<Element: Hashable & Sendable>: Sendable {
    /// The collection after this stage.
    public var data: ContiguousArray<Element>
    /// Deleted indexes (of the data before this stage).
    public var deleted: [Int] = []
    /// Inserted indexes (of ``data``).
    public var inserted: [Int] = []
    /// Updated indexes (of the data before this stage).
    public var updated: [Int] = []
    /// Moves: source index (after the deletes) to target index.
    public var moved: [(source: Int, target: Int)] = []

    /// The number of changes in this stage.
    public var changeCount: Int { deleted.count + inserted.count + updated.count + moved.count }
}

/// A flat staged changeset computed with Heckel's algorithm (see the file's header).
public struct HeckelChangeset<Element: Hashable & Sendable>: Sendable {
    /// The stages, in order; empty stages are left out.
    public var stages: [HeckelStage<Element>] = []

    /// The total number of changes in all stages.
    public var changeCount: Int { stages.reduce(0) { $0 + $1.changeCount } }

    /// Diffs `source` against `target`; elements are their own identifiers.
    public init(source: [Element], target: [Element]) {
        let source = ContiguousArray(source)
        let target = ContiguousArray(target)
        if source.isEmpty && target.isEmpty { return }
        if target.isEmpty {
            var stage = HeckelStage(data: target)
            stage.deleted = Array(source.indices)
            stages = [stage]
            return
        }
        if source.isEmpty {
            var stage = HeckelStage(data: target)
            stage.inserted = Array(target.indices)
            stages = [stage]
            return
        }
        let pairs = _HeckelPairs(source: source, target: target)
        var updates = HeckelStage<Element>(data: [])
        var deletes = HeckelStage<Element>(data: [])
        var final = HeckelStage(data: target)
        updates.data.reserveCapacity(source.count)
        deletes.data.reserveCapacity(source.count)
        // Deletes, in source order; `deletedBefore[s]` counts the deletes before source index s.
        var deletedBefore = [Int](repeating: 0, count: source.count)
        var deleteCount = 0
        for s in source.indices {
            deletedBefore[s] = deleteCount
            let t = pairs.targetOfSource[s]
            if t < 0 {
                deletes.deleted.append(s)
                deleteCount += 1
                updates.data.append(source[s])
            } else {
                updates.data.append(target[t])
                deletes.data.append(target[t])
            }
        }
        // Inserts, updates and moves, in target order; a source index is "consumed" once deleted or
        // reached, and a pair whose source is not the first unconsumed one is a move.
        var consumed = [Bool](repeating: false, count: source.count)
        for s in deletes.deleted { consumed[s] = true }
        var firstUnconsumed = 0
        for t in target.indices {
            while firstUnconsumed < source.count && consumed[firstUnconsumed] { firstUnconsumed += 1 }
            let s = pairs.sourceOfTarget[t]
            if s < 0 {
                final.inserted.append(t)
                continue
            }
            consumed[s] = true
            if target[t] != source[s] { updates.updated.append(s) }
            if s != firstUnconsumed { final.moved.append((source: s - deletedBefore[s], target: t)) }
        }
        if !updates.updated.isEmpty { stages.append(updates) }
        if !deletes.deleted.isEmpty { stages.append(deletes) }
        if !final.inserted.isEmpty || !final.moved.isEmpty { stages.append(final) }
    }
}

/// A symbol-table key: an identifier's hash, computed once, and a pointer to the identifier in a
/// buffer that outlives the table (so keys neither copy nor retain identifiers).
struct _HeckelKey<Element: Hashable>: Hashable {
    let hash: Int
    let identifier: UnsafePointer<Element>

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.hash == rhs.hash && lhs.identifier.pointee == rhs.identifier.pointee
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// The source indexes of one identifier that occurs more than once, handed out in order.
final class _HeckelOccurrences {
    var indexes: [Int]
    var next = 0

    init(_ first: Int, _ second: Int) { indexes = [first, second] }

    func pop() -> Int? {
        guard next < indexes.count else { return nil }
        defer { next += 1 }
        return indexes[next]
    }
}

/// A symbol-table entry: the identifier's only source index, or all of them.
enum _HeckelEntry {
    case unique(Int)
    case repeated(_HeckelOccurrences)
}

/// Heckel's two passes: which source index each target index is paired with (-1: none), and back.
struct _HeckelPairs<Element: Hashable> {
    var targetOfSource: [Int]
    var sourceOfTarget: [Int]

    init(source: ContiguousArray<Element>, target: ContiguousArray<Element>) {
        targetOfSource = [Int](repeating: -1, count: source.count)
        sourceOfTarget = [Int](repeating: -1, count: target.count)
        // The source identifiers, copied out of the elements (for `String` and `Int` an element is its
        // own identifier; the copy is kept because the table points into it).
        var identifiers = ContiguousArray<Element>()
        identifiers.reserveCapacity(source.count)
        for element in source { identifiers.append(element) }
        identifiers.withUnsafeBufferPointer { sourceBuffer in
            target.withUnsafeBufferPointer { targetBuffer in
                var table = [_HeckelKey<Element>: _HeckelEntry](minimumCapacity: source.count * 2)
                // Pass 1: the source's symbol table.
                for s in sourceBuffer.indices {
                    let pointer = sourceBuffer.baseAddress! + s
                    let key = _HeckelKey(hash: pointer.pointee.hashValue, identifier: pointer)
                    switch table[key] {
                    case nil: table[key] = .unique(s)
                    case .unique(let first): table[key] = .repeated(_HeckelOccurrences(first, s))
                    case .repeated(let occurrences): occurrences.indexes.append(s)
                    }
                }
                // Pass 2: pair each target element with the first unclaimed source occurrence.
                for t in targetBuffer.indices {
                    let pointer = targetBuffer.baseAddress! + t
                    let key = _HeckelKey(hash: pointer.pointee.hashValue, identifier: pointer)
                    switch table[key] {
                    case nil: continue
                    case .unique(let s):
                        guard targetOfSource[s] < 0 else { continue }
                        targetOfSource[s] = t
                        sourceOfTarget[t] = s
                    case .repeated(let occurrences):
                        guard let s = occurrences.pop() else { continue }
                        targetOfSource[s] = t
                        sourceOfTarget[t] = s
                    }
                }
            }
        }
    }
}

extension HeckelChangeset {
    /// Replays the stages on `source` and returns a description of the first inconsistency, or nil
    /// when the last stage's data is `target` and every stage's changes lead from the data before it to
    /// its data (deleted, moved and inserted positions account for every element; unmoved survivors
    /// keep their order). The harness checks this once per workload, before timing.
    public func mismatch(source: [Element], target: [Element]) -> String? {
        var before = ContiguousArray(source)
        for (number, stage) in stages.enumerated() {
            let deleted = Set(stage.deleted)
            guard deleted.allSatisfy({ before.indices.contains($0) }) else {
                return "stage \(number): delete"
            }
            let survivors = before.indices.filter { !deleted.contains($0) }.map { before[$0] }
            let inserted = Set(stage.inserted)
            let movedSources = Set(stage.moved.map(\.source))
            let movedTargets = Set(stage.moved.map(\.target))
            guard survivors.count + inserted.count == stage.data.count,
                movedSources.count == stage.moved.count, movedTargets.count == stage.moved.count,
                inserted.isDisjoint(with: movedTargets)
            else { return "stage \(number): counts" }
            for move in stage.moved
            where !survivors.indices.contains(move.source) || !stage.data.indices.contains(move.target)
                || (stage.updated.isEmpty && survivors[move.source] != stage.data[move.target])
            {
                return "stage \(number): move \(move)"
            }
            let stayed = survivors.indices.filter { !movedSources.contains($0) }.map { survivors[$0] }
            let placed = stage.data.indices.filter { !inserted.contains($0) && !movedTargets.contains($0) }
            guard
                stage.updated.isEmpty
                    ? stayed == placed.map({ stage.data[$0] }) : stayed.count == placed.count
            else { return "stage \(number): stationary order" }
            before = stage.data
        }
        return Array(before) == target ? nil : "final data differs from target"
    }
}
