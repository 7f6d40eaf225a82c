import Foundation
import Testing

/// Regression tests for hostile and huge inputs (each from the report that found it): the run ends
/// with a documented exit code and a message, within seconds, under an address-space cap.
@Suite("Hostile inputs: no crash, bounded time and memory")
struct CrashRegressionTests {
    /// An apostrophe in a plain scalar (`it's`) followed by 10,000 nested flow lists: the old
    /// nesting scan took the apostrophe for an opening quote, skipped every bracket after it and
    /// let the YAML composer overflow the stack (exit 139).
    static let apostropheThenDeepNesting = Array(
        ("a: it's\nb: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n")
            .utf8)

    @Test(
        "an apostrophe before deep nesting is exit 65 for every command that reads a description",
        arguments: [
            ["validate", "{input}"], ["frames", "{input}"], ["render", "{input}"], ["describe", "{input}"],
            ["frames", "--example", "photo-grid", "--sizes", "{input}"],
        ])
    func apostropheBeforeDeepNesting(arguments: [String]) throws {
        let result = try BudgetedProcess.run(
            arguments, input: Self.apostropheThenDeepNesting, megabytes: 1024)
        #expect(result.status == 65, "\(arguments): exit \(result.status), \(result.stderr)")
        #expect(result.stderr.contains("nested deeper than 64 levels"), "\(result.stderr)")
    }
}

/// Unbounded reads: input is read in chunks and reading stops at the 8 MiB input limit, so an
/// endless or huge input costs the limit, not its own size (`validate - < /dev/zero` used to die
/// inside Foundation under a 2 GB cap; 1 GB piped in peaked at 1.97 GB).
@Suite("Hostile inputs: bounded reads")
struct BoundedReadTests {
    @Test(
        "an endless file is exit 65 naming the input limit, under a 256 MB cap",
        arguments: [
            ["validate", "/dev/zero"], ["frames", "--example", "photo-grid", "--sizes", "/dev/zero"],
            ["diff", "/dev/zero", "/dev/zero"],
        ])
    func endlessFile(arguments: [String]) throws {
        let result = try BudgetedProcess.run(arguments, megabytes: 256, seconds: 10)
        #expect(result.status == 65, "\(arguments): exit \(result.status), \(result.stderr)")
        #expect(result.stderr.contains("larger than the input limit of 8388608 bytes"), "\(result.stderr)")
    }

    @Test("9 MiB on standard input is exit 65 naming the input limit, under a 256 MB cap")
    func hugeStandardInput() throws {
        let spaces = [UInt8](repeating: 0x20, count: 9 * 1024 * 1024)
        for command in ["validate", "describe"] {
            let result = try BudgetedProcess.run([command, "-"], input: spaces, stdin: true, megabytes: 256)
            #expect(result.status == 65, "\(command): exit \(result.status), \(result.stderr)")
            #expect(
                result.stderr.hasPrefix(
                    "<stdin>:1:1: error: (document): the input is larger than the input limit"),
                "\(result.stderr)"
            )
        }
    }

    @Test("an unreadable path is exit 64 with the system's reason")
    func unreadablePath() throws {
        let result = try BudgetedProcess.run(["validate", "/"], megabytes: 256)
        #expect(result.status == 64)
        #expect(result.stderr.contains("cannot read \"/\": Is a directory"), "\(result.stderr)")
    }
}

/// Inputs small in bytes and expensive to check: duplicate-key checks, template chains, nested
/// count groups, zero-length subitems and tiny fractions cost time linear in the input and memory
/// bounded by the engine's template-item limit.
@Suite("Hostile inputs: cheap to write, bounded to check")
struct ExpensiveInputTests {
    @Test("an object with 50,000 keys is checked in linear time (it took 10.6 s)")
    func manyKeys() throws {
        let result = try BudgetedProcess.run(
            ["validate", "{input}"], input: HostileInputs.manyKeys(50_000), seconds: 20)
        #expect(result.status == 65, "exit \(result.status)")
        // Every problem is located with one parse (FILE:LINE:COLUMN, the first key on line 1).
        let first = result.stderr.split(separator: "\n").first ?? ""
        #expect(first.hasSuffix(":1:32: error: k0: unknown key \"k0\" in document"), "\(first)")
        #expect(result.seconds < 15)
    }

    @Test("an 8 MiB flat list is refused before the YAML tree is built (it took 540 MB and 30 s)")
    func flatList() throws {
        let count = (8 * 1024 * 1024 - 100) / 2
        let text = "version: 1\nsections: []\na: [" + String(repeating: "0,", count: count - 1) + "0]\n"
        let result = try BudgetedProcess.run(
            ["validate", "{input}"], input: Array(text.utf8), megabytes: 256, seconds: 20)
        #expect(result.status == 65, "exit \(result.status)")
        #expect(result.stderr.contains("the document holds more than 200000 values"), "\(result.stderr)")
        #expect(result.seconds < 10)
    }

