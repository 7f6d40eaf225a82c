import DiffableSnapshot
import Foundation
import LayoutDescription

/// An invalid snapshot file: `FILE:LINE:COLUMN: error: PATH: MESSAGE`, as `complayout` prints
/// every problem of its input.
public struct DiffInputError: Error, Equatable, CustomStringConvertible {
    /// The message, naming the file and, when known, the place and the JSON path.
    public let line: DiagnosticLine

    /// Creates an error from its diagnostic line.
    public init(line: DiagnosticLine) {
        self.line = line
    }

    /// The line printed on standard error.
    public var description: String { line.description }
}

/// Snapshots as JSON, the input and output of `complayout diff`: a snapshot is an array of section
/// objects, `[{"id": "s1", "items": ["a", "b"], "reloaded": ["a"]}, …]`, read with every problem
/// located in the text; a changeset is written as one line of JSON.
///
/// Any byte sequence is accepted as input: invalid ones throw ``DiffInputError``, never trap.
public enum SnapshotJSON {
    /// A snapshot with string identifiers, as the files hold them.
    public typealias Snapshot = DiffableDataSourceSnapshot<String, String>

    /// Parses both files, diffs them and renders the changeset; `oldSource` and `newSource` name
    /// the files in messages.
    ///
    /// - Throws: ``DiffInputError`` for the first invalid file.
    public static func diff(old: Data, oldSource: String, new: Data, newSource: String) throws(DiffInputError)
        -> String
    {
        let oldSnapshot = try snapshot(from: old, source: oldSource)
        let newSnapshot = try snapshot(from: new, source: newSource)
        return render(SnapshotChangeset(from: oldSnapshot, to: newSnapshot))
    }

    /// Parses `[{"id": …, "items": […], "reloaded": […], "reconfigured": […], "reloadSection": true}, …]`;
    /// `source` names the file in messages.
    ///
    /// Section identifiers are unique, item identifiers unique across the file; `reloaded` and
    /// `reconfigured` name items of their own section; unknown and repeated keys are rejected.
    ///
    /// - Throws: ``DiffInputError`` at the problem's line, column and JSON path.
    public static func snapshot(from data: Data, source: String) throws(DiffInputError) -> Snapshot {
        let text = String(decoding: data, as: UTF8.self)
        /// The problem at `path`, located in the text.
        func fail(_ path: DescriptionPath, _ message: String) -> DiffInputError {
            let problem = DescriptionProblem(path: path, message: message)
            return DiffInputError(
                line: DiagnosticLine(
                    problem, file: source, at: DescriptionSourceLocation.of(problem, in: text)))
        }
        let sections: [SectionObject]
        do {
            sections = try JSONDecoder().decode([SectionObject].self, from: data)
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            throw malformed(text, source: source)
        } catch let error as DecodingError {
            let (path, message) = describe(error)
            throw fail(path, message)
        } catch {
            throw malformed(text, source: source)
        }
        if let duplicate = JSONDuplicateKeys.firstDuplicate(in: [UInt8](data)) {
            throw DiffInputError(
                line: DiagnosticLine(duplicate.problem, file: source, at: duplicate.location))
        }
        for (index, section) in sections.enumerated() {
            let members = Set(section.items)
            for (key, list) in [("reloaded", section.reloaded), ("reconfigured", section.reconfigured)] {
                let strangers = (list ?? []).filter { !members.contains($0) }
                if !strangers.isEmpty {
                    throw fail(
                        DescriptionPath.root.index(index).key(key),
                        "not items of section \(section.id): \(strangers.joined(separator: ", "))")
                }
            }
        }
        var problems: [String] = []
        let duplicateSections = duplicates(sections.map(\.id))
        if !duplicateSections.isEmpty {
            problems.append("duplicate section identifiers: \(duplicateSections.joined(separator: ", "))")
        }
        let duplicateItems = duplicates(sections.flatMap(\.items))
        if !duplicateItems.isEmpty {
            problems.append("duplicate item identifiers: \(duplicateItems.joined(separator: ", "))")
        }
        if !problems.isEmpty { throw fail(.root, problems.joined(separator: "; ")) }
        var snapshot = Snapshot()
        do {
            for section in sections {
                try snapshot.appendSections([section.id])
                try snapshot.appendItems(section.items, toSection: section.id)
                try snapshot.reloadItems(section.reloaded ?? [])
                try snapshot.reconfigureItems(section.reconfigured ?? [])
                if section.reloadSection == true { try snapshot.reloadSections([section.id]) }
            }
        } catch {
            throw fail(.root, error.description)
        }
        return snapshot
    }

    /// `FILE:LINE:COLUMN: error: (document): malformed JSON`, at the syntax error when the text
    /// does not parse as JSON or YAML either (else at its start), with the parser's words.
    private static func malformed(_ text: String, source: String) -> DiffInputError {
        do throws(DescriptionError) {
            _ = try DescriptionValue.parse(text)
        } catch {
            if let syntax = error.problems.first {
                let location = DescriptionSourceLocation.of(syntax, in: text)
                // `syntax error at line L, column C: WHAT`: the place is printed in front already.
                let what = syntax.message.range(of: ": ").map { syntax.message[$0.upperBound...] }
                let problem = DescriptionProblem(
                    path: .root, message: "malformed JSON" + (what.map { ": \($0)" } ?? ""))
                return DiffInputError(line: DiagnosticLine(problem, file: source, at: location))
            }
        }
        let problem = DescriptionProblem(path: .root, message: "malformed JSON")
        return DiffInputError(line: DiagnosticLine(problem, file: source, at: .start))
    }

