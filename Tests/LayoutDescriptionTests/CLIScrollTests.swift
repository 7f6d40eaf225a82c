import Foundation
import Testing

/// End-to-end tests of `complayout frames --visible --offset --orthogonal-offset`: what the
/// collection view shows at a scroll position (R-SCROLL-4), with expectations from the rules' worked
/// examples.
@Suite("complayout frames --visible")
struct CLIScrollTests {
    private func visibleText(_ fixture: String, _ options: [String]) throws -> [String] {
        let input = Array(try TestSupport.file("Tests/Fixtures/rule-examples/\(fixture).yaml").utf8)
        let result = try CLIRunner.run(
            ["frames", "-", "--visible", "--format", "text"] + options, input: input)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test(
        "R-PIN-2, R-PIN-3, R-PIN-4: pinned headers and footers at three offsets (the R-PIN worked-example table)",
        arguments: [
            // Header 1 (1074) and footer 1 (held at 1118) lie below the 844-pt bounds: not displayed.
            ("0,0", [0.0, 814], []),
            ("0,500", [500, 1044], [1074, 1314]),
            ("0,1020", [1000, 1044], [1074, 1834]),
        ])
    func pinning(offset: String, section0: [Double], section1: [Double]) throws {
        let lines = try visibleText("R-PIN-2_R-PIN-3_R-PIN-4", ["--offset", offset])
        let y = offset.split(separator: ",")[1]
        #expect(lines.contains("contentOffset 0, \(y)"))
        func line(_ kind: String, _ section: Int, _ top: Double) -> String {
            let height = kind == "header" ? 44 : 30
            return "supplementary \(kind) \(section).0 (0, \(Int(top)), 390, \(height)) z 1000000001"
        }
        #expect(lines.contains(line("header", 0, section0[0])))
        #expect(lines.contains(line("footer", 0, section0[1])))
        if section1.isEmpty {
            #expect(!lines.contains { $0.hasPrefix("supplementary header 1.0") })
            #expect(!lines.contains { $0.hasPrefix("supplementary footer 1.0") })
        } else {
            #expect(lines.contains(line("header", 1, section1[0])))
            #expect(lines.contains(line("footer", 1, section1[1])))
        }
    }

    @Test("R-PIN: safe area top 47 / bottom 34 at offset 453 pins header 0 at y 500")
    func safeArea() throws {
        let text = try TestSupport.file("Tests/Fixtures/rule-examples/R-PIN-2_R-PIN-3_R-PIN-4.yaml")
            .replacingOccurrences(
                of: "version: 1\n", with: "version: 1\nenvironment: {safeAreaInsets: {top: 47, bottom: 34}}\n"
            )
        let result = try CLIRunner.run(
            ["frames", "-", "--visible", "--offset", "0,453", "--format", "text"], input: Array(text.utf8))
        #expect(result.stdout.contains("supplementary header 0.0 (0, 500, 390, 44) z 1000000001"))
        let initial = try CLIRunner.run(
            ["frames", "-", "--visible", "--format", "text"], input: Array(text.utf8))
        // R-SCROLL-3: the initial offset is −adjustedContentInset.top.
        #expect(initial.stdout.contains("contentOffset 0, -47\n"))
    }

    @Test("R-ORTHO: --orthogonal-offset settles and is reported in the JSON")
    func orthogonalJSON() throws {
        let input = Array(try TestSupport.file("Tests/Fixtures/rule-examples/R-ORTHO-2_R-ORTHO-4.yaml").utf8)
        let result = try CLIRunner.run(
            ["frames", "-", "--visible", "--orthogonal-offset", "0:644"], input: input)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines[1] == #" "contentOffset": {"x": 0, "y": 0},"#)
        #expect(lines[2] == #" "orthogonalOffsets": {"0": 644},"#)
        // Cells 0.1 (x 338 − 644), 0.2 (660 − 644 = 16) and 0.3 (982 − 644) overlap 0…390.
        let cells = lines.filter { $0.contains(#""category": "cell""#) }
        #expect(cells.count == 3)
        #expect(cells[1].contains(#""item": 2, "frame": {"x": 16, "y": 0, "width": 312, "height": 200}"#))
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect((json?["orthogonalOffsets"] as? [String: Any])?["0"] as? Int == 644)
    }

    @Test("R-ORTHO-9: paging settles a request of 500 at the page start 358")
    func paging() throws {
        let text = try TestSupport.file("Tests/Fixtures/rule-examples/R-ORTHO-2_R-ORTHO-4.yaml")
            .replacingOccurrences(
                of: "orthogonalScrollingBehavior: continuous", with: "orthogonalScrollingBehavior: paging")
        let result = try CLIRunner.run(
            ["frames", "-", "--visible", "--orthogonal-offset", "0:500", "--format", "text"],
            input: Array(text.utf8))
        #expect(result.stdout.contains("\northogonalOffset 0 358\n"))
        // 0.1 at 338 − 358 = −20.
        #expect(result.stdout.contains("cell 0.1 (-20, 0, 312, 200) z 0"))
    }

    @Test("Layout-level items print item 9007199254740992 (2^53), a number JavaScript holds exactly")
    func layoutLevelItem() throws {
        let input = Array(try TestSupport.file("Tests/Fixtures/rule-examples/R-STACK-3_R-STACK-5.yaml").utf8)
        let result = try CLIRunner.run(["frames", "-"], input: input)
        #expect(
            result.stdout.contains(
                #"{"category": "supplementary", "kind": "header", "section": 0, "item": 9007199254740992, "#
                    + #""frame": {"x": 0, "y": 0, "width": 390, "height": 60}, "zIndex": 1}"#))
    }

    @Test(
        "Bad scroll flags exit 64 with a message",
        arguments: [
            (["--offset", "0,100"], "use --visible"),
            (["--orthogonal-offset", "0:40"], "use --visible"),
            (["--visible", "--offset", "12"], "--offset expects X,Y"),
            (["--visible", "--offset", "a,b"], "--offset expects X,Y"),
            (["--visible", "--offset", "nan,0"], "--offset expects X,Y"),
            (["--visible", "--offset", "0x10,0"], "--offset expects X,Y"),
            (["--visible", "--offset", "1e13,0"], "--offset expects X,Y"),
            (["--visible", "--orthogonal-offset", "0"], "--orthogonal-offset expects SECTION:X"),
            (["--visible", "--orthogonal-offset=-1:4"], "--orthogonal-offset expects SECTION:X"),
            (
                ["--visible", "--orthogonal-offset", "0:4", "--orthogonal-offset", "0:5"],
                "gives section 0 twice"
            ),
            (["--visible", "--orthogonal-offset", "3:4"], "section 3 does not exist"),
        ])
    func badFlags(options: [String], fragment: String) throws {
        let input = Array(try TestSupport.file("Tests/Fixtures/rule-examples/R-ORTHO-2_R-ORTHO-4.yaml").utf8)
        let result = try CLIRunner.run(["frames", "-"] + options, input: input)
        #expect(result.status == 64)
        #expect(result.stderr.contains(fragment), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("Negative values are written with =; they are not clamped (setContentOffset is not, R-SCROLL-3)")
    func negativeOffset() throws {
        let input = Array(try TestSupport.file("Tests/Fixtures/rule-examples/R-ORTHO-2_R-ORTHO-4.yaml").utf8)
        let result = try CLIRunner.run(
            ["frames", "-", "--visible", "--offset=-10,-100", "--format", "text"], input: input)
        #expect(result.status == 0)
        #expect(result.stdout.contains("\ncontentOffset -10, -100\n"))
        // The row stays in content coordinates: cell 0.0 at (16, 0), inside the bounds −10…380.
        #expect(result.stdout.contains("cell 0.0 (16, 0, 312, 200) z 0"))
    }

    @Test("--orthogonal-offset on an ordinary section exits 64")
    func notOrthogonal() throws {
        let result = try CLIRunner.run([
            "frames", "--example", "photo-grid", "--visible", "--orthogonal-offset", "0:5",
        ])
        #expect(result.status == 64)
        #expect(result.stderr.contains("section 0 does not scroll orthogonally"))
    }
}
