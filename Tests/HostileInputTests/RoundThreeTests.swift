import Foundation
import Testing

/// Round 3 of the hostile-input campaign: a screen holding millions of cells, a dump of hundreds of
/// megabytes and bench counts near `Int.max` end with a documented exit code, within seconds,
/// under an address-space cap.
@Suite("Hostile inputs: huge screens, huge dumps, huge counts")
struct RoundThreeTests {
    /// 287 bytes: a 100000 × 100000-point environment over 10,000,000 cells of 10 pt. Rows of
    /// 100000 / 10 = 10,000 cells, 10,000,000 / 10,000 = 1,000 rows of 10 pt: 10,000 points of
    /// content, so the initial screen (100000 points tall) shows every cell.
    static let hugeScreen = Array(
        """
        version: 1
        environment: {width: 100000, height: 100000}
        sections:
          - itemCount: 10000000
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "absolute(10)"}
                subitems:
                  - item: {size: {width: "absolute(10)", height: "absolute(10)"}}

        """.utf8)

    @Test(
        "a screen of 10,000,000 cells is exit 65 naming --max-elements, under a 256 MB cap (it aborted at 2.4 GB)",
        arguments: [
            ["frames", "--visible", "{input}"], ["frames", "--visible", "--offset", "0,500", "{input}"],
            ["render", "{input}", "-o", "/dev/null", "--format", "svg"],
            ["render", "{input}", "--offset", "0,0", "--format", "html"],
        ])
    func hugeScreen(arguments: [String]) throws {
        let result = try BudgetedProcess.run(arguments, input: Self.hugeScreen, megabytes: 256, seconds: 20)
        #expect(result.status == 65, "\(arguments): exit \(result.status), \(result.stderr)")
        #expect(
            result.stderr.contains(
                "more than 100000 elements are on one screen at this position (the environment is "
                    + "100000 × 100000 points); raise the limit with --max-elements"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("--max-elements raises the screen limit: 1,000 cells (10 rows of 100) print under it")
    func screenLimitRaised() throws {
        // 1,000 cells of 10 pt in a 1000-pt-wide environment: 10 rows of 100 cells, all on screen.
        let small = String(decoding: Self.hugeScreen, as: UTF8.self)
            .replacingOccurrences(of: "100000, height: 100000", with: "1000, height: 1000")
            .replacingOccurrences(of: "10000000", with: "1000")
        let refused = try BudgetedProcess.run(
            ["frames", "--visible", "--max-elements", "999", "{input}"], input: Array(small.utf8))
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("more than 999 elements are on one screen"), "\(refused.stderr)")
        let printed = try BudgetedProcess.run(
            ["frames", "--visible", "--max-elements", "1000", "--format", "text", "{input}"],
            input: Array(small.utf8))
        #expect(printed.status == 0, "\(printed.stderr)")
    }

    /// One section of 1,000,000 items in 1-item rows: `describe --maximum-items 1000000` writes a
    /// group line and a cell line per item, 2,000,001 lines and about 87 MB.
    static let millionRows = Array(
        """
        version: 1
        environment: {width: 390, height: 844}
        sections:
          - itemCount: 1000000
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "absolute(10)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}

        """.utf8)

    @Test("describe streams: 87 MB of dump under a 160 MB cap (the whole text used to be held, twice)")
    func describeStreams() throws {
        let result = try BudgetedProcess.run(
            ["describe", "--maximum-items", "1000000", "{input}"], input: Self.millionRows, keepOutput: false,
            megabytes: 160, seconds: 60)
        #expect(result.status == 0, "exit \(result.status), \(result.stderr)")
        // A short dump: rows of 10 pt, 1,000,000 × 10 = 10,000,000 points of content.
        let short = try BudgetedProcess.run(
            ["describe", "--maximum-items", "2", "{input}"], input: Self.millionRows, megabytes: 256)
        #expect(
            short.stdout
                == """
                layout 390 × 10000000, vertical, leftToRight, 1 section
                section 0 (0, 0, 390, 10000000): 1000000 items, 1 per group, 1000000 groups
                  group 0 horizontal (0, 0, 390, 10)
                    cell 0.0 (0, 0, 390, 10)
                  group 1 horizontal (0, 10, 390, 10)
                    cell 0.1 (0, 10, 390, 10)
                  … 999998 more items

                """, "\(short.stdout)")
    }

    @Test(
        "bench --count beyond 10,000,000 is a usage error (Int.max trapped, 50,000,000 aborted at 7.2 GB)",
        arguments: ["9223372036854775807", "100000000000", "50000000", "10000001"])
    func benchCountBound(count: String) throws {
        let result = try BudgetedProcess.run(["bench", "--count", count], megabytes: 256, seconds: 10)
        #expect(result.status == 64, "exit \(result.status), \(result.stderr)")
        #expect(result.stderr.contains("--count must be at most 10000000; got \(count)"), "\(result.stderr)")
    }

    @Test("bench above 1,000,000 items skips the naive baseline (null) and stays under a 256 MB cap")
    func benchSkipsNaiveBaseline() throws {
        // The naive baseline stores about 72 bytes per item (144 MB at 2,000,000 items); above
        // 1,000,000 it is skipped, which the null figures show.
        let result = try BudgetedProcess.run(
            ["bench", "--count", "2000000", "--repetitions", "1", "--json"], megabytes: 256, seconds: 60)
        #expect(result.status == 0, "exit \(result.status), \(result.stderr)")
        #expect(
            result.stdout.contains(
                "\"naivePrepareNs\":null,\"naiveQueryNs\":null,\"prepareSpeedup\":null,\"querySpeedup\":null}"
            ),
            "\(result.stdout)")
    }
}
