import Foundation
import LayoutDescription
import Testing

/// The portable JSON reader against the YAML reader on every built-in example and fixture, as
/// the writer's indented JSON and as compact one-line JSON: the same values, and the same source
/// locations for every path (as a value, as an unknown key, and one key past it).
@Suite("Portable JSON reader: parity on examples and fixtures")
struct JSONReaderParityTests {
    /// The built-in examples and every YAML and JSON fixture, by name.
    static let documents: [(name: String, text: String)] = {
        var result = BuiltInExamples.names.map {
            (name: "example \($0)", text: BuiltInExamples.text(named: $0)!)
        }
        let manager = FileManager.default
        for folder in ["Tests/Fixtures", "Examples"] {
            let base = TestSupport.root.appendingPathComponent(folder)
            guard
                let files = manager.enumerator(
                    at: base, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in files where ["yaml", "json"].contains(url.pathExtension) {
                if let text = try? String(contentsOf: url, encoding: .utf8) {
                    result.append((name: "\(folder)/\(url.lastPathComponent)", text: text))
                }
            }
        }
        return result.sorted { $0.name < $1.name }
    }()

    @Test("There are examples and fixtures to compare")
    func documentsFound() {
        #expect(Self.documents.count >= BuiltInExamples.names.count + 15)
    }

    @Test("Every example and fixture, as indented and compact JSON, reads the same with both readers")
    func sameValues() throws {
        for document in Self.documents {
            let original = try DescriptionValue.parse(document.text)
            for json in [original.jsonText, ReaderParity.compactJSON(original)] {
                let bytes = Array(json.utf8)
                let native = ReaderParity.native(bytes)
                #expect(native == .value(original), "\(document.name)")
                #expect(ReaderParity.portable(bytes) == native, "\(document.name)")
                #expect(try DescriptionJSONReader.parse(json) == original, "\(document.name)")
            }
        }
    }

    @Test("Every path of every example and fixture is located at the same line and column")
    func sameLocations() throws {
        for document in Self.documents {
            let original = try DescriptionValue.parse(document.text)
            let problems = ReaderParity.probes(of: original)
            for json in [original.jsonText, ReaderParity.compactJSON(original)] {
                let (native, portable) = ReaderParity.locations(
                    of: problems, in: json, limits: DescriptionLimits())
                for (index, problem) in problems.enumerated() where native[index] != portable[index] {
                    let message =
                        "\(document.name): \(problem.path) (\(problem.message)): YAML reader \(native[index]), portable \(portable[index])"
                    Issue.record(Comment(rawValue: message))
                }
            }
        }
    }

    @Test("JSON fixtures written by hand (not by the writer) read the same")
    func handWrittenJSON() throws {
        for document in Self.documents where document.name.hasSuffix(".json") {
            let bytes = Array(document.text.utf8)
            #expect(ReaderParity.portable(bytes) == ReaderParity.native(bytes), "\(document.name)")
            let value = try DescriptionJSONReader.parse(bytes)
            let problems = ReaderParity.probes(of: value)
            let (native, portable) = ReaderParity.locations(
                of: problems, in: document.text, limits: DescriptionLimits())
            #expect(native == portable, "\(document.name)")
        }
    }

    @Test("A description read by the portable reader decodes to the same layout description")
    func sameDescriptions() throws {
        for name in BuiltInExamples.names {
            let json = try DescriptionValue.parse(BuiltInExamples.text(named: name)!).jsonText
            let viaPortable = try LayoutDescription.decode(DescriptionJSONReader.parse(Array(json.utf8)))
            #expect(viaPortable == (try LayoutDescription.decode(json)), "\(name)")
        }
    }
}
