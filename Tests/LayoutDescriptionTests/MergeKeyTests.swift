import CollectionLayout
import LayoutDescription
import Testing

/// YAML merge keys (`<<: *base`) in descriptions: explicit keys win, earlier merge sources win,
/// merges nest, and problems keep useful paths.
@Suite("YAML merge keys")
struct MergeKeyTests {
    /// The keys of an object value, in order.
    func keys(_ value: DescriptionValue?) -> [String] {
        guard case .object(let pairs)? = value else { return [] }
        return pairs.map(\.key)
    }

    @Test("<<: *base copies the anchored keys; a key written in the object wins wherever it stands")
    func mergeOverride() throws {
        let value = try DescriptionValue.parse(
            """
            base: &base {a: 1, b: 2, c: 3}
            derived:
              b: 20
              <<: *base
              d: 4
            """)
        let derived = value["derived"]
        // b is written in the object, so the merged b = 2 is dropped; a and c take the place of <<.
        #expect(keys(derived) == ["b", "a", "c", "d"])
        #expect(derived?["b"] == .number(20))
        #expect(derived?["a"] == .number(1))
        #expect(derived?["c"] == .number(3))
    }

    @Test("<<: [*first, *second]: the earlier object wins; merged objects may merge themselves")
    func mergeListAndNesting() throws {
        let value = try DescriptionValue.parse(
            """
            root: &root {x: 0, y: 0, z: 0}
            first: &first {x: 1}
            second: &second {<<: *root, x: 2, y: 2}
            both: {<<: [*first, *second]}
            """)
        let both = value["both"]
        // x from first (1) beats second's x (2); y from second (2) beats root's y; z only in root.
        #expect(both?["x"] == .number(1))
        #expect(both?["y"] == .number(2))
        #expect(both?["z"] == .number(0))
        #expect(keys(both) == ["x", "y", "z"])
    }

    @Test("A quoted \"<<\" is an ordinary key")
    func quotedKey() throws {
        let value = try DescriptionValue.parse("base: &b {a: 1}\nother: {\"<<\": *b}\n")
        #expect(keys(value["other"]) == ["<<"])
    }

    @Test("A section built from an anchored section lays out like the written-out one")
    func sectionFromAnchor() throws {
        let merged = try TestSupport.prepare(
            """
            version: 1
            environment: {width: 300, height: 600}
            sections:
              - &grid
                itemCount: 2
                group:
                  horizontal:
                    size: {width: "fractionalWidth(1)", height: "absolute(100)"}
                    subitems:
                      - item: {size: {width: "fractionalWidth(0.5)", height: "fractionalHeight(1)"}}
              - <<: *grid
                itemCount: 1
            """)
        // Section 0: one row 100 tall with two halves of 300 (150 wide). Section 1 merges the group
        // and overrides itemCount to 1: its row starts at y = 100, its one item 150 wide.
        #expect(merged.numberOfSections == 2)
        #expect(merged.numberOfItems(inSection: 1) == 1)
        TestSupport.expect(
            merged.attributes(forItemAt: LayoutIndexPath(item: 0, section: 1))?.frame, (0, 100, 150, 100),
            "item 1.0")
        #expect(merged.contentSize == Size(width: 300, height: 200))
    }

    @Test("A problem in a merged value is reported at its path in the object that merged it")
    func mergedProblemPath() {
        let problems = TestSupport.problems(
            """
            version: 1
            sections:
              - itemCount: 1
                group: &group
                  horizontal:
                    size: {width: "fractionalWidth(1)", height: "absolute(100)"}
                    subitems:
                      - item: {size: {width: "fractionalWidht(1)", height: "fractionalHeight(1)"}}
              - itemCount: 2
                group:
                  <<: *group
            """)
        let paths = problems.map(\.path.description)
        #expect(paths.contains("sections[0].group.horizontal.subitems[0].item.size.width"), "\(problems)")
        #expect(paths.contains("sections[1].group.horizontal.subitems[0].item.size.width"), "\(problems)")
        #expect(
            problems.allSatisfy { $0.message.contains("did you mean \"fractionalWidth\"?") }, "\(problems)")
    }

    @Test(
        "A merge value that is not an object is rejected with the line and a hint",
        arguments: [
            ("a: {<<: 5}\n", "a[\"<<\"]", "a merge key holds the value \"5\" (line 1)"),
            (
                "b: &b {x: 1}\na: {<<: [*b, 3]}\n", "a[\"<<\"][1]",
                "a merge list holds the value \"3\" here (line 2)"
            ),
            ("a:\n  <<: [1, 2]\n", "a[\"<<\"][0]", "a merge list holds the value \"1\""),
        ])
    func badMergeValue(_ text: String, _ path: String, _ fragment: String) {
        #expect(throws: DescriptionError.self) { try DescriptionValue.parse(text) }
        do {
            _ = try DescriptionValue.parse(text)
        } catch {
            let problem = error.problems.first
            #expect(problem?.path.description == path, "\(error)")
            #expect(problem?.message.contains(fragment) == true, "\(error)")
            #expect(problem?.message.contains("templates") == true, "\(error)")
        }
    }

    @Test("Duplicate written keys are still rejected next to a merge key")
    func duplicateStillRejected() {
        #expect(throws: DescriptionError.self) {
            try DescriptionValue.parse("b: &b {x: 1}\na: {<<: *b, y: 1, y: 2}\n")
        }
    }

    @Test("Merges nested deeper than 64 levels are rejected")
    func deepMerges() {
        // l70 merges l69, which merges l68, … down to l0: 70 levels of merging.
        var lines = ["l0: &l0 {k0: 0}"]
        for level in 1...70 {
            lines.append("l\(level): &l\(level) {<<: *l\(level - 1), k\(level): \(level)}")
        }
        do {
            _ = try DescriptionValue.parse(lines.joined(separator: "\n") + "\n")
            Issue.record("expected the nesting limit")
        } catch {
            #expect(
                error.problems.first?.message.contains("merge keys are nested deeper than 64") == true,
                "\(error)")
        }
    }

    @Test("Merges that multiply a document count against the value limit")
    func mergeBomb() {
        // Each level merges the previous one twice under new keys; 20 levels of doubling would
        // expand to millions of values, far beyond the limit of 200 000.
        var lines = ["l0: &l0 {k0: 0}"]
        for level in 1...20 {
            lines.append("l\(level): &l\(level) {a: {<<: *l\(level - 1)}, b: {<<: *l\(level - 1)}}")
        }
        let text = lines.joined(separator: "\n") + "\n"
        do {
            _ = try DescriptionValue.parse(text)
            Issue.record("expected the value limit")
        } catch {
            #expect(error.problems.first?.message.contains("expands to more than") == true, "\(error)")
        }
    }
}
