import Foundation
import Testing

/// The engine's dependency rule, read from its sources: solver → model ← output. No file of the
/// stored model (`Model/`) or of the output (`Output/`, `Scrolling/`) names a type or a free
/// function the solver (`Solver/`) declares, nor a method the solver adds to another layer's type.
@Suite("Engine layers")
struct LayerTests {
    private static let engine = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CollectionLayout")

    /// The Swift files of one folder of the engine, by name, with their text.
    private static func files(in folder: String) throws -> [(name: String, text: String)] {
        let directory = engine.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            .filter { $0.hasSuffix(".swift") }
            .map { ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// Code without comments: everything after `//` on a line is dropped (doc comments may name
    /// anything).
    private static func code(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.firstRange(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
    }

    private static func identifiers(_ text: String) -> Set<String> {
        Set(text.matches(of: /[A-Za-z_][A-Za-z0-9_]*/).map { String($0.output) })
    }

    /// What the solver declares for others to call: its types, its free functions and constants, and
    /// the methods it adds to types declared elsewhere.
    private static func solverNames() throws -> Set<String> {
        var types: Set<String> = []
        var extended: [(type: String, body: String)] = []
        var free: Set<String> = []
        for (_, text) in try files(in: "Solver") {
            let code = code(text)
            for match in code.matches(
                of:
                    /(?m)^\s*(?:(?:public|private|fileprivate|internal|final|indirect)\s+)*(?:struct|class|enum|protocol|typealias|actor)\s+([A-Za-z_][A-Za-z0-9_]*)/
            ) {
                types.insert(String(match.output.1))
            }
            for match in code.matches(
                of: /(?m)^(?:(?:public|internal)\s+)?(?:func|let|var)\s+([A-Za-z_][A-Za-z0-9_]*)/)
            {
                free.insert(String(match.output.1))
            }
            // Top-level extensions: the text up to the next top-level declaration.
            let blocks = code.split(separator: "\nextension ").dropFirst()
            for block in blocks {
                let name = String(block.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                extended.append((name, String(block)))
            }
            if code.hasPrefix("extension ") {
                let block = code.dropFirst("extension ".count)
                extended.append(
                    (String(block.prefix { $0.isLetter || $0.isNumber || $0 == "_" }), String(block)))
            }
        }
        var names = types.union(free)
        for (type, body) in extended where !types.contains(type) {
            for match in body.matches(
                of: /(?m)^    (?:(?:public|internal|static|mutating)\s+)*func\s+([A-Za-z_][A-Za-z0-9_]*)/)
            {
                names.insert(String(match.output.1))
            }
        }
        return names
    }

    @Test("the solver declares what these checks look for")
    func solverNamesAreFound() throws {
        let names = try Self.solverNames()
        for name in [
            "SolveContext", "SectionFinisher", "SectionSolver", "TemplateBuilder", "Validation",
            "isFraction",
        ] {
            #expect(names.contains(name), "\(name) not found among the solver's declarations")
        }
    }

    @Test("model and output use nothing the solver declares", arguments: ["Model", "Output", "Scrolling"])
    func noSolverNames(folder: String) throws {
        let names = try Self.solverNames()
        for (file, text) in try Self.files(in: folder) {
            let used = Self.identifiers(Self.code(text)).intersection(names)
            #expect(used.isEmpty, "\(folder)/\(file) uses the solver's \(used.sorted())")
        }
    }
}
