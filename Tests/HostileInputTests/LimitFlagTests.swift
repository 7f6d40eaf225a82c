import Foundation
import Testing

/// The input limits through the built binary: each holds by default, a flag raises or lowers it,
/// an input over it is exit 65 with a message naming the limit, where it was hit and the flag, and
/// a nonsensical flag value is exit 64.
@Suite("Hostile inputs: configurable limits")
struct LimitFlagTests {
    /// The photo grid with its item wrapped in `depth` nested horizontal groups: a valid
    /// description nested 3 levels deeper per group (subitem, group, subitems list).
    static func nestedGroups(_ depth: Int) -> [UInt8] {
        var subitem = #"{item: {size: {width: "fractionalWidth(1/3)", height: "fractionalHeight(1)"}}}"#
        for _ in 0..<depth {
            subitem =
                #"{horizontal: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}, "#
                + "subitems: [\(subitem)]}}"
        }
        return Array(
            ("version: 1\nenvironment: {width: 390, height: 844}\nsections:\n  - itemCount: 12\n"
                + #"    group: {horizontal: {size: {width: "fractionalWidth(1)", height: "absolute(130)"}, "#
                + "subitems: [\(subitem)]}}\n").utf8)
    }

    /// `count` sections of one item sharing a template: 3 values each (`{template: t}`), plus the
    /// template's.
    static func manySections(_ count: Int) -> [UInt8] {
        let section = HostileInputs.example("photo-grid").components(separatedBy: "sections:\n")[1]
        return Array(
            ("version: 1\nenvironment: {width: 390, height: 844}\ntemplates:\n  t:\n"
                + section.replacingOccurrences(of: "  - itemCount: 12", with: "    itemCount: 1")
                + "sections:\n" + String(repeating: "  - {template: t}\n", count: count)).utf8)
    }

