import PropertyBased
import Testing

@testable import DiffableSnapshot

@Suite(
    "Changeset properties over random snapshot pairs (R-DIFF-4, R-DIFF-5, R-DIFF-6, R-DIFF-7, R-DIFF-8, R-DIFF-9)"
)
struct ChangesetPropertyTests {
    static let pairs = zip(Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...60))
    static let largePairs = zip(Gen.uint64(in: 0...UInt64.max), Gen.int(in: 500...3000))

    @Test("R-DIFF-7: the changeset replays the old snapshot into the new one")
    func replays() async {
        await propertyCheck(count: 300, input: Self.pairs) { seed, size in
            let (old, new) = randomPair(seed: seed, size: size)
            let changes = Changeset(from: old, to: new)
            #expect(throws: Never.self) { try changes.validate(from: old, to: new) }
        }
    }

    @Test("R-DIFF-7: replay also holds for a few thousand items")
    func replaysLarge() async {
        await propertyCheck(count: 15, input: Self.largePairs) { seed, size in
            let (old, new) = randomPair(seed: seed, size: size)
            let changes = Changeset(from: old, to: new)
            #expect(changes.isValid(from: old, to: new))
            #expect(Changeset(from: old, to: old).isEmpty)
        }
    }

    @Test("R-DIFF-6: the number of moves is the minimum (moved reloads count as moves)")
    func minimalMoves() async {
        await propertyCheck(count: 300, input: Self.pairs) { seed, size in
            let (old, new) = randomPair(seed: seed, size: size)
            let changes = Changeset(from: old, to: new)
            let minimum = minimumMoves(old: old, new: new)
            // A moved section or item marked for reload appears as a delete plus an insert (R-DIFF-3,
            // R-DIFF-5) instead of a move; it still counts against the minimum.
            let reinsertedSections = Set(changes.sectionDeletes.map(\.identifier))
                .intersection(changes.sectionInserts.map(\.identifier))
            let reinsertedItems = Set(changes.itemDeletes.map(\.identifier))
                .intersection(changes.itemInserts.map(\.identifier))
            #expect(changes.sectionMoves.count + reinsertedSections.count == minimum.sections)
            #expect(changes.itemMoves.count + reinsertedItems.count == minimum.items)
        }
    }

    @Test("R-DIFF-2: every list is sorted ascending; moves by destination")
    func sorted() async {
        await propertyCheck(count: 100, input: Self.pairs) { seed, size in
            let (old, new) = randomPair(seed: seed, size: size)
            let c = Changeset(from: old, to: new)
            #expect(c.sectionDeletes.map(\.index) == c.sectionDeletes.map(\.index).sorted())
            #expect(c.sectionInserts.map(\.index) == c.sectionInserts.map(\.index).sorted())
            #expect(c.sectionMoves.map(\.to) == c.sectionMoves.map(\.to).sorted())
            #expect(c.itemDeletes.map(\.indexPath) == c.itemDeletes.map(\.indexPath).sorted())
            #expect(c.itemInserts.map(\.indexPath) == c.itemInserts.map(\.indexPath).sorted())
            #expect(c.itemMoves.map(\.to) == c.itemMoves.map(\.to).sorted())
            #expect(c.itemReloads.map(\.indexPath) == c.itemReloads.map(\.indexPath).sorted())
            #expect(c.itemReconfigures.map(\.indexPath) == c.itemReconfigures.map(\.indexPath).sorted())
        }
    }

    @Test("R-DIFF-8: staged batches replay, one after the other, into the new snapshot")
    func stagedBatchesReplay() async {
        await propertyCheck(count: 200, input: Self.pairs) { seed, size in
            let (old, new) = randomPair(seed: seed, size: size)
            let changes = Changeset(from: old, to: new)
            let batches = changes.stagedForBatchUpdates()
            #expect(batches.count <= 3)
            #expect(batches.allSatisfy { !$0.isEmpty })
            #expect(batches.reduce(0) { $0 + $1.count } == changes.count)
            var state: [Changeset._Section] = old.sectionIdentifiers.map {
                ($0, try! old.itemIdentifiers(inSection: $0))
            }
            do {
                for batch in batches {
                    state = try batch._replay(on: state) { try? new.itemIdentifiers(inSection: $0) }
                }
            } catch {
                Issue.record("staged replay failed: \(error)")
            }
            #expect(state.map { "\($0.identifier)\($0.items)" } == layout(new).map { $0.replacingSpaces() })
        }
    }

    @Test("The random pairs exercise every kind of change (so the properties above are not vacuous)")
    func generatorCoverage() {
        var kinds = [Int](repeating: 0, count: 9)
        for seed in 0..<200 {
            let (old, new) = randomPair(seed: UInt64(seed), size: 40)
            let c = Changeset(from: old, to: new)
            let counts = [
                c.sectionDeletes.count, c.sectionInserts.count, c.sectionMoves.count, c.sectionReloads.count,
                c.itemDeletes.count, c.itemInserts.count, c.itemMoves.count, c.itemReloads.count,
                c.itemReconfigures.count,
            ]
            for k in kinds.indices { kinds[k] += counts[k] }
        }
        #expect(kinds.allSatisfy { $0 > 0 }, "per-kind totals: \(kinds)")
    }
}

extension String {
    /// Converts `layout(_:)`'s `S[a b]` into the `S["a", "b"]` form of a tuple description.
    fileprivate func replacingSpaces() -> String {
        guard let open = firstIndex(of: "[") else { return self }
        let name = self[..<open]
        let body = self[index(after: open)..<index(before: endIndex)]
        let items = body.isEmpty ? [] : body.split(separator: " ").map { "\"\($0)\"" }
        return "\(name)[\(items.joined(separator: ", "))]"
    }
}
