import Foundation
import LayoutDescription
import Testing

/// The examples embedded in the binary equal `Examples/*.yaml`, and every example validates.
@Suite("Built-in examples")
struct BuiltInExamplesTests {
    private static func exampleFiles() throws -> [String: String] {
        let directory = TestSupport.root.appendingPathComponent("Examples")
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
        where name.hasSuffix(".yaml") {
            result[String(name.dropLast(5))] = try TestSupport.file("Examples/\(name)")
        }
        return result
    }

    /// The Swift source that embeds `files`, in the layout `swift format` keeps.
    private static func generatedSource(_ files: [String: String]) -> String {
        var lines = [
            "// Generated from Examples/*.yaml by BuiltInExamplesTests (UPDATE_BUILT_IN_EXAMPLES=1). Do not edit.",
            "", "extension BuiltInExamples {", "    /// The embedded example files: name and text.",
            "    static let sources: [(name: String, text: String)] = [",
        ]
        for name in files.keys.sorted() {
            lines += ["        (", "            \"\(name)\",", "            #\"\"\""]
            lines += files[name]!.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "" : "            " + $0
            }
            lines += ["            \"\"\"#", "        ),"]
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    @Test("The embedded copies equal the files in Examples/")
    func embeddedCopiesMatch() throws {
        let files = try Self.exampleFiles()
        if ProcessInfo.processInfo.environment["UPDATE_BUILT_IN_EXAMPLES"] == "1" {
            let target = TestSupport.root.appendingPathComponent(
                "Sources/LayoutDescription/BuiltInExamples+Sources.swift")
            try Self.generatedSource(files).write(to: target, atomically: true, encoding: .utf8)
        }
        #expect(BuiltInExamples.names == files.keys.sorted())
        for (name, text) in files {
            #expect(
                BuiltInExamples.text(named: name) == text,
                "\(name) differs; run UPDATE_BUILT_IN_EXAMPLES=1 swift test --filter BuiltInExamplesTests")
        }
        #expect(BuiltInExamples.text(named: "no-such-example") == nil)
    }

    @Test("Every example validates in strict mode and has a one-line summary")
    func examplesValidate() throws {
        for name in BuiltInExamples.names {
            let text = try #require(BuiltInExamples.text(named: name))
            #expect(TestSupport.problems(text).isEmpty, "\(name): \(TestSupport.problems(text))")
            #expect(BuiltInExamples.summary(named: name)?.isEmpty == false)
        }
    }
}
