import Foundation
import Testing

/// The engine's dependency rules, read from its sources:
///
/// - solver → model ← output: no file of the stored model (`Model/`), the output (`Output/`,
///   `Scrolling/`) or the shared vocabulary (`Vocabulary/`) names a type or a free function the
///   solver (`Solver/`) declares, nor a method the solver adds to another layer's type;
/// - the folders of `Sources/CollectionLayout` form no cycle: a folder that names a type or free
///   function declared in another folder depends on it, and no folder depends on itself through
///   others.
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
    // Regular expressions and `firstRange(of:)` need macOS 13 / iOS 16.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    private static func code(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.firstRange(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line) }
            .joined(separator: "\n")
    }

    // Regular expressions and `firstRange(of:)` need macOS 13 / iOS 16.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    private static func identifiers(_ text: String) -> Set<String> {
        Set(text.matches(of: /[A-Za-z_][A-Za-z0-9_]*/).map { String($0.output) })
    }

    /// What the solver declares for others to call: its types, its free functions and constants, and
    /// the methods it adds to types declared elsewhere.
    // Regular expressions and `firstRange(of:)` need macOS 13 / iOS 16.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
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

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
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

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(
        "model, output and vocabulary use nothing the solver declares",
        arguments: ["Model", "Output", "Scrolling", "Vocabulary"])
    func noSolverNames(folder: String) throws {
        let names = try Self.solverNames()
        for (file, text) in try Self.files(in: folder) {
            let used = Self.identifiers(Self.code(text)).intersection(names)
            #expect(used.isEmpty, "\(folder)/\(file) uses the solver's \(used.sorted())")
        }
    }

    // MARK: - The folder graph

    /// The engine's folders that hold Swift files, sorted.
    static func folders() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: engine.path).sorted().filter { folder in
            let files =
                (try? FileManager.default.contentsOfDirectory(
                    atPath: engine.appendingPathComponent(folder).path)) ?? []
            return files.contains { $0.hasSuffix(".swift") }
        }
    }

    /// The names a file declares for the rest of the module: its top-level types, type aliases,
    /// protocols, free functions and constants (not `private` or `fileprivate` ones).
    // Regular expressions and `firstRange(of:)` need macOS 13 / iOS 16.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    static func declarations(_ code: String) -> [String] {
        code.matches(
            of:
                /(?m)^((?:(?:public|internal|package|private|fileprivate|final|indirect)\s+)*)(?:struct|class|enum|protocol|typealias|actor|func|let|var)\s+([A-Za-z_][A-Za-z0-9_]*)/
        ).filter { !$0.output.1.contains("private") }.map { String($0.output.2) }
    }

    /// Code without comments and without the contents of string literals.
    // Regular expressions and `firstRange(of:)` need macOS 13 / iOS 16.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    static func tokens(_ text: String) -> Set<String> {
        identifiers(code(text).replacing(/"(?:[^"\\\n]|\\.)*"/, with: "\"\""))
    }

    /// Which folder depends on which, and through what: `graph[from][to]` lists `file: Name` for each
    /// name declared in `to` that a file of `from` uses.
    // Regular expressions and `firstRange(of:)` need macOS 13 / iOS 16.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    static func folderGraph() throws -> [String: [String: Set<String>]] {
        let folders = try folders()
        var owner: [String: String] = [:]
        var sources: [(folder: String, file: String, text: String)] = []
        for folder in folders {
            for (file, text) in try files(in: folder) {
                sources.append((folder, file, text))
                for name in declarations(code(text)) { owner[name] = owner[name] ?? folder }
            }
        }
        var graph: [String: [String: Set<String>]] = [:]
        for folder in folders { graph[folder] = [:] }
        for (folder, file, text) in sources {
            for name in tokens(text) {
                guard let target = owner[name], target != folder else { continue }
                graph[folder, default: [:]][target, default: []].insert("\(folder)/\(file): \(name)")
            }
        }
        return graph
    }

    /// A cycle of `graph` as the list of its nodes, the first repeated at the end, or nil when there
    /// is none. Depth-first search, nodes and neighbours in sorted order.
    static func cycle(in graph: [String: Set<String>]) -> [String]? {
        var state: [String: Bool] = [:]  // false: on the current path, true: finished
        var path: [String] = []
        func visit(_ node: String) -> [String]? {
            if state[node] == true { return nil }
            if state[node] == false, let start = path.firstIndex(of: node) {
                return Array(path[start...]) + [node]
            }
            state[node] = false
            path.append(node)
            for next in (graph[node] ?? []).sorted() {
                if let found = visit(next) { return found }
            }
            path.removeLast()
            state[node] = true
            return nil
        }
        for node in graph.keys.sorted() {
            if let found = visit(node) { return found }
        }
        return nil
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("the folder graph is read from the sources")
    func folderGraphIsRead() throws {
        let graph = try Self.folderGraph()
        #expect(
            Set(graph.keys).isSuperset(of: [
                "Description", "Geometry", "Model", "Output", "Solver", "Vocabulary",
            ]))
        // The output reads the stored model, the model speaks in geometry, and everyone in vocabulary.
        #expect(graph["Output"]?["Model"]?.contains("Output/PreparedLayout.swift: SectionGeometry") == true)
        #expect(graph["Model"]?["Geometry"] != nil)
        #expect(graph["Description"]?["Vocabulary"] != nil)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("cycles are found, with their path")
    func cycleFinder() {
        #expect(Self.cycle(in: ["A": ["B"], "B": ["C"], "C": ["A"]]) == ["A", "B", "C", "A"])
        #expect(Self.cycle(in: ["A": ["B", "C"], "B": ["C"], "C": []]) == nil)
        #expect(Self.cycle(in: ["A": ["B"], "B": ["C"], "C": ["B"]]) == ["B", "C", "B"])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("the engine's folders form no cycle")
    func noFolderCycle() throws {
        let graph = try Self.folderGraph()
        guard let cycle = Self.cycle(in: graph.mapValues { Set($0.keys) }) else { return }
        let edges: [String] = zip(cycle, cycle.dropFirst()).map { (from: String, to: String) -> String in
            let through = (graph[from]?[to] ?? []).sorted().joined(separator: ", ")
            return "\(from) → \(to) through \(through)"
        }
        let path = cycle.joined(separator: " → ")
        Issue.record("folder cycle \(path):\n\(edges.joined(separator: "\n"))")
    }
}
