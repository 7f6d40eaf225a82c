import Foundation
import Testing

/// End-to-end tests of `complayout swift`.
@Suite("complayout swift")
struct SwiftCommandTests {
    @Test("--example prints UIKit code with the requested function name")
    func example() throws {
        let result = try CLIProcess.run(["swift", "--example", "settings", "--function-name", "makeSettings"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("import UIKit\n"))
        #expect(result.stdout.contains("func makeSettings() -> UICollectionViewCompositionalLayout {"))
        #expect(result.stdout.contains("UICollectionLayoutListConfiguration(appearance: .insetGrouped)"))
        #expect(result.stderr.isEmpty)
    }

    @Test("-o writes the file and prints nothing")
    func outputFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Layout.swift").path
        let result = try CLIProcess.run(["swift", "--example", "photo-grid", "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == (try CLIProcess.run(["swift", "--example", "photo-grid"])).stdout)
    }

    @Test(
        "A function name that is no identifier is a usage error (exit 64)",
        arguments: ["make-layout", "class", "1st"])
    func badFunctionName(_ name: String) throws {
        let result = try CLIProcess.run(["swift", "--example", "mosaic", "--function-name", name])
        #expect(result.status == 64)
        #expect(
            result.stderr.contains("--function-name \"\(name)\" is not a Swift identifier"),
            "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("An invalid description exits 65 naming the path")
    func invalidDescription() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".yaml")
        try "version: 1\nsections:\n  - itemCount: 2\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CLIProcess.run(["swift", file.path])
        #expect(result.status == 65)
        #expect(
            result.stderr.contains("error: sections[0]: missing required key \"group\""), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
