import CollectionLayout

/// The set of visible elements a view last reported, kept as plain integers so that the check
/// "did anything change?" and the difference between two sets cost no reference counting and no
/// hashing on a scroll step (SPEC R-EVENT-2).
///
/// Each identity becomes an ``ElementKey`` (section, item, and a tag for category and kind); kinds
/// are numbered in the order they are first seen.
struct VisibleSet: Sendable {
    /// The visible elements' keys, in SPEC R-QUERY-3 order.
    private(set) var keys: [ElementKey] = []
    /// Element kinds by number (append-only).
    private var kinds: [String] = []

    /// The identities of the visible elements, in SPEC R-QUERY-3 order.
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
    /// - Complexity: O(n) when nothing changed; about O(n) for lists in SPEC R-QUERY-3 order
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
        let order = (Self.sortedIndices(previous), Self.sortedIndices(current))
        var stillVisible = [Bool](repeating: false, count: previous.count)
        var wasVisible = [Bool](repeating: false, count: current.count)
        var i = 0
        var j = 0
        while i < order.0.count && j < order.1.count {
            let old = previous[order.0[i]]
            let new = current[order.1[j]]
            if old == new {
                stillVisible[order.0[i]] = true
                wasVisible[order.1[j]] = true
                i += 1
                j += 1
            } else if old < new {
                i += 1
            } else {
                j += 1
            }
        }
        var added: [ElementID] = []
        for index in current.indices where !wasVisible[index] { added.append(elementID(current[index])) }
        var removed: [ElementID] = []
        for index in previous.indices where !stillVisible[index] {
            removed.append(elementID(previous[index]))
        }
        if added.isEmpty && removed.isEmpty { return nil }
        return VisibleElementsChange(added: added, removed: removed)
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
