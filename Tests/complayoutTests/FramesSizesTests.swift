import Foundation
import Testing

/// End-to-end tests of `complayout frames --sizes` (the description format, R-SIZING-5) against the built
/// binary.
@Suite("complayout frames --sizes: the all-measured layout")
struct FramesSizesTests {
    /// The R-EST worked example's list: `HG(fw1, est44, [IT(fw1, est44)])`, 4 items, width 390.
    static let list = """
        version: 1
        environment: {width: 390, height: 844}
        sections:
          - itemCount: 4
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "estimated(44)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "estimated(44)"}}
        """

    /// A section with an estimated header and fixed 50-pt rows.
    static let header = """
        version: 1
        environment: {width: 390, height: 844}
        sections:
          - itemCount: 2
            boundarySupplementaryItems:
              - {kind: section-header, size: {width: "fractionalWidth(1)", height: "estimated(44)"}, alignment: top}
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "absolute(50)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}
        """

    /// Writes `description` and `sizes` to temporary files and runs `frames` on them.
    func frames(_ description: String, sizes: String, _ extra: [String] = []) throws -> CLIProcess.Result {
        try CLIProcess.run(writing: [("layout.yaml", description), ("sizes.json", sizes)]) { paths in
            ["frames", paths[0], "--sizes", paths[1]] + extra
        }
    }

