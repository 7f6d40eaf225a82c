import CollectionLayout

/// What changed between two frame listings, in a sentence a failing `.frames` snapshot prints before
/// its line diff: `6 cells moved down 1 pt; cell 0.3: height 100 → 101`.
///
/// A 1-pt change near the top of a layout moves every element after it, so the line diff removes
/// and adds every following line. The summary groups what moved by the same amount, lists each
/// element whose size changed, what appeared and disappeared, and the content size. Elements are
/// matched by their name (`cell 0.3`, `supplementary header 1.0`), so a reordering alone is no move.
public enum FramesChangeSummary {
    /// One element of a listing: its name, its frame and the rest of its line.
    public struct Element: Hashable, Sendable {
        /// Category, kind and index path: `cell 0.3`, `supplementary header 1.0`.
        public var name: String
        /// The frame, to 0.01 pt as ``FramesText`` prints it.
        public var frame: Rect
        /// What follows the frame: `z 0`, `z 1 alpha 0.5 hidden`.
        public var details: String

        /// Creates an element.
        public init(name: String, frame: Rect, details: String = "z 0") {
            self.name = name
            self.frame = frame
            self.details = details
        }
    }

    /// The most elements or groups named in one clause before the rest are counted.
    static let listed = 4

    /// The clauses that describe how `new` differs from `old`, in this order: moves (largest group
    /// first), size changes, other changes (z-index, alpha, transform, hidden), elements removed,
    /// elements added; empty when every element has the same frame and line (an order change
    /// alone gives `same elements in another order`).
    ///
    /// - Complexity: O(n log n) for n elements.
    public static func clauses(from old: [Element], to new: [Element]) -> [String] {
        var oldByName: [String: Element] = [:]
        for element in old where oldByName[element.name] == nil { oldByName[element.name] = element }
        let newNames = Set(new.map(\.name))
        var moves: [(offset: Point, names: [String])] = []
        var resized: [String] = []
        var restyled: [String] = []
        var added: [String] = []
        for element in new {
            guard let before = oldByName[element.name] else {
                added.append(element.name)
                continue
            }
            let (from, to) = (before.frame, element.frame)
            if from.size != to.size {
                resized.append("\(element.name): " + coordinateChanges(from, to))
            } else if from.origin != to.origin {
                // Listings print hundredths: rounding the difference to them keeps 221.33 - 220.33
                // one group with 101 - 100.
                let offset = Point(x: hundredths(to.minX - from.minX), y: hundredths(to.minY - from.minY))
                if let group = moves.firstIndex(where: { $0.offset == offset }) {
                    moves[group].names.append(element.name)
                } else {
                    moves.append((offset, [element.name]))
                }
            } else if before.details != element.details {
                restyled.append("\(element.name): \(before.details) → \(element.details)")
            }
        }
        let removed = old.map(\.name).filter { !newNames.contains($0) }
        var clauses: [String] = []
        // Stable: equal counts keep the order of their first element.
        let ordered = moves.enumerated().sorted { a, b in
            a.element.names.count != b.element.names.count
                ? a.element.names.count > b.element.names.count : a.offset < b.offset
        }
        for (_, group) in ordered.prefix(listed) {
            clauses.append("\(count(group.names)) moved \(direction(group.offset))")
        }
        if ordered.count > listed {
            let rest = ordered.dropFirst(listed).flatMap(\.element.names)
            clauses.append("\(count(rest)) moved otherwise")
        }
        clauses += limited(resized, rest: "resized")
        clauses += limited(restyled, rest: "changed")
        if !removed.isEmpty { clauses.append("\(count(removed)) removed (\(names(removed)))") }
        if !added.isEmpty { clauses.append("\(count(added)) added (\(names(added)))") }
        if clauses.isEmpty && old != new { clauses.append("same elements in another order") }
        return clauses
    }

    /// The summary of two ``FramesText`` listings (or `.frames(on:)` listings, a section per
    /// device), or nil when they list the same thing or cannot be read as listings.
    ///
    /// Clauses of a device section start with its name (`iphone-se: 6 cells moved down 1 pt`); a
    /// changed content size or content offset ends the section's clauses
    /// (`contentSize 393 × 1210 → 393 × 1211`).
    public static func summary(from old: String, to new: String) -> String? {
        guard old != new else { return nil }
        let oldSections = Listing.sections(of: old)
        let newSections = Listing.sections(of: new)
        var clauses: [String] = []
        for section in newSections {
            let prefix = section.name.map { "\($0): " } ?? ""
            guard let before = oldSections.first(where: { $0.name == section.name }) else {
                clauses.append("\(prefix)section added")
                continue
            }
            var sectionClauses = Self.clauses(from: before.elements, to: section.elements)
            for (key, value) in section.settings where before.setting(key) != value {
                sectionClauses.append("\(key) \(before.setting(key) ?? "none") → \(value)")
            }
            clauses += sectionClauses.map { prefix + $0 }
        }
        for section in oldSections where !newSections.contains(where: { $0.name == section.name }) {
            clauses.append("\(section.name.map { "\($0): " } ?? "")section removed")
        }
        return clauses.isEmpty ? nil : clauses.joined(separator: "; ")
    }

    /// `value` rounded to hundredths of a point.
    static func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// `x 16 → 20, height 100 → 101`: every coordinate that differs.
    static func coordinateChanges(_ from: Rect, _ to: Rect) -> String {
        let pairs = [
            ("x", from.minX, to.minX), ("y", from.minY, to.minY), ("width", from.width, to.width),
            ("height", from.height, to.height),
        ]
        return pairs.filter { $0.1 != $0.2 }
            .map { "\($0.0) \(FramesText.number($0.1)) → \(FramesText.number($0.2))" }
            .joined(separator: ", ")
    }

    /// `down 1 pt`, `left 8 pt`, `right 2 pt and up 0.5 pt`.
    static func direction(_ offset: Point) -> String {
        var parts: [String] = []
        if offset.x != 0 {
            parts.append("\(offset.x > 0 ? "right" : "left") \(FramesText.number(abs(offset.x))) pt")
        }
        if offset.y != 0 {
            parts.append("\(offset.y > 0 ? "down" : "up") \(FramesText.number(abs(offset.y))) pt")
        }
        return parts.joined(separator: " and ")
    }

    /// `1 cell`, `6 cells`, `2 supplementaries`, or `3 elements` when the categories differ.
    static func count(_ names: [String]) -> String {
        let categories = Set(names.map { $0.prefix { $0 != " " } })
        let noun: String
        switch (categories.count == 1 ? categories.first.map(String.init) : nil, names.count == 1) {
        case ("cell", true): noun = "cell"
        case ("cell", false): noun = "cells"
        case ("supplementary", true): noun = "supplementary"
        case ("supplementary", false): noun = "supplementaries"
        case ("decoration", true): noun = "decoration"
        case ("decoration", false): noun = "decorations"
        case (_, true): noun = "element"
        case (_, false): noun = "elements"
        }
        return "\(names.count) \(noun)"
    }

    /// The first names, then `…`.
    private static func names(_ names: [String]) -> String {
        names.prefix(listed).joined(separator: ", ") + (names.count > listed ? ", …" : "")
    }

    /// The first clauses, then `N more elements VERB`.
    private static func limited(_ clauses: [String], rest verb: String) -> [String] {
        guard clauses.count > listed else { return clauses }
        let more = clauses.count - listed
        return Array(clauses.prefix(listed)) + ["\(more) more \(more == 1 ? "element" : "elements") \(verb)"]
    }
}
