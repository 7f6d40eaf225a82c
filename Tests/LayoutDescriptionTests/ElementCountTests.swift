import CollectionLayout
import LayoutDescription
import Testing

/// `PreparedLayout.elementCounts()` counts, without visiting, exactly what `forEachElement` visits.
@Suite("Element counts without visiting")
struct ElementCountTests {
    /// The counts found by visiting every element, by category and kind.
    static func visitedCounts(_ layout: PreparedLayout) -> [String: Int] {
        var counts: [String: Int] = [:]
        layout.forEachElement { element in
            let kind = element.category == .cell ? "" : element.elementKind ?? ""
            counts["\(element.category)/\(kind)", default: 0] += 1
        }
        return counts
    }

    /// The counts from `elementCounts()` in the same shape.
    static func computedCounts(_ layout: PreparedLayout) -> [String: Int] {
        var counts: [String: Int] = [:]
        for entry in layout.elementCounts() where entry.count > 0 {
            counts["\(entry.category)/\(entry.elementKind ?? "")", default: 0] += entry.count
        }
        return counts
    }

    @Test(
        "every built-in example, at its own item counts and with one item more per section",
        arguments: BuiltInExamples.names)
    func examples(_ name: String) throws {
        let text = try #require(BuiltInExamples.text(named: name))
        let resolved = try LayoutDescription.decode(text).resolve()
        let layout = try resolved.prepare()
        #expect(Self.computedCounts(layout) == Self.visitedCounts(layout))
    }

    @Test("partial last groups, self-sizing sections and orthogonal rows")
    func partialAndSized() throws {
        // 7 items in groups of 3 with a badge on every item and a header per group: the last group
        // holds 1 item; the estimated height makes the section self-sizing.
        let text = """
            version: 1
            sections:
              - itemCount: 7
                orthogonalScrollingBehavior: none
                group:
                  horizontal:
                    size: {width: "fractionalWidth(1)", height: "estimated(50)"}
                    supplementaryItems:
                      - {kind: group-badge, size: {width: "absolute(10)", height: "absolute(10)"}, containerAnchor: {edges: [top]}}
                    subitems:
                      - item:
                          size: {width: "fractionalWidth(1/3)", height: "estimated(50)"}
                          supplementaryItems:
                            - {kind: badge, size: {width: "absolute(10)", height: "absolute(10)"}, containerAnchor: {edges: [top, trailing]}}
              - itemCount: 5
                orthogonalScrollingBehavior: continuous
                boundarySupplementaryItems:
                  - {kind: header, size: {width: "fractionalWidth(1)", height: "absolute(30)"}, alignment: top}
                decorationItems: [{background: section-background}]
                group:
                  vertical:
                    size: {width: "absolute(100)", height: "absolute(200)"}
                    subitems:
                      - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1/2)"}}
            """
        let layout = try LayoutDescription.decode(text).resolve().prepare()
        let visited = Self.visitedCounts(layout)
        #expect(visited["cell/"] == 12)
        #expect(visited["supplementary/badge"] == 7)
        #expect(Self.computedCounts(layout) == visited)
    }
}
