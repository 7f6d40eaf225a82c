/// One element during a transition: its attributes before and after, and what is drawn in between
/// (Transitions, R-TRANS-1, R-TRANS-2).
///
/// `from` is nil for an element that appears (an inserted item, a header only the new layout has),
/// `to` is nil for one that disappears. The missing side is replaced by the other side faded out
/// (``initial`` and ``final``), so every element has two ends to interpolate between.
public struct ElementTransition: Hashable, Sendable {
    /// The attributes before the change; nil when the element appears.
    public var from: LayoutAttributes?
    /// The attributes after the change; nil when the element disappears.
    public var to: LayoutAttributes?

    /// Creates the transition of one element; at least one side should be given.
    public init(from: LayoutAttributes?, to: LayoutAttributes?) {
        self.from = from
        self.to = to
    }

    /// The element's category (the same on both sides).
    public var category: ElementCategory { (to ?? from)?.category ?? .cell }

    /// The element kind of supplementaries and decorations; nil for cells.
    public var elementKind: String? { (to ?? from)?.elementKind }

    /// Whether the element only exists after the change.
    public var isAppearing: Bool { from == nil && to != nil }

    /// Whether the element only exists before the change.
    public var isDisappearing: Bool { from != nil && to == nil }

    /// Where the element starts: ``from``, or for an appearing element ``to`` with alpha 0 — it
    /// fades in where it ends (R-TRANS-2).
    ///
    /// Implements R-TRANS-2.
    public var initial: LayoutAttributes? {
        if let from { return from }
        guard var faded = to else { return nil }
        faded.alpha = 0
        return faded
    }

    /// Where the element ends: ``to``, or for a disappearing element ``from`` with alpha 0 — it
    /// fades out where it was (R-TRANS-2).
    public var final: LayoutAttributes? {
        if let to { return to }
        guard var faded = from else { return nil }
        faded.alpha = 0
        return faded
    }

    /// The attributes drawn at `progress` (0 at the start, 1 at the end): ``initial`` and
    /// ``final`` interpolated (R-TRANS-1); nil only when both sides are nil.
    public func attributes(atProgress progress: Double) -> LayoutAttributes? {
        guard let start = initial, let end = final else { return initial ?? final }
        return LayoutAttributes.interpolating(from: start, to: end, progress: progress)
    }
}

/// Every element of a change with where it was and where it goes: a layout switched for another
/// (R-TRANS-3) or the data changed by an animated update (R-ANIM-1) — the value a test asserts
/// on to check what moved where.
///
/// ```swift
/// let transition = LayoutTransition(elements: [
///     ElementTransition(from: cellAt(0, 0), to: cellAt(0, 100)),  // moves down
///     ElementTransition(from: nil, to: cellAt(0, 0)),              // fades in
/// ])
/// transition.elements(atProgress: 0.5)  // the first at y 50, the second with alpha 0.5
/// ```
public struct LayoutTransition: Hashable, Sendable {
    /// Every element shown before or after the change, each once: first those shown before, in
    /// their order then, then those shown only after, in their order then.
    public var elements: [ElementTransition]

    /// Creates a transition from its elements.
    public init(elements: [ElementTransition]) {
        self.elements = elements
    }

    /// The elements that move, resize or change alpha, z-index or transform (both sides given and
    /// different).
    public var changedElements: [ElementTransition] {
        elements.filter { $0.from != nil && $0.to != nil && $0.from != $0.to }
    }

    /// The elements that appear: inserted items, elements only the new layout has.
    public var appearingElements: [ElementTransition] { elements.filter { $0.isAppearing } }

    /// The elements that disappear: deleted items, elements only the old layout has.
    public var disappearingElements: [ElementTransition] { elements.filter { $0.isDisappearing } }

    /// The transition of the element shown after the change as `category`, `kind` at
    /// `indexPath`, or nil.
    public func element(
        to category: ElementCategory, elementKind kind: String? = nil, at indexPath: LayoutIndexPath
    ) -> ElementTransition? {
        let wanted = ElementID(category: category, elementKind: kind, indexPath: indexPath)
        return elements.first { element in element.to.map(ElementID.init) == wanted }
    }

    /// The transition of the element shown before the change as `category`, `kind` at
    /// `indexPath`, or nil.
    public func element(
        from category: ElementCategory, elementKind kind: String? = nil, at indexPath: LayoutIndexPath
    ) -> ElementTransition? {
        let wanted = ElementID(category: category, elementKind: kind, indexPath: indexPath)
        return elements.first { element in element.from.map(ElementID.init) == wanted }
    }

    /// What is drawn at `progress`: every element interpolated (R-TRANS-1), without the ones
    /// fully transparent at that progress, so that progress 0 draws exactly the elements before
    /// the change and progress 1 exactly those after (R-TRANS-4). Elements keep the order of
    /// ``elements``; renderers stack them by z-index.
    ///
    /// Implements R-TRANS-4.
    ///
    /// - Complexity: O(n) for n elements.
    public func elements(atProgress progress: Double) -> [LayoutAttributes] {
        var drawn: [LayoutAttributes] = []
        drawn.reserveCapacity(elements.count)
        for element in elements {
            guard let attributes = element.attributes(atProgress: progress), attributes.alpha > 0 else {
                continue
            }
            drawn.append(attributes)
        }
        return drawn
    }
}

extension LayoutTransition {
    /// The transition between two lists of elements that name the same element by the same
    /// category, kind and index path — two layouts of the same data (R-TRANS-3): each element of
    /// `before` with its namesake in `after`, or nil, then the elements only `after` has.
    ///
    /// - Complexity: O(n + m) expected.
    public init(matchingIndexPaths before: [LayoutAttributes], to after: [LayoutAttributes]) {
        self.init(
            pairing: before, with: after, placeAfter: { ElementID($0) }, placeBefore: { _ in nil },
            attributesAfter: { _ in nil }, attributesBefore: { _ in nil })
    }

    /// The transition between the elements displayed before and after a change (the one pairing
    /// of R-TRANS-3 and R-ANIM-1): each element of `before` goes to the element of `after` at
    /// `placeAfter(element)`, or, when `after` does not show it, to `attributesAfter` of that place;
    /// the elements of `after` left unpaired come from `attributesBefore(placeBefore(element))`.
    /// A nil place or nil attributes make the element appear or disappear.
    ///
    /// - Complexity: O(n + m) expected, plus the lookups.
    public init(
        pairing before: [LayoutAttributes], with after: [LayoutAttributes],
        placeAfter: (LayoutAttributes) -> ElementID?, placeBefore: (LayoutAttributes) -> ElementID?,
        attributesAfter: (ElementID) -> LayoutAttributes?,
        attributesBefore: (ElementID) -> LayoutAttributes?
    ) {
        var positions: [ElementID: Int] = [:]
        for (position, element) in after.enumerated() { positions[ElementID(element)] = position }
        var matched = Array(repeating: false, count: after.count)
        var elements: [ElementTransition] = []
        elements.reserveCapacity(before.count + after.count)
        for element in before {
            var target: LayoutAttributes?
            if let place = placeAfter(element) {
                if let position = positions[place] {
                    target = after[position]
                    matched[position] = true
                } else {
                    target = attributesAfter(place)
                }
            }
            elements.append(ElementTransition(from: element, to: target))
        }
        for (position, element) in after.enumerated() where !matched[position] {
            let source = placeBefore(element).flatMap { attributesBefore($0) }
            elements.append(ElementTransition(from: source, to: element))
        }
        self.init(elements: elements)
    }
}
