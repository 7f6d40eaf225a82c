import CollectionLayout

/// A ``FramesText`` listing read back: its elements and header values, per device section of a
/// `.frames(on:)` snapshot (`== iphone-se ==`), for ``FramesChangeSummary``.
enum Listing {
    /// One listing: a device section, or the whole text when it has none.
    struct Section {
        /// The device of a `== NAME ==` section, or nil.
        var name: String?
        /// The element lines, in order.
        var elements: [FramesChangeSummary.Element] = []
        /// The header values in order: `contentSize` → `393 × 1210`, `contentOffset` → `0, 100`,
        /// `orthogonalOffset 1` → `40`, `environment` and `device` → the rest of their line.
        var settings: [(key: String, value: String)] = []

        /// The value of a header entry, or nil.
        func setting(_ key: String) -> String? { settings.first { $0.key == key }?.value }
    }

    /// The sections of `text`; lines that are neither elements nor header entries (an `error:`
    /// snapshot, blank lines) are skipped.
    static func sections(of text: String) -> [Section] {
        var sections: [Section] = []
        var current = Section(name: nil)
        var started = false
        for line in text.split(separator: "\n").map(String.init) {
            if line.hasPrefix("== "), line.hasSuffix(" =="), line.count > 6 {
                if started { sections.append(current) }
                current = Section(name: String(line.dropFirst(3).dropLast(3)))
                started = true
            } else if let element = element(line) {
                current.elements.append(element)
                started = true
            } else if let setting = setting(line) {
                current.settings.append(setting)
                started = true
            }
        }
        if started { sections.append(current) }
        return sections
    }

    /// `cell 0.3 (16, 221, 179, 211) z 0` as an element, or nil for another line.
    static func element(_ line: String) -> FramesChangeSummary.Element? {
        guard ["cell ", "supplementary ", "decoration "].contains(where: line.hasPrefix),
            let open = range(of: " (", in: line), let close = line[open.upperBound...].firstIndex(of: ")")
        else { return nil }
        let numbers = line[open.upperBound..<close].split(separator: ",").compactMap {
            Double(droppingOneSpace($0))
        }
        guard numbers.count == 4 else { return nil }
        return FramesChangeSummary.Element(
            name: String(line[..<open.lowerBound]),
            frame: Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
            details: String(droppingOneSpace(line[line.index(after: close)...])))
    }

    /// A header line as a key and value, or nil.
    static func setting(_ line: String) -> (key: String, value: String)? {
        if let range = range(of: ", contentSize ", in: line) {
            return ("contentSize", String(line[range.upperBound...]))
        }
        for key in ["contentOffset", "environment", "device"] where line.hasPrefix(key + " ") {
            return (key, String(line.dropFirst(key.count + 1)))
        }
        if line.hasPrefix("orthogonalOffset "), let space = line.lastIndex(of: " ") {
            return (String(line[..<space]), String(line[line.index(after: space)...]))
        }
        return nil
    }

    // The standard library's `firstRange(of:)` and `trimmingPrefix(_:)` need macOS 13 / iOS 16;
    // these two keep the kit at the package's floor.

    /// The first range of `target` in `line`, or nil.
    static func range(of target: String, in line: String) -> Range<String.Index>? {
        var index = line.startIndex
        while index < line.endIndex {
            if line[index...].hasPrefix(target) {
                return index..<line.index(index, offsetBy: target.count)
            }
            index = line.index(after: index)
        }
        return nil
    }

    /// `text` without its first character when that is a space.
    static func droppingOneSpace(_ text: Substring) -> Substring {
        text.first == " " ? text.dropFirst() : text
    }
}