    @Test("a chain of 2,000 templates is exit 65 naming the chain (it took 102 s)")
    func longTemplateChain() throws {
        let result = try BudgetedProcess.run(
            ["validate", "{input}"], input: HostileInputs.templateChain(length: 2000, sections: 1),
            seconds: 10)
        #expect(result.status == 65, "exit \(result.status)")
        // 2,000 − 64 = 1,936: the first template whose chain is 65 long.
        #expect(
            result.stderr.contains(
                "templates.t1935.template: the template chain t1935 → t1936 → t1937 → … is longer than the limit of 64 templates"
            ), "\(result.stderr)")
    }

    @Test("500 sections on one 64-template chain resolve the chain once (201 templates took 13 s)")
    func sectionsSharingAChain() throws {
        let valid = try BudgetedProcess.run(
            ["validate", "{input}"], input: HostileInputs.templateChain(length: 64, sections: 500),
            seconds: 10)
        #expect(valid.status == 0, "exit \(valid.status): \(valid.stderr)")
        let tooLong = try BudgetedProcess.run(
            ["validate", "{input}"], input: HostileInputs.templateChain(length: 201, sections: 500),
            seconds: 10)
        #expect(tooLong.status == 65)
        // 201 − 64 = 137 templates from the end: t136.
        #expect(tooLong.stderr.contains("templates.t136.template: the template chain"), "\(tooLong.stderr)")
        #expect(tooLong.stderr.split(separator: "\n").count == 1, "one problem, not one per section")
    }

    @Test("count 10,000 inside count 10,000 is exit 65 before any item is built (it ran past 30 s)")
    func nestedCountGroups() throws {
        let result = try BudgetedProcess.run(
            ["frames", "{input}"], input: HostileInputs.nestedCounts(outer: 10_000, inner: 10_000),
            megabytes: 1024, seconds: 10)
        #expect(result.status == 65, "exit \(result.status)")
        #expect(
            result.stderr.contains(
                "sections[0].group.horizontal: the template would hold 100000000 items, more than the limit of 1000000"
            ), "\(result.stderr)")
        #expect(result.seconds < 5)
    }

    @Test("the mosaic 1e-7 wide with 200,000 items stops at the template limit (it took 30 s)")
    func zeroFootprintMosaic() throws {
        let result = try BudgetedProcess.run(
            ["validate", "{input}"], input: HostileInputs.mosaic(width: "1.0e-07", itemCount: 200_000),
            megabytes: 1024, seconds: 30)
        #expect(result.status == 65, "exit \(result.status)")
        #expect(result.stderr.contains("more than the limit of"), "\(result.stderr)")
    }

    @Test("the template limit is raised or lowered with --max-template-items, which the error names")
    func templateLimitFlag() throws {
        let input = HostileInputs.tinyFractions("0.000001", sections: 1)
        let lowered = try BudgetedProcess.run(
            ["validate", "{input}", "--max-template-items", "1000"], input: input)
        #expect(lowered.status == 65)
        // The group fits 1,000,000 items; at 1,001 it passes the lowered limit.
        #expect(
            lowered.stderr.contains(
                "the template would hold 1001 items, more than the limit of 1000 left for it (--max-template-items"
            ),
            "\(lowered.stderr)")
        let zero = try BudgetedProcess.run(
            ["validate", "{input}", "--max-template-items", "0"], input: input)
        #expect(zero.status == 64)
    }

    @Test("20 sections of fractionalWidth(0.000001) items share one template limit (1.2 GB before)")
    func tinyFractions() throws {
        let result = try BudgetedProcess.run(
            ["describe", "{input}"], input: HostileInputs.tinyFractions("0.000001", sections: 20),
            megabytes: 1024, seconds: 30)
        #expect(result.status == 65, "exit \(result.status)")
        #expect(
            result.stderr.contains("sections[1].group.horizontal: the template would hold"),
            "\(result.stderr)")
    }
}

/// Huge item counts through the CLI: `frames` streams its output and `render` keeps only what it
/// draws, so memory follows the output's piece size or the drawing, not the layout's item count.
@Suite("Hostile inputs: huge layouts, bounded memory")
struct HugeLayoutTests {
    /// The photo grid with `itemCount` items.
    static func grid(_ itemCount: Int) -> [UInt8] {
        Array(
            HostileInputs.example("photo-grid").replacingOccurrences(
                of: "itemCount: 12", with: "itemCount: \(itemCount)"
            ).utf8)
    }

    @Test("frames of a 1,000,000-item grid streams under a 256 MB cap (5,000,000 aborted under 1 GB)")
    func streamedFrames() throws {
        let result = try BudgetedProcess.run(
            ["frames", "{input}", "--format", "text"], input: Self.grid(1_000_000), megabytes: 256,
            seconds: 60)
        #expect(result.status == 0, "exit \(result.status): \(result.stderr)")
        // 1,000,000 items in rows of 3 → 333,334 rows of 130 pt: 43,333,420 pt.
        #expect(result.stdout.hasPrefix("contentSize 390 × 43333420\ncell 0.0 (2.5, 2.5, 125, 125) z 0\n"))
    }

    @Test("render of a 10,000,000-item grid draws its first screen only, under a 512 MB cap")
    func renderCostsWhatItDraws() throws {
        for arguments in [["render", "{input}"], ["render", "{input}", "--offset", "0,0"]] {
            let result = try BudgetedProcess.run(
                arguments, input: Self.grid(10_000_000), megabytes: 512, seconds: 60)
            #expect(result.status == 0, "exit \(result.status): \(result.stderr)")
            // The viewport (0, 0, 390, 844) and a screen around it: y −844…1688 within the content,
            // rows of 130 pt 0…12 (row 12 starts at 1560), 3 cells each.
            #expect(result.stdout.contains("39 of 10000000 elements drawn (those around the region)"))
        }
    }
}
