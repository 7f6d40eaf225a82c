import DiffableSnapshot
import PropertyBased
import Testing

/// A reference model of R-SECSNAP as an explicit tree; pre-order, levels, parents and visibility are
/// computed by recursion, independently of the library's flat pre-order storage.
struct OutlineModel {
    struct Node {
        var id: String
        var children: [Node] = []
    }
    var roots: [Node] = []
    var expanded: Set<String> = []

    var items: [String] { flatten(roots, level: 0).map(\.id) }
    var levels: [Int] { flatten(roots, level: 0).map(\.level) }
    func flatten(_ nodes: [Node], level: Int) -> [(id: String, level: Int)] {
        nodes.flatMap { [($0.id, level)] + flatten($0.children, level: level + 1) }
    }
    func visible(_ nodes: [Node]) -> [String] {
        nodes.flatMap { [$0.id] + (expanded.contains($0.id) ? visible($0.children) : []) }
    }
    var visibleItems: [String] { visible(roots) }
    func parents(_ nodes: [Node], parent: String?) -> [(String, String?)] {
        nodes.flatMap { [($0.id, parent)] + parents($0.children, parent: $0.id) }
    }
    func contains(_ id: String) -> Bool { items.contains(id) }

    /// Applies `body` to the sibling list that contains `id` and to `id`'s index in it.
    static func withSiblings(of id: String, in nodes: inout [Node], _ body: (inout [Node], Int) -> Void)
        -> Bool
    {
        if let index = nodes.firstIndex(where: { $0.id == id }) {
            body(&nodes, index)
            return true
        }
        for index in nodes.indices where withSiblings(of: id, in: &nodes[index].children, body) {
            return true
        }
        return false
    }

    /// R-SECSNAP-4, R-SECSNAP-5, R-SECSNAP-7: returns false (and changes nothing) when the library must throw.
    mutating func add(_ ids: [String], anchor: String?, mode: Int) -> Bool {
        guard Set(ids).count == ids.count else { return false }
        if let anchor, !contains(anchor) { return false }
        guard !ids.contains(where: contains) else { return false }
        let nodes = ids.map { Node(id: $0) }
        guard let anchor else {
            roots += nodes
            return true
        }
        _ = Self.withSiblings(of: anchor, in: &roots) { siblings, index in
            switch mode {
            case 0: siblings[index].children += nodes  // append(_:to:)
            case 1: siblings.insert(contentsOf: nodes, at: index)  // insert(_:before:)
            default: siblings.insert(contentsOf: nodes, at: index + 1)  // insert(_:after:)
            }
        }
        return true
    }

    /// R-SECSNAP-8.
    mutating func delete(_ ids: [String]) {
        func prune(_ nodes: [Node]) -> [Node] {
            nodes.filter { !ids.contains($0.id) }.map { Node(id: $0.id, children: prune($0.children)) }
        }
        roots = prune(roots)
        expanded = expanded.filter(contains)
    }
}

@Suite(
    "Section snapshots against a tree model (R-SECSNAP-1, R-SECSNAP-2, R-SECSNAP-3, R-SECSNAP-4, R-SECSNAP-5, R-SECSNAP-6, R-SECSNAP-7, R-SECSNAP-8)"
)
struct SectionSnapshotModelPropertyTests {
    @Test(
        "R-SECSNAP-1, R-SECSNAP-2, R-SECSNAP-3, R-SECSNAP-4, R-SECSNAP-5, R-SECSNAP-6, R-SECSNAP-7, R-SECSNAP-8: random operations agree with the tree model; errors change nothing"
    )
    func agreesWithModel() async {
        await propertyCheck(count: 150, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var rng = SplitMix(seed: seed)
            var snapshot = SectionSnapshot()
            var model = OutlineModel()
            for _ in 0..<30 {
                let ids = (0..<(1 + rng.below(2))).map { _ in "n\(rng.below(20))" }
                let anchor = "n\(rng.below(20))"
                let op = rng.below(6)
                var threw = false
                var expectedOK = true
                let before = snapshot
                switch op {
                case 0, 1, 2:
                    let useAnchor = op != 0 || rng.chance(70)
                    expectedOK = model.add(ids, anchor: useAnchor ? anchor : nil, mode: op)
                    do {
                        switch op {
                        case 0: try snapshot.append(ids, to: useAnchor ? anchor : nil)
                        case 1: try snapshot.insert(ids, before: anchor)
                        default: try snapshot.insert(ids, after: anchor)
                        }
                    } catch { threw = true }
                case 3:
                    model.delete(ids)
                    snapshot.delete(ids)
                case 4:
                    model.expanded.formUnion(ids.filter(model.contains))
                    snapshot.expand(ids)
                default:
                    model.expanded.subtract(ids)
                    snapshot.collapse(ids)
                }
                #expect(expectedOK == !threw, "op \(op) ids \(ids) anchor \(anchor)")
                if threw { #expect(snapshot == before) }
                #expect(snapshot.items == model.items)
                #expect(snapshot.items.map { snapshot.level(of: $0) ?? -1 } == model.levels)
                #expect(snapshot.visibleItems == model.visibleItems)
                #expect(Set(snapshot.expandedItems) == model.expanded)
                for (item, parent) in model.parents(model.roots, parent: nil) {
                    #expect(snapshot.parent(of: item) == parent)
                    #expect(snapshot.isVisible(item) == model.visibleItems.contains(item))
                }
            }
        }
    }
}
