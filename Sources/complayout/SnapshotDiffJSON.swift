import DiffableSnapshot
import Foundation
import LayoutDescription

/// Invalid input for `complayout diff`: the message names the file and the JSON path.
struct DiffInputError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, prefixed with the file name.
    let description: String
}

/// Parsing and printing for `complayout diff`, kept apart from the command so that tests can call it.
enum SnapshotDiffJSON {
    typealias Snapshot = DiffableDataSourceSnapshot<String, String>

    /// Reads a file, or standard input for `-`, at most `limit` bytes (`--max-input-bytes`).
    static func read(_ path: String, limit: Int = DescriptionLimits().maximumInputBytes)
        throws(DiffInputError)
        -> Data
    {
        let source = path == "-" ? "<stdin>" : path
        do {
            return Data(try BoundedInput.read(path, limit: limit))
        } catch {
            switch error {
            case .unreadable(let reason):
                throw DiffInputError(description: "\(source): cannot read the file: \(reason)")
            case .tooLarge(let limit):
                throw DiffInputError(
                    description: "\(source): \(BoundedInput.Failure.tooLargeMessage(limit: limit))")
            }
        }
    }

    /// Parses both files, diffs them and renders the changeset.
    static func diff(old: Data, oldSource: String, new: Data, newSource: String) throws(DiffInputError)
        -> String
    {
        let oldSnapshot = try snapshot(from: old, source: oldSource == "-" ? "<stdin>" : oldSource)
        let newSnapshot = try snapshot(from: new, source: newSource == "-" ? "<stdin>" : newSource)
        return render(SnapshotChangeset(from: oldSnapshot, to: newSnapshot))
    }

    /// Parses `[{"id": …, "items": […], "reloaded": […], "reconfigured": […], "reloadSection": true}, …]`.
    static func snapshot(from data: Data, source: String) throws(DiffInputError) -> Snapshot {
        func fail(_ message: String) -> DiffInputError {
            DiffInputError(description: "\(source): \(message)")
        }
        let sections: [SectionObject]
        do {
            sections = try JSONDecoder().decode([SectionObject].self, from: data)
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            throw fail("malformed JSON")
        } catch let error as DecodingError {
            throw fail(describe(error))
        } catch {
            throw fail("malformed JSON")
        }
        if let duplicate = JSONDuplicateKeys.firstDuplicate(in: [UInt8](data)) { throw fail(duplicate) }
        for (index, section) in sections.enumerated() {
            let members = Set(section.items)
            for (key, list) in [("reloaded", section.reloaded), ("reconfigured", section.reconfigured)] {
                let strangers = (list ?? []).filter { !members.contains($0) }
                if !strangers.isEmpty {
                    throw fail(
                        "$[\(index)].\(key): not items of section \(section.id): \(strangers.joined(separator: ", "))"
                    )
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
        if !problems.isEmpty { throw fail(problems.joined(separator: "; ")) }
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
            throw fail(error.description)
        }
        return snapshot
    }

    /// A JSON path and message for a decoding error, e.g. `$[1].items[0]: expected a string`.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.reduce("$") { partial, key in
                key.intValue.map { "\(partial)[\($0)]" } ?? "\(partial).\(key.stringValue)"
            }
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
            return "\(path(context.codingPath)): expected \(expected)"
        case .valueNotFound(_, let context):
            return "\(path(context.codingPath)): unexpected null"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): missing"
        case .dataCorrupted(let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "invalid input"
        }
    }

    /// Renders a changeset in the documented one-line JSON shape.
    static func render(_ changes: SnapshotChangeset<String, String>) -> String {
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
                    debugDescription: "unknown key")
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
