import DiffableSnapshot
import PropertyBased
import Testing

/// A deliberately naive reference model of R-SNAP: a list of sections with item arrays, every operation a
/// linear scan. Each method returns false when the operation must throw (the model is left unchanged).
struct SnapshotModel {
    var sections: [(name: String, items: [String])] = []

    func sectionIndex(_ name: String) -> Int? { sections.firstIndex { $0.name == name } }
    func location(_ item: String) -> (Int, Int)? {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(of: item) { return (s, i) }
        }
        return nil
    }
    mutating func removeItems(_ items: [String]) {
        for s in sections.indices { sections[s].items.removeAll { items.contains($0) } }
    }

    mutating func insertSections(_ ids: [String], anchor: String?, after: Bool) -> Bool {
        guard Set(ids).count == ids.count, !(anchor.map(ids.contains) ?? false),
            !ids.contains(where: { sectionIndex($0) != nil })
        else { return false }
        var at = sections.count
        if let anchor {
            guard let a = sectionIndex(anchor) else { return false }
            at = after ? a + 1 : a
        }
        sections.insert(contentsOf: ids.map { ($0, []) }, at: at)
        return true
    }

    mutating func moveSection(_ name: String, anchor: String, after: Bool) -> Bool {
        guard let from = sectionIndex(name), sectionIndex(anchor) != nil, name != anchor else { return false }
        let section = sections.remove(at: from)
        let a = sectionIndex(anchor)!
        sections.insert(section, at: after ? a + 1 : a)
        return true
    }

    mutating func appendItems(_ ids: [String], to section: String?) -> Bool {
        guard !sections.isEmpty, Set(ids).count == ids.count else { return false }
        let name = section ?? sections.last!.name
        guard sectionIndex(name) != nil else { return false }
        removeItems(ids)
        sections[sectionIndex(name)!].items += ids
        return true
    }

    mutating func insertItems(_ ids: [String], anchor: String, after: Bool) -> Bool {
        guard Set(ids).count == ids.count, !ids.contains(anchor), location(anchor) != nil else {
            return false
        }
        removeItems(ids)
        let (s, i) = location(anchor)!
        sections[s].items.insert(contentsOf: ids, at: after ? i + 1 : i)
        return true
    }

    mutating func moveItem(_ item: String, anchor: String, after: Bool) -> Bool {
        guard location(item) != nil, location(anchor) != nil, item != anchor else { return false }
        removeItems([item])
        let (s, i) = location(anchor)!
        sections[s].items.insert(item, at: after ? i + 1 : i)
        return true
    }

    var layout: [String] { sections.map { "\($0.name)[\($0.items.joined(separator: " "))]" } }
}

@Suite(
    "Snapshot mutations against a reference model (R-SNAP-3, R-SNAP-6, R-SNAP-7, R-SNAP-8, R-SNAP-9, R-SNAP-10, R-SNAP-11, R-SNAP-12)"
)
struct SnapshotModelPropertyTests {
    /// Applies one random operation to both the snapshot and the model; returns a description.
    static func step(_ rng: inout SplitMix, _ snapshot: inout Snapshot, _ model: inout SnapshotModel)
        -> String
    {
        func section() -> String { "S\(rng.below(6))" }
        func item() -> String { "i\(rng.below(25))" }
        func items() -> [String] { (0..<(1 + rng.below(3))).map { _ in item() } }
        let after = rng.chance(50)
        var ok: Bool
        var threw = false
        let op = rng.below(9)
        switch op {
        case 0:
            let ids = (0..<(1 + rng.below(2))).map { _ in section() }
            ok = model.insertSections(ids, anchor: nil, after: false)
            do { try snapshot.appendSections(ids) } catch { threw = true }
        case 1:
            let ids = [section()]
            let anchor = section()
            ok = model.insertSections(ids, anchor: anchor, after: after)
            do {
                if after {
                    try snapshot.insertSections(ids, afterSection: anchor)
                } else {
                    try snapshot.insertSections(ids, beforeSection: anchor)
                }
            } catch { threw = true }
        case 2:
            let ids = [section()]
            model.sections.removeAll { ids.contains($0.name) }
            ok = true
            snapshot.deleteSections(ids)
        case 3:
            let (a, b) = (section(), section())
            ok = model.moveSection(a, anchor: b, after: after)
            do {
                if after {
                    try snapshot.moveSection(a, afterSection: b)
                } else {
                    try snapshot.moveSection(a, beforeSection: b)
                }
            } catch { threw = true }
        case 4, 5:
            let ids = items()
            let target: String? = rng.chance(50) ? nil : section()
            ok = model.appendItems(ids, to: target)
            do { try snapshot.appendItems(ids, toSection: target) } catch { threw = true }
        case 6:
            let ids = items()
            let anchor = item()
            ok = model.insertItems(ids, anchor: anchor, after: after)
            do {
                if after {
                    try snapshot.insertItems(ids, afterItem: anchor)
                } else {
                    try snapshot.insertItems(ids, beforeItem: anchor)
                }
            } catch { threw = true }
        case 7:
            let ids = items()
            model.removeItems(ids)
            ok = true
            snapshot.deleteItems(ids)
        default:
            let (a, b) = (item(), item())
            ok = model.moveItem(a, anchor: b, after: after)
            do {
                if after {
                    try snapshot.moveItem(a, afterItem: b)
                } else {
                    try snapshot.moveItem(a, beforeItem: b)
                }
            } catch { threw = true }
        }
        return "op \(op): model \(ok ? "succeeded" : "failed"), snapshot \(threw ? "threw" : "succeeded")"
            + (ok == !threw ? "" : " — MISMATCH")
    }

    @Test(
        "R-SNAP-3, R-SNAP-4, R-SNAP-5, R-SNAP-6, R-SNAP-7, R-SNAP-8, R-SNAP-9, R-SNAP-10, R-SNAP-11, R-SNAP-12: random operation sequences agree with the model, errors are atomic"
    )
    func agreesWithModel() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix(seed: seed)
            var snapshot = Snapshot()
            var model = SnapshotModel()
            for _ in 0..<40 {
                let outcome = Self.step(&rng, &snapshot, &model)
                #expect(!outcome.hasSuffix("MISMATCH"), "\(outcome)")
                #expect(layout(snapshot) == model.layout)
                snapshot._checkInvariants()
                #expect(snapshot.itemIdentifiers == model.sections.flatMap(\.items))
            }
        }
    }
}
