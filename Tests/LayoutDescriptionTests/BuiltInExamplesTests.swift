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

    /// `app-store` → `appStore`: the Swift name of an example's text.
    private static func identifier(_ name: String) -> String {
        let words = name.split(separator: "-")
        return words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }
            .joined()
    }

    /// The generated Swift sources that embed `files`, in the layout `swift format` keeps: one file
    /// per example (so that no file grows past a few hundred lines) and an index.
    private static func generatedSources(_ files: [String: String]) -> [String: String] {
        let header =
            "// Generated from Examples/*.yaml by BuiltInExamplesTests (UPDATE_BUILT_IN_EXAMPLES=1). Do not edit."
        var result: [String: String] = [:]
        var index = [
            header, "", "extension BuiltInExamples {", "    /// The embedded example files: name and text.",
            "    static let sources: [(name: String, text: String)] = [",
        ]
        for name in files.keys.sorted() {
            index.append("        (\"\(name)\", \(identifier(name))),")
            var lines = [
                header, "", "extension BuiltInExamples {", "    /// The text of `Examples/\(name).yaml`.",
                "    static let \(identifier(name)) = #\"\"\"",
            ]
            lines += files[name]!.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "" : "        " + $0
            }
            lines += ["        \"\"\"#", "}", ""]
            result["BuiltInExamples/BuiltInExamples+\(identifier(name)).swift"] = lines.joined(
                separator: "\n")
        }
        index += ["    ]", "}", ""]
        result["BuiltInExamples+Sources.swift"] = index.joined(separator: "\n")
        return result
    }

    @Test("The embedded copies equal the files in Examples/")
    func embeddedCopiesMatch() throws {
        let files = try Self.exampleFiles()
        if ProcessInfo.processInfo.environment["UPDATE_BUILT_IN_EXAMPLES"] == "1" {
            let directory = TestSupport.root.appendingPathComponent("Sources/LayoutDescription")
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("BuiltInExamples"), withIntermediateDirectories: true)
            for (path, text) in Self.generatedSources(files) {
                try text.write(to: directory.appendingPathComponent(path), atomically: true, encoding: .utf8)
            }
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
