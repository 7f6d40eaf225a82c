import Foundation
import LayoutDescription
import Testing

/// The examples embedded in the binary equal `Examples/*.yaml`, and every example validates.
@Suite("Built-in examples")
struct BuiltInExamplesTests {
    private static func exampleFiles(suffix: String = ".yaml") throws -> [String: String] {
        let directory = TestSupport.root.appendingPathComponent("Examples")
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path)
        where name.hasSuffix(suffix) {
            result[String(name.dropLast(suffix.count))] = try TestSupport.file("Examples/\(name)")
        }
        return result
    }

    /// The generated Swift sources that embed the sizes files `sizes` (`Examples/NAME.sizes.json`):
    /// one file per example and an index, apart from the descriptions' files.
    private static func generatedSizesSources(_ sizes: [String: String]) -> [String: String] {
        let header =
            "// Generated from Examples/*.sizes.json by BuiltInExamplesTests (UPDATE_BUILT_IN_EXAMPLES=1). Do not edit."
        var result: [String: String] = [:]
        var index = [
            header, "", "extension BuiltInExamples {",
            "    /// The embedded sizes files: example name and text.",
            "    static let sizesSources: [(name: String, text: String)] = [",
        ]
        for name in sizes.keys.sorted() {
            let identifier = identifier(name) + "Sizes"
            index.append("        (\"\(name)\", \(identifier)),")
            var lines = [
                header, "", "extension BuiltInExamples {",
                "    /// The text of `Examples/\(name).sizes.json`.",
                "    static let \(identifier) = #\"\"\"",
            ]
            lines += sizes[name]!.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "" : "        " + $0
            }
            lines += ["        \"\"\"#", "}", ""]
            result["BuiltInExamples/BuiltInExamples+\(identifier).swift"] = lines.joined(separator: "\n")
        }
        index += ["    ]", "}", ""]
        if sizes.count == 1 {
            // One entry: the literal on one line, without a trailing comma, as `swift format` wants it.
            let entry = index[5].trimmingCharacters(in: .whitespaces).dropLast()
            index[4] = "    static let sizesSources: [(name: String, text: String)] = [\(entry)]"
            index.removeSubrange(5...6)
        }
        result["BuiltInExamples+SizesSources.swift"] = index.joined(separator: "\n")
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
        let sizes = try Self.exampleFiles(suffix: ".sizes.json")
        if ProcessInfo.processInfo.environment["UPDATE_BUILT_IN_EXAMPLES"] == "1" {
            let directory = TestSupport.root.appendingPathComponent("Sources/LayoutDescription")
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("BuiltInExamples"), withIntermediateDirectories: true)
            let generated = Self.generatedSources(files).merging(Self.generatedSizesSources(sizes)) { $1 }
            for (path, text) in generated {
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
        for name in BuiltInExamples.names {
            #expect(
                BuiltInExamples.sizesText(named: name) == sizes[name],
                "\(name)'s sizes differ; run UPDATE_BUILT_IN_EXAMPLES=1 swift test --filter BuiltInExamplesTests"
            )
        }
        // Every sizes file belongs to an example.
        #expect(Set(sizes.keys).isSubset(of: Set(files.keys)))
    }

    @Test("Every shipped sizes file decodes and names only self-sizing elements of its example")
    func sizesResolve() throws {
        for name in BuiltInExamples.names {
            guard let text = BuiltInExamples.sizesText(named: name) else { continue }
            let sizes = try SizesDescription.decode(Array(text.utf8))
            let layout = try TestSupport.prepare(
                try #require(BuiltInExamples.text(named: name)), strict: true)
            let resolution = try sizes.resolve(in: layout)
            #expect(resolution.ignored.isEmpty, "\(name): \(resolution.ignored)")
        }
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
