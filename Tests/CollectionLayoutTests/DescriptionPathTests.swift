import CollectionLayout
import Testing

@Suite("Description paths in deep group trees (R-DIAG-1)")
struct DescriptionPathTests {
    @Test("A problem 40 groups deep names every step of its path")
    func deepPath() throws {
        // The innermost item's fitting fails: a 500-pt-tall item in a 100-pt group (R-GROUP-4), so a
        // strict prepare throws at group.subitems[0].group × 40 levels.
        var group = vgroup(fw(1), pt(100), [item(fw(1), pt(500))])
        for _ in 0..<40 { group = vgroup(fw(1), pt(100), [group]) }
        #expect {
            _ = try prepare(section(group), itemCounts: [1], strict: true)
        } throws: { error in
            guard let path = (error as? LayoutError)?.path else { return false }
            // group, then 40 × (subitems[0], group).
            let expected: [LayoutPath.Component] =
                [.property("group")]
                + Array(
                    repeating: [LayoutPath.Component.index("subitems", 0), .property("group")], count: 40
                )
                .flatMap { $0 }
            return path.components == expected && path.section == 0
        }
    }
}