    @Test("The R-EST list example: measured 60, 80, 100, item 3 keeps its estimate (R-EST-1, R-EST-8)")
    func specListExample() throws {
        let result = try frames(
            Self.list,
            sizes: #"{"cells": {"0:0": {"height": 60}, "0:1": {"height": 80}, "0:2": {"height": 100}}}"#,
            ["--format", "text"])
        #expect(result.status == 0)
        // Rows stack: 0 + 60 = 60, 60 + 80 = 140, 140 + 100 = 240; item 3 unmeasured → 44 tall;
        // content height 240 + 44 = 284. Widths are fw1 of 390.
        #expect(
            result.stdout == """
                contentSize 390 × 284
                cell 0.0 (0, 0, 390, 60) z 0
                cell 0.1 (0, 60, 390, 80) z 0
                cell 0.2 (0, 140, 390, 100) z 0
                cell 0.3 (0, 240, 390, 44) z 0

                """)
        #expect(result.stderr.isEmpty)
    }

    @Test("JSON output of the list example has the measured frames and content height 284")
    func specListExampleJSON() throws {
        let result = try frames(
            Self.list,
            sizes: #"{"cells": {"0:2": {"height": 100}, "0:0": {"height": 60}, "0:1": {"height": 80}}}"#)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(#"{"contentSize": {"width": 390, "height": 284},"#))
        // Same frames as the text example: (0, 140, 390, 100) for item 2, (0, 240, 390, 44) for item 3.
        #expect(
            result.stdout.contains(#""item": 2, "frame": {"x": 0, "y": 140, "width": 390, "height": 100}"#))
        #expect(
            result.stdout.contains(#""item": 3, "frame": {"x": 0, "y": 240, "width": 390, "height": 44}"#))
    }

    @Test("An omitted axis keeps the layout's length; a width on a fixed axis is not adopted (R-EST-1)")
    func omittedAndFixedAxes() throws {
        // Item 1: width 100 is on the fw1 (fixed) axis → ignored, stays 390; height 70.
        // Item 0: {} keeps both proposed lengths → 390 × 44. Rows at 0, 44, 114, 158; content 202.
        let result = try frames(
            Self.list, sizes: #"{"cells": {"0:0": {}, "0:1": {"width": 100, "height": 70}}}"#,
            ["--format", "text"])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                contentSize 390 × 202
                cell 0.0 (0, 0, 390, 44) z 0
                cell 0.1 (0, 44, 390, 70) z 0
                cell 0.2 (0, 114, 390, 44) z 0
                cell 0.3 (0, 158, 390, 44) z 0

                """)
    }

    @Test("A measured header pushes the cells down; a listed fixed-size cell only warns (R-EST-9)")
    func supplementaryAndIgnoredCell() throws {
        let result = try frames(
            Self.header,
            sizes:
                #"{"supplementaries": {"section-header:0:0": {"height": 60}}, "cells": {"0:1": {"height": 99}}}"#,
            ["--format", "text"])
        #expect(result.status == 0)
        // Header 60 tall at 0; cells 50 tall (absolute) at 60 and 110; content 160.
        #expect(
            result.stdout == """
                contentSize 390 × 160
                supplementary section-header 0.0 (0, 0, 390, 60) z 1
                cell 0.0 (0, 60, 390, 50) z 0
                cell 0.1 (0, 110, 390, 50) z 0

                """)
        #expect(result.stderr.contains(#"cells["0:1"]: the element has no estimated dimension"#))
    }

    @Test("Bad sizes files exit 65 naming the JSON path of every problem")
    func invalidFiles() throws {
        let cases: [(String, [String])] = [
            (#"{"cells": {"0:99": {"height": 60}}}"#, [#"cells["0:99"]: there is no cell 0.99 to measure"#]),
            (
                #"{"supplementaries": {"section-footer:0:0": {"height": 1}}}"#,
                [#"supplementaries["section-footer:0:0"]: there is no section-footer supplementary 0.0"#]
            ),
            (#"{"cells": {"0-3": {}}}"#, [#"cells["0-3"]: expected a key "SECTION:ITEM""#]),
            (
                #"{"supplementaries": {"0:0": {}}}"#,
                [#"supplementaries["0:0"]: expected a key "KIND:SECTION:ITEM""#]
            ),
            (#"{"cells": {"0:1": {"height": -3}}}"#, [#"cells["0:1"].height: expected a finite number ≥ 0"#]),
            (
                #"{"cells": {"0:1": {"height": ".nan"}}}"#,
                [#"cells["0:1"].height: expected a finite number ≥ 0"#]
            ),
            (
                #"{"cells": {"0:1": {"height": 1e999}}}"#,
                [#"cells["0:1"].height: expected a finite number ≥ 0"#]
            ),
            (#"{"cells": {"0:1": {"depth": 3}}}"#, [#"cells["0:1"].depth: unknown key "depth""#]),
            (#"{"cels": {}}"#, [#"cels: unknown key "cels" in a sizes file"#, #"did you mean "cells"?"#]),
            (#"{"cells": {"0:3": {}, "0:03": {}}}"#, [#"cells["0:03"]: cell 0.3 is listed twice"#]),
            (#"{"cells": [1]}"#, ["cells: expected an object of entries"]),
            ("[]", ["(document): expected an object"]),
            ("{", ["(document):"]),
        ]
        for (sizes, messages) in cases {
            let result = try frames(Self.list, sizes: sizes)
            #expect(result.status == 65, "\(sizes)")
            #expect(result.stdout.isEmpty, "\(sizes)")
            for message in messages {
                #expect(result.stderr.contains(message), "\(sizes): \(result.stderr)")
            }
        }
    }

    /// A 20-row list in a 200-pt viewport.
    static let shortScreen = """
        version: 1
        environment: {width: 390, height: 200}
        sections:
          - itemCount: 20
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "estimated(44)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "estimated(44)"}}
        """

    static let shortScreenSizes =
        #"{"cells": {"0:0": {"height": 100}, "0:1": {"height": 100}, "0:2": {"height": 100}, "0:10": {"height": 10}}}"#

    @Test("--sizes with --visible measures only what becomes visible (R-SIZING-2, R-SIZING-5)")
    func visibleMeasuresWhatIsSeen() throws {
        let result = try frames(
            Self.shortScreen, sizes: Self.shortScreenSizes, ["--visible", "--format", "text"])
        #expect(result.status == 0)
        // Rows 0 and 1 measure 100 and fill the 200-pt screen; row 2 then starts at 200 and is not
        // visible, so its 100 is never asked for: content 200 + 18 × 44 = 992.
        #expect(
            result.stdout == """
                contentSize 390 × 992
                contentOffset 0, 0
                cell 0.0 (0, 0, 390, 100) z 0
                cell 0.1 (0, 100, 390, 100) z 0

                """)
    }

    @Test("--sizes with --visible --offset measures at the offset and keeps the first visible row in place")
    func visibleAtOffset() throws {
        let result = try frames(
            Self.shortScreen, sizes: Self.shortScreenSizes,
            ["--visible", "--offset", "0,400", "--format", "text"])
        #expect(result.status == 0)
        // At the initial offset rows 0 and 1 are measured (100 each). At 400 rows k ≥ 2 start at
        // 200 + (k − 2) × 44: rows 6 (376) … 10 (552) are visible; row 10 measures 10, so the rows
        // after it move up by 34 and row 11 (562) shows too. Rows 2…5 were never visible and keep
        // 44. Row 6, the first visible, stays at 376 (R-SCROLL-7). Content 992 − 34 = 958.
        #expect(
            result.stdout.hasPrefix(
                "contentSize 390 × 958\ncontentOffset 0, 400\ncell 0.6 (0, 376, 390, 44) z 0\n"))
        #expect(result.stdout.contains("cell 0.10 (0, 552, 390, 10) z 0\ncell 0.11 (0, 562, 390, 44) z 0\n"))
        #expect(!result.stdout.contains("cell 0.12 "))
    }

    @Test("An unreadable sizes file exits 64")
    func unreadable() throws {
        let result = try CLIProcess.run(
            ["frames", "--example", "app-store", "--sizes", "/nonexistent/sizes.json"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("cannot read --sizes"))
    }
}
