import Foundation
import Testing

/// The smaller findings of the hostile-input report: escape sequences in messages, duplicate keys
/// and Unicode spellings in `diff`, a byte order mark, huge scroll offsets, and `render -o` on
/// special files.
@Suite("Hostile inputs: messages, diff, BOM, offsets, output files")
struct HostileSmallTests {
    /// A directory for one test's files, removed afterwards by the caller.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "complayout-small-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("terminal escape sequences from the input are escaped in error messages")
    func escapedMessages() throws {
        // YAML's "\e" is ESC; "\u009b" is the one-byte CSI.
        let text = "version: 1\nsections: [{itemCount: \"\\e]0;title\\a\\u009b\"}]\n\"\\e[31mred\": 1\n"
        let result = try BudgetedProcess.run(
            ["validate", "{input}"], input: Array(text.utf8), megabytes: 512)
        #expect(result.status == 65)
        #expect(
            !result.stderr.unicodeScalars.contains {
                $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B
            })
        #expect(result.stderr.contains(#"unknown key "\u001b[31mred" in document"#), "\(result.stderr)")
        #expect(result.stderr.contains(#"got the string "\u001b]0;title\u0007\u009b""#), "\(result.stderr)")
    }

    @Test("diff rejects a key given twice in one object, as the layout reader does")
    func diffDuplicateKeys() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = directory.appendingPathComponent("old.json")
        try Data("[]".utf8).write(to: empty)
        let text = #"[{"id": "s", "items": ["a"]}, {"i\u0064": "t", "id": "u", "items": []}]"#
        let result = try BudgetedProcess.run(
            ["diff", empty.path, "{input}"], input: Array(text.utf8), megabytes: 512)
        #expect(result.status == 65)
        // "i\u0064" is "id" once its escape is read.
        #expect(result.stderr.contains(#":1:48: error: [1].id: duplicate key "id""#), "\(result.stderr)")
    }

    @Test("diff names both code-point spellings of canonically equal identifiers")
    func diffUnicodeSpellings() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = directory.appendingPathComponent("old.json")
        try Data("[]".utf8).write(to: empty)
        let text = #"[{"id": "s", "items": ["\u00e9", "e\u0301"]}]"#
        let result = try BudgetedProcess.run(
            ["diff", empty.path, "{input}"], input: Array(text.utf8), megabytes: 512)
        #expect(result.status == 65)
        #expect(
            result.stderr.contains(
                "duplicate item identifiers: \"\u{E9}\" (U+00E9) and \"e\u{301}\" (U+0065 U+0301), equal as Swift strings"
            ),
            "\(result.stderr)")
    }

    @Test("a UTF-8 byte order mark before block YAML is accepted")
    func byteOrderMark() throws {
        let text = HostileInputs.example("photo-grid")
        let result = try BudgetedProcess.run(
            ["validate", "{input}"], input: [0xEF, 0xBB, 0xBF] + Array(text.utf8), megabytes: 512)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("--orthogonal-offset 0:1e300 names the accepted range instead of calling it not finite")
    func hugeOrthogonalOffset() throws {
        let result = try BudgetedProcess.run(
            ["frames", "--example", "app-store", "--visible", "--orthogonal-offset", "0:1e300"],
            megabytes: 512)
        #expect(result.status == 64)
        #expect(result.stderr.contains("a number between -1e12 and 1e12"), "\(result.stderr)")
        #expect(!result.stderr.contains("finite"))
    }

    @Test("render -o writes through symbolic links and devices and refuses read-only files and directories")
    func renderOutputFiles() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("target.svg")
        try Data("old".utf8).write(to: target)
        let link = directory.appendingPathComponent("link.svg")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let viaLink = try BudgetedProcess.run(
            ["render", "--example", "mosaic", "-o", link.path], megabytes: 512)
        #expect(viaLink.status == 0, "\(viaLink.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("<svg"))

        let device = try BudgetedProcess.run(
            ["render", "--example", "mosaic", "-o", "/dev/null"], megabytes: 512)
        #expect(device.status == 0, "\(device.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/null")
        #expect(attributes[.type] as? FileAttributeType == .typeCharacterSpecial)

        let readOnly = directory.appendingPathComponent("read-only.svg")
        try Data("keep".utf8).write(to: readOnly)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly.path)
        let refused = try BudgetedProcess.run(
            ["render", "--example", "mosaic", "-o", readOnly.path], megabytes: 512)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("the file is read-only"))
        #expect(try String(contentsOf: readOnly, encoding: .utf8) == "keep")

        let intoDirectory = try BudgetedProcess.run(
            ["render", "--example", "mosaic", "-o", directory.path], megabytes: 512)
        #expect(intoDirectory.status == 64)
        #expect(intoDirectory.stderr.contains("it is a directory"))
    }
}
