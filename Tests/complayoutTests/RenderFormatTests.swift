import Foundation
import Testing

/// End-to-end tests of how `complayout render` decides between SVG and HTML from `--format` and the
/// `-o, --output` file name.
@Suite("complayout render: the format from -o")
struct RenderFormatTests {
    /// Renders the photo-grid example into `name` inside a fresh directory; returns the result and
    /// the file's text (nil when no file was written).
    func render(to name: String, _ extra: [String] = []) throws -> (CLIProcess.Result, String?) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "complayout-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(name).path
        let result = try CLIProcess.run(["render", "--example", "photo-grid", "-o", path] + extra)
        return (result, try? String(contentsOfFile: path, encoding: .utf8))
    }

    @Test(
        "The extension decides without --format: .svg → SVG, .html and .htm → HTML, no extension → SVG",
        arguments: [
            ("grid.svg", "<svg"), ("grid.SVG", "<svg"), ("grid.html", "<!DOCTYPE html>"),
            ("grid.htm", "<!DOCTYPE html>"), ("grid", "<svg"), ("grid.v2.html", "<!DOCTYPE html>"),
        ])
    func inferred(_ name: String, _ prefix: String) throws {
        let (result, text) = try render(to: name)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(text?.hasPrefix(prefix) == true)
    }

    @Test(
        "An unknown extension is refused and nothing is written",
        arguments: ["grid.png", "grid.txt", "grid.svgz"])
    func unknownExtension(_ name: String) throws {
        let (result, text) = try render(to: name)
        #expect(result.status == 64)
        let suffix = name.split(separator: ".").last.map(String.init) ?? ""
        #expect(
            result.stderr.contains("cannot tell the format of -o \"")
                && result.stderr.contains("from \".\(suffix)\""),
            "\(result.stderr)")
        #expect(result.stderr.contains("give --format svg or --format html"))
        #expect(text == nil)
    }

    @Test(
        "--format that contradicts the extension is refused",
        arguments: [
            ("grid.svg", "html", "--format html contradicts -o", "names an SVG file; use a .html file name"),
            ("grid.htm", "svg", "--format svg contradicts -o", "names an HTML file; use a .svg file name"),
        ])
    func contradiction(_ name: String, _ format: String, _ first: String, _ second: String) throws {
        let (result, text) = try render(to: name, ["--format", format])
        #expect(result.status == 64)
        #expect(result.stderr.contains(first) && result.stderr.contains(second), "\(result.stderr)")
        #expect(text == nil)
    }

    @Test("--format that agrees with the extension, or names the format of an unknown one, is written")
    func explicitFormat() throws {
        let (agreeing, html) = try render(to: "grid.html", ["--format", "html"])
        #expect(agreeing.status == 0 && html?.hasPrefix("<!DOCTYPE html>") == true)
        let (unknown, svg) = try render(to: "grid.txt", ["--format", "svg"])
        #expect(unknown.status == 0 && svg?.hasPrefix("<svg") == true)
    }

    @Test("--output is the long name of -o, and the help shows -o, --output <file>")
    func longName() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).html")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLIProcess.run(["render", "--example", "photo-grid", "--output", path])
        #expect(result.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        let help = try CLIProcess.run(["render", "--help"])
        #expect(help.stdout.contains("-o, --output <file>"), "\(help.stdout)")
    }
}
