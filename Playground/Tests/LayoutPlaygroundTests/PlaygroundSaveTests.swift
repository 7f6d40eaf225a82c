import Foundation
import LayoutPlayground
import Testing

/// Saving (`PUT /api/file`, ``PlaygroundFile/write(_:)``) keeps what the file was: its permissions
/// and, for a symbolic link, the link (the atomic write used to replace both).
@Suite("Playground saving keeps the file's mode and links")
struct PlaygroundSaveTests {
    /// A fresh temporary directory, removed by the caller.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func mode(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.posixPermissions] as? NSNumber).intValue
    }

    @Test("A 0600 file stays 0600 and a 0640 file 0640 after a save")
    func keepsMode() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for mode in [0o600, 0o640] {
            let file = directory.appendingPathComponent("layout-\(mode).yaml").path
            try Data("version: 1\n".utf8).write(to: URL(fileURLWithPath: file))
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file)
            _ = try PlaygroundFile(path: file).write(Array("version: 1\nsections: []\n".utf8))
            #expect(try Self.mode(file) == mode, "0\(String(mode, radix: 8))")
            #expect(try String(contentsOfFile: file, encoding: .utf8) == "version: 1\nsections: []\n")
        }
        // No temporary file is left beside the target.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 2)
    }

    @Test("A symbolic link is written through to its target and stays a link")
    func writesThroughLinks() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("real.yaml").path
        let link = directory.appendingPathComponent("link.yaml").path
        try Data("version: 1\n".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.yaml")
        _ = try PlaygroundFile(path: link).write(Array("version: 1\n# edited\n".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.yaml")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "version: 1\n# edited\n")
        #expect(try Self.mode(target) == 0o600)
    }

    @Test("A file that cannot be written is a 409 naming it, and leaves nothing behind")
    func unwritable() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("no-such-folder/layout.yaml").path
        #expect(throws: PlaygroundFailure.self) { try PlaygroundFile(path: missing).write([0x61]) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