    /// The JSON path and message of a decoding error, e.g. `[1].items[0]`, `expected a string`.
    private static func describe(_ error: DecodingError) -> (DescriptionPath, String) {
        func path(_ codingPath: [any CodingKey]) -> DescriptionPath {
            DescriptionPath(
                codingPath.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) })
        }
        switch error {
        case .typeMismatch(let type, let context):
            let expected: String
            if context.codingPath.isEmpty {
                expected = "an array of section objects"
            } else if type == String.self {
                expected = "a string"
            } else if type == Bool.self {
                expected = "true or false"
            } else if "\(type)".hasPrefix("Array") {
                expected = "an array"
            } else {
                expected = "an object"
            }
            return (path(context.codingPath), "expected \(expected)")
        case .valueNotFound(_, let context):
            return (path(context.codingPath), "unexpected null")
        case .keyNotFound(let key, let context):
            return (path(context.codingPath), "missing required key \"\(key.stringValue)\"")
        case .dataCorrupted(let context):
            return (path(context.codingPath), context.debugDescription)
        @unknown default:
            return (.root, "invalid input")
        }
    }

    /// Renders a changeset in the documented one-line JSON shape: `{"sections": {"deleted": […],
    /// "inserted": […], "moved": [[from, to]…], "reloaded": […]}, "items": {…}}`.
    public static func render(_ changes: SnapshotChangeset<String, String>) -> String {
        func list(_ values: [String]) -> String { "[" + values.joined(separator: ", ") + "]" }
        func path(_ p: SnapshotIndexPath) -> String { "[\(p.section), \(p.item)]" }
        let sections = [
            "\"deleted\": " + list(changes.sectionDeletes.map { "\($0.index)" }),
            "\"inserted\": " + list(changes.sectionInserts.map { "\($0.index)" }),
            "\"moved\": " + list(changes.sectionMoves.map { "[\($0.from), \($0.to)]" }),
            "\"reloaded\": " + list(changes.sectionReloads.map { "\($0.index)" }),
        ]
        let items = [
            "\"deleted\": " + list(changes.itemDeletes.map { path($0.indexPath) }),
            "\"inserted\": " + list(changes.itemInserts.map { path($0.indexPath) }),
            "\"moved\": " + list(changes.itemMoves.map { "[\(path($0.from)), \(path($0.to))]" }),
            "\"reloaded\": " + list(changes.itemReloads.map { path($0.indexPath) }),
            "\"reconfigured\": " + list(changes.itemReconfigures.map { path($0.indexPath) }),
        ]
        return
            "{\"sections\": {\(sections.joined(separator: ", "))}, \"items\": {\(items.joined(separator: ", "))}}"
    }

    /// Each repeated value once, in the order of its second occurrence.
    /// The repeated identifiers, each once: `a`, or — when the spellings differ in code points but
    /// are equal as Swift strings (canonical equivalence, as in UIKit) — every spelling with its code
    /// points: `"é" (U+00E9) and "é" (U+0065 U+0301), equal as Swift strings`.
    private static func duplicates(_ values: [String]) -> [String] {
        var spellings: [String: [String]] = [:]
        var order: [String] = []
        var repeated = Set<String>()
        for value in values {
            if let known = spellings[value] {
                repeated.insert(value)
                let scalars = Array(value.unicodeScalars)
                if !known.contains(where: { Array($0.unicodeScalars) == scalars }) {
                    spellings[value, default: []].append(value)
                }
            } else {
                spellings[value] = [value]
                order.append(value)
            }
        }
        return order.filter(repeated.contains).map { value in
            let forms = spellings[value] ?? [value]
            guard forms.count > 1 else { return value }
            let listed = forms.map { form in
                let points = form.unicodeScalars.map { "U+" + String(format: "%04X", $0.value) }
                return "\"\(form)\" (\(points.joined(separator: " ")))"
            }
            return listed.joined(separator: " and ") + ", equal as Swift strings"
        }
    }
}

/// One section object of the `complayout diff` input.
struct SectionObject: Decodable {
    let id: String
    let items: [String]
    let reloaded: [String]?
    let reconfigured: [String]?
    let reloadSection: Bool?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, items, reloaded, reconfigured, reloadSection
    }

    /// Any key, to reject the unknown ones.
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let all = try decoder.container(keyedBy: AnyKey.self)
        let known = Set(CodingKeys.allCases.map(\.rawValue))
        if let unknown = all.allKeys.map(\.stringValue).sorted().first(where: { !known.contains($0) }) {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath + [AnyKey(stringValue: unknown)],
                    debugDescription: "unknown key \"\(unknown)\" in section object"
                        + Suggestion.hint(for: unknown, among: CodingKeys.allCases.map(\.rawValue)))
            )
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        items = try container.decode([String].self, forKey: .items)
        reloaded = try container.decodeIfPresent([String].self, forKey: .reloaded)
        reconfigured = try container.decodeIfPresent([String].self, forKey: .reconfigured)
        reloadSection = try container.decodeIfPresent(Bool.self, forKey: .reloadSection)
    }
}
