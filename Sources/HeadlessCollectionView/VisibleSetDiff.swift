import CollectionLayout

/// The set of visible elements a view last reported, kept as plain integers so that the check
/// "did anything change?" and the difference between two sets cost no reference counting and no
/// hashing on a scroll step (R-EVENT-2).
///
/// Each identity becomes an ``ElementKey`` (section, item, and a tag for category and kind); kinds
/// are numbered in the order they are first seen.
struct VisibleSet: Sendable {
    /// The visible elements' keys, in R-QUERY-3 order.
    private(set) var keys: [ElementKey] = []
    /// Element kinds by number (append-only).
    private var kinds: [String] = []

    /// The identities of the visible elements, in R-QUERY-3 order.
    var elementIDs: [ElementID] { keys.map(elementID) }

    /// The index paths of the visible cells, in order.
    var cellIndexPaths: [LayoutIndexPath] {
        var result: [LayoutIndexPath] = []
        for key in keys where key.tag == ElementKey.cellTag {
            result.append(LayoutIndexPath(item: key.item, section: key.section))
        }
        return result
    }

    /// Replaces the set with the identities of `elements` and returns what changed, or nil when the
    /// set is the same.
    ///
    /// - Complexity: O(n) when nothing changed; about O(n) for lists in R-QUERY-3 order
    ///   otherwise (insertion sort of nearly sorted keys, then a merge).
    mutating func update(with elements: [LayoutAttributes]) -> VisibleElementsChange? {
        if matches(elements) { return nil }
        var current: [ElementKey] = []
        current.reserveCapacity(elements.count)
        for element in elements {
            current.append(key(for: element))
        }
        let previous = keys
        keys = current
        // One flag per element: still visible (previous) / was visible (current).
        var matched = [Bool](repeating: false, count: previous.count + current.count)
        let offset = previous.count
        if Self.isSorted(previous) && Self.isSorted(current) {
            // Cells-only screens arrive sorted: merge the keys directly.
            Self.merge(previous, current, count: (previous.count, current.count), { $0 }, { $0 }) {
                matched[$0] = true
                matched[offset + $1] = true
            }
        } else {
            let old = Self.sortedIndices(previous)
            let new = Self.sortedIndices(current)
            Self.merge(previous, current, count: (old.count, new.count), { old[$0] }, { new[$0] }) {
                matched[$0] = true
                matched[offset + $1] = true
            }
        }
        let addedCount = current.count - matched[offset...].lazy.filter { $0 }.count
        let removedCount = previous.count - matched[..<offset].lazy.filter { $0 }.count
        if addedCount == 0 && removedCount == 0 { return nil }
        var added: [ElementID] = []
        added.reserveCapacity(addedCount)
        for index in current.indices where !matched[offset + index] {
            added.append(elementID(current[index]))
        }
        var removed: [ElementID] = []
        removed.reserveCapacity(removedCount)
        for index in previous.indices where !matched[index] { removed.append(elementID(previous[index])) }
        return VisibleElementsChange(added: added, removed: removed)
    }

    /// Walks two key lists in ascending order (through the position maps `oldAt` and `newAt`) and
    /// calls `match` with the positions of every key present in both.
    @inline(__always)
    private static func merge(
        _ previous: [ElementKey], _ current: [ElementKey], count: (Int, Int), _ oldAt: (Int) -> Int,
        _ newAt: (Int) -> Int, match: (Int, Int) -> Void
    ) {
        var i = 0
        var j = 0
        while i < count.0 && j < count.1 {
            let oldIndex = oldAt(i)
            let newIndex = newAt(j)
            let old = previous[oldIndex]
            let new = current[newIndex]
            if old == new {
                match(oldIndex, newIndex)
                i += 1
                j += 1
            } else if old < new {
                i += 1
            } else {
                j += 1
            }
        }
    }

    private static func isSorted(_ keys: [ElementKey]) -> Bool {
        guard keys.count > 1 else { return true }
        for index in 1..<keys.count where !(keys[index - 1] < keys[index]) { return false }
        return true
    }

    /// Whether `elements` have exactly the current keys, in the same order.
    private func matches(_ elements: [LayoutAttributes]) -> Bool {
        guard elements.count == keys.count else { return false }
        for index in elements.indices {
            let key = keys[index]
            guard elements[index].indexPath.section == key.section,
                elements[index].indexPath.item == key.item,
                let tag = existingTag(elements[index].category, elements[index].elementKind), tag == key.tag
            else { return false }
        }
        return true
    }

    private func existingTag(_ category: ElementCategory, _ kind: String?) -> Int? {
        guard let kind else { return ElementKey.tag(category, kindNumber: nil) }
        guard let number = kinds.firstIndex(of: kind) else { return nil }
        return ElementKey.tag(category, kindNumber: number)
    }

    private mutating func key(for element: LayoutAttributes) -> ElementKey {
        var number: Int?
        if let kind = element.elementKind {
            if let existing = kinds.firstIndex(of: kind) {
                number = existing
            } else {
                kinds.append(kind)
                number = kinds.count - 1
            }
        }
        return ElementKey(
            section: element.indexPath.section, item: element.indexPath.item,
            tag: ElementKey.tag(element.category, kindNumber: number))
    }

    private func elementID(_ key: ElementKey) -> ElementID {
        let kindNumber = key.tag / 4 - 1
        let category: ElementCategory
        switch key.tag % 4 {
        case 0: category = .decoration
        case 1: category = .supplementary
        default: category = .cell
        }
        return ElementID(
            category: category, elementKind: kindNumber >= 0 ? kinds[kindNumber] : nil,
            indexPath: LayoutIndexPath(item: key.item, section: key.section))
    }

    /// The positions of `keys` in ascending order (insertion sort: the input is nearly sorted).
    static func sortedIndices(_ keys: [ElementKey]) -> [Int] {
        var order = Array(keys.indices)
        guard order.count > 1 else { return order }
        for position in 1..<order.count {
            let moving = order[position]
            var slot = position
            while slot > 0 && keys[moving] < keys[order[slot - 1]] {
                order[slot] = order[slot - 1]
                slot -= 1
            }
            order[slot] = moving
        }
        return order
    }
}

/// A displayed element's identity as integers: section, item and a tag that encodes the category
/// (low two bits) and the kind's number (the rest; 0 for no kind). Ordered by section, item, tag.
struct ElementKey: Hashable, Comparable, Sendable {
    var section: Int
    var item: Int
    var tag: Int

    /// The tag of cells (no kind).
    static let cellTag = tag(.cell, kindNumber: nil)

    static func tag(_ category: ElementCategory, kindNumber: Int?) -> Int {
        let rank: Int
        switch category {
        case .decoration: rank = 0
        case .supplementary: rank = 1
        case .cell: rank = 2
        }
        return rank + 4 * ((kindNumber ?? -1) + 1)
    }

    static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        (lhs.section, lhs.item, lhs.tag) < (rhs.section, rhs.item, rhs.tag)
    }
}
