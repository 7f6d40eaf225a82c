import Foundation
import Testing

/// The playground server's executable words its errors as `complayout` does: one lowercase
/// `error:` prefix, one wording for unreadable files and unknown examples.
@Suite("complayout serve: the same error wording as the other commands")
struct ServeWordingTests {
    /// Whether `complayout-serve` was built beside `complayout` (`swift test` builds every product).
    static let serverBuilt: Bool = {
        guard let built = CLIProcess.executable else { return false }
        let server = built.deletingLastPathComponent().appendingPathComponent("complayout-serve")
        return FileManager.default.isExecutableFile(atPath: server.path)
    }()

    @Test("An unknown example reads the same in serve and in frames", .enabled(if: serverBuilt))
    func unknownExample() throws {
        let served = try CLIProcess.run(["serve", "--example", "app-stor"])
        let framed = try CLIProcess.run(["frames", "--example", "app-stor"])
        #expect(served.status == 64)
        let expected =
            "error: unknown example \"app-stor\"; did you mean \"app-store\"? (known: app-store, "
        #expect(served.stderr.hasPrefix(expected), "\(served.stderr)")
        #expect(framed.stderr.hasPrefix(expected), "\(framed.stderr)")
        #expect(!served.stderr.contains("Error:"))
    }

    @Test("A missing file reads the same in serve and in validate", .enabled(if: serverBuilt))
    func missingFile() throws {
        let path = "/nonexistent/layout.yaml"
        let served = try CLIProcess.run(["serve", path])
        let validated = try CLIProcess.run(["validate", path])
        #expect(served.status == 64)
        let expected = "error: cannot read \"\(path)\": No such file or directory\n"
        #expect(served.stderr.hasPrefix(expected), "\(served.stderr)")
        #expect(validated.stderr == expected)
    }
}