    @Test("input size: 9 MiB is refused by default, read with --max-input-bytes 10485760, refused at 100")
    func inputBytes() throws {
        let padded =
            Array(("# " + String(repeating: "x", count: 9 * 1024 * 1024) + "\n").utf8)
            + Array(HostileInputs.example("photo-grid").utf8)
        let refused = try BudgetedProcess.run(["validate", "{input}"], input: padded, megabytes: 512)
        #expect(refused.status == 65, "\(refused.stderr)")
        #expect(
            refused.stderr.contains(
                "(document): the input is larger than the input limit of 8388608 bytes (8 MiB); "
                    + "reading stopped there; raise it with --max-input-bytes"), "\(refused.stderr)")
        let raised = try BudgetedProcess.run(
            ["validate", "{input}", "--max-input-bytes", "10485760"], input: padded, megabytes: 512)
        #expect(raised.status == 0, "\(raised.stderr)")
        // Problems of a file read within a raised limit are located in it (line 3, after the comment).
        let typo = Array(
            ("# " + String(repeating: "x", count: 9 * 1024 * 1024) + "\nversion: 1\nsectoins: []\n").utf8)
        let located = try BudgetedProcess.run(
            ["validate", "{input}", "--max-input-bytes", "10485760"], input: typo, megabytes: 512)
        #expect(located.status == 65)
        #expect(located.stderr.contains(":3:1: error: sectoins: unknown key"), "\(located.stderr)")
        let lowered = try BudgetedProcess.run(
            ["frames", "--example", "photo-grid", "--sizes", "{input}", "--max-input-bytes", "100"],
            input: Array(HostileInputs.example("photo-grid").utf8))
        #expect(lowered.status == 65)
        #expect(
            lowered.stderr.contains(
                "(document): the input is larger than the input limit of 100 bytes; reading stopped there; "
                    + "raise it with --max-input-bytes"), "\(lowered.stderr)")
        let diff = try BudgetedProcess.run(
            ["diff", "{input}", "{input}", "--max-input-bytes", "10"], input: Array("[]\n".utf8))
        #expect(diff.status == 0, "\(diff.stderr)")
        let diffLowered = try BudgetedProcess.run(
            ["diff", "{input}", "{input}", "--max-input-bytes", "2"], input: Array("[]\n".utf8))
        #expect(diffLowered.status == 65)
        #expect(
            diffLowered.stderr.contains("larger than the input limit of 2 bytes"), "\(diffLowered.stderr)")
    }

    @Test("nesting: 25 nested groups (78 levels) are refused by default, valid with --max-nesting 100")
    func nesting() throws {
        let input = Self.nestedGroups(25)
        let refused = try BudgetedProcess.run(["validate", "{input}"], input: input)
        #expect(refused.status == 65)
        #expect(
            refused.stderr.contains(
                "lists and objects are nested deeper than 64 levels; "
                    + "raise it with --max-nesting (DescriptionLimits.maximumDepth)"), "\(refused.stderr)")
        let raised = try BudgetedProcess.run(["frames", "{input}", "--max-nesting", "100"], input: input)
        #expect(raised.status == 0, "\(raised.stderr)")
        // Every nested group is fractionalWidth(1) of its container, so the innermost holds three
        // items of 390 / 3 = 130 and the second cell sits at x = 130 in the first 130-pt row.
        #expect(raised.stdout.contains(#""frame": {"x": 130, "y": 0, "width": 130, "height": 130}"#))
        let lowered = try BudgetedProcess.run(
            ["validate", "--example", "photo-grid", "--max-nesting", "3"])
        #expect(lowered.status == 65)
        #expect(lowered.stderr.contains("nested deeper than 3 levels; raise it with --max-nesting"))
    }

    @Test("values: 70,000 sections are refused by default, valid with --max-values 300000")
    func values() throws {
        let input = Self.manySections(70_000)
        let refused = try BudgetedProcess.run(["validate", "{input}"], input: input, seconds: 60)
        #expect(refused.status == 65)
        #expect(
            refused.stderr.contains(
                "(document): the document holds more than 200000 values; "
                    + "raise it with --max-values (DescriptionLimits.maximumValueCount)"), "\(refused.stderr)"
        )
        let raised = try BudgetedProcess.run(
            ["validate", "{input}", "--max-values", "300000"], input: input, seconds: 60)
        #expect(raised.status == 0, "\(raised.stderr)")
        let lowered = try BudgetedProcess.run(["describe", "--example", "photo-grid", "--max-values", "10"])
        #expect(lowered.status == 65)
        #expect(lowered.stderr.contains("holds more than 10 values; raise it with --max-values"))
    }

    @Test("template chains: 70 templates are refused by default, valid with --max-template-chain 70")
    func templateChain() throws {
        let input = HostileInputs.templateChain(length: 70, sections: 2)
        let refused = try BudgetedProcess.run(["validate", "{input}"], input: input)
        #expect(refused.status == 65)
        // 70 − 64 = 6: t5 is the first template whose chain is 65 long.
        #expect(
            refused.stderr.contains(
                "templates.t5.template: the template chain t5 → t6 → t7 → … is longer than the limit of 64 "
                    + "templates; shorten the chain or raise it with --max-template-chain"),
            "\(refused.stderr)")
        let raised = try BudgetedProcess.run(
            ["render", "{input}", "--max-template-chain", "70"], input: input)
        #expect(raised.status == 0, "\(raised.stderr)")
        let lowered = try BudgetedProcess.run(
            ["frames", "{input}", "--max-template-chain", "10"],
            input: HostileInputs.templateChain(length: 11, sections: 1))
        #expect(lowered.status == 65)
        #expect(lowered.stdout.isEmpty)
        #expect(
            lowered.stderr.contains(
                "templates.t0.template: the template chain t0 → t1 → t2 → … is longer than "
                    + "the limit of 10 templates"), "\(lowered.stderr)")
    }

    @Test("frames --max-elements: the photo grid's 12 cells print at 12 and are refused at 11, unprinted")
    func elementsPrinted() throws {
        let unlimited = try BudgetedProcess.run(["frames", "--example", "photo-grid", "--format", "text"])
        #expect(unlimited.status == 0)
        #expect(unlimited.stdout.split(separator: "\n").count == 1 + 12)
        let atLimit = try BudgetedProcess.run(["frames", "--example", "photo-grid", "--max-elements", "12"])
        #expect(atLimit.status == 0, "\(atLimit.stderr)")
        let over = try BudgetedProcess.run(["frames", "--example", "photo-grid", "--max-elements", "11"])
        #expect(over.status == 65)
        #expect(over.stdout.isEmpty)
        #expect(
            over.stderr
                == "error: (document): the layout has 12 elements to print, more than the limit of 11 elements "
                + "printed; raise it with --max-elements\n")
    }

    @Test("frames --max-elements refuses a 10,000,000-item grid at once; with --visible it counts the screen")
    func elementsOfHugeLayout() throws {
        let grid = HugeLayoutTests.grid(10_000_000)
        let refused = try BudgetedProcess.run(
            ["frames", "{input}", "--max-elements", "1000000"], input: grid, megabytes: 256, seconds: 10)
        #expect(refused.status == 65)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("the layout has 10000000 elements to print"), "\(refused.stderr)")
        #expect(refused.seconds < 5)
        // 844 pt of rows 130 pt high: rows 0…6 (the 7th starts at 780) × 3 cells = 21 visible.
        let visible = try BudgetedProcess.run(
            ["frames", "{input}", "--visible", "--max-elements", "21"], input: grid, megabytes: 256)
        #expect(visible.status == 0, "\(visible.stderr)")
        let visibleOver = try BudgetedProcess.run(
            ["frames", "{input}", "--visible", "--max-elements", "20"], input: grid, megabytes: 256)
        #expect(visibleOver.status == 65)
        #expect(visibleOver.stdout.isEmpty)
        #expect(
            visibleOver.stderr.contains(
                "(document): more than 20 elements are on one screen at this position (the environment is "
                    + "390 × 844 points); raise the limit with --max-elements"), "\(visibleOver.stderr)")
    }

    @Test(
        "a limit of 0, a negative limit or nesting over 500 is a usage error naming the flag",
        arguments: [
            ("--max-input-bytes", "0"), ("--max-nesting", "0"), ("--max-nesting", "501"),
            ("--max-values", "0"),
            ("--max-template-chain", "0"), ("--max-template-items", "0"), ("--max-elements", "0"),
            ("--max-values", "-5"),
        ])
    func nonsense(flag: String, value: String) throws {
        let result = try BudgetedProcess.run(["frames", "--example", "photo-grid", "\(flag)=\(value)"])
        #expect(result.status == 64, "\(flag) \(value): \(result.stderr)")
        #expect(result.stderr.contains(flag), "\(result.stderr)")
    }
}
