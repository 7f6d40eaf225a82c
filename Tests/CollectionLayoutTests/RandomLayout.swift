import CollectionLayout
import PropertyBased

/// SplitMix64: a small deterministic generator, so that one seed from the property framework
/// reproduces a whole random layout.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// A random *valid* layout. The generator keeps every inter-item spacing, edge spacing and inset
/// non-negative, keeps fractions on each group's cross axis ≤ 1, puts edge spacing only on the
/// group axis (cross-axis edges may legitimately shift items out of their slot, R-EDGE-3), keeps
/// repeating groups within their group (fractions ≤ 1/count, R-COUNT-5) and count groups at depth
/// ≤ 1 with small spacing, so that items of one group instance never overlap (except frames
/// standardised by R-ITEM-4, which are at most 2 × 3 = 6 pt long and are skipped).
struct RandomLayout: CustomStringConvertible {
    var sections: [LayoutSection] = []
    var itemCounts: [Int] = []
    var configuration = CompositionalLayoutConfiguration()
    var environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844))
    var notes: [String] = []

    var description: String { notes.joined(separator: "\n") }

    /// Largest item inset the generator uses.
    static let maximumItemInset = 3.0

    /// Whether the layout may also use negative spacings and insets, custom groups, cross-axis edge
    /// spacing and fractions above 1 (for properties that do not need non-overlapping items).
    let wild: Bool

    init(seed: UInt64, wild: Bool = false) {
        self.wild = wild
        var rng = SplitMix(state: seed)
        configuration.scrollDirection = Bool.random(using: &rng) ? .vertical : .horizontal
        configuration.interSectionSpacing = Double(Int.random(in: (wild ? -30 : 0)...20, using: &rng))
        let direction: LayoutDirection = Bool.random(using: &rng) ? .leftToRight : .rightToLeft
        let rounding = Int.random(in: 0...2, using: &rng)
        let scale = [1.0, 2, 3].randomElement(using: &rng)!
        environment = LayoutEnvironment(
            containerSize: Size(width: 390, height: 844), layoutDirection: direction,
            displayScale: rounding == 0 ? nil : scale, roundingPolicy: rounding == 2 ? .legacy : nil)
        notes.append(
            "seed \(seed): \(configuration.scrollDirection), \(direction), rounding \(rounding) scale \(scale), "
                + "interSectionSpacing \(configuration.interSectionSpacing)")
        let advance = configuration.scrollDirection.axis
        for index in 0..<Int.random(in: 1...4, using: &rng) {
            let count = Int.random(in: 0...9, using: &rng) == 0 ? 0 : Int.random(in: 1...300, using: &rng)
            var section = LayoutSection(group: Self.topGroup(advance: advance, wild: wild, rng: &rng))
            section.contentInsets = Self.insets((wild ? -20 : 0)...20, rng: &rng)
            section.interGroupSpacing = Double(Int.random(in: (wild ? -80 : 0)...20, using: &rng))
            sections.append(section)
            itemCounts.append(count)
            notes.append(
                "section \(index): \(count) items, insets \(section.contentInsets), "
                    + "interGroupSpacing \(section.interGroupSpacing)\n"
                    + Self.describe(section.group, depth: 1))
        }
    }

    static func insets(_ range: ClosedRange<Int>, rng: inout SplitMix) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: Double(Int.random(in: range, using: &rng)),
            leading: Double(Int.random(in: range, using: &rng)),
            bottom: Double(Int.random(in: range, using: &rng)),
            trailing: Double(Int.random(in: range, using: &rng)))
    }

    /// A fraction of the container along `axis`.
    static func fraction(_ value: Double, along axis: Axis) -> LayoutDimension {
        axis == .horizontal ? .fractionalWidth(value) : .fractionalHeight(value)
    }

    static func dimension(
        along axis: Axis, fractions: ClosedRange<Double>, absolutes: ClosedRange<Double>?, rng: inout SplitMix
    ) -> LayoutDimension {
        if let absolutes, Bool.random(using: &rng) {
            return .absolute(
                Double(Int.random(in: Int(absolutes.lowerBound)...Int(absolutes.upperBound), using: &rng)))
        }
        let value = (Double.random(in: fractions, using: &rng) * 100).rounded() / 100
        return fraction(value, along: axis)
    }

    static func spacing(_ range: ClosedRange<Int>, rng: inout SplitMix) -> LayoutSpacing? {
        switch Int.random(in: 0...2, using: &rng) {
        case 0: return nil
        case 1: return .fixed(Double(Int.random(in: range, using: &rng)))
        default: return .flexible(Double(Int.random(in: range, using: &rng)))
        }
    }

    static func axisEdges(_ axis: Axis, rng: inout SplitMix) -> LayoutEdgeSpacing? {
        guard Int.random(in: 0...3, using: &rng) == 0 else { return nil }
        let start = spacing(0...6, rng: &rng)
        let end = spacing(0...6, rng: &rng)
        return axis == .horizontal
            ? LayoutEdgeSpacing(leading: start, top: nil, trailing: end, bottom: nil)
            : LayoutEdgeSpacing(leading: nil, top: start, trailing: nil, bottom: end)
    }

    static func topGroup(advance: Axis, wild: Bool, rng: inout SplitMix) -> LayoutGroup {
        if wild && Int.random(in: 0...4, using: &rng) == 0 {
            return customGroup(advance: advance, rng: &rng)
        }
        let cross = advance.cross
        // Along the advance axis: long enough for nested content; across: most of the content area.
        let alongFractions: ClosedRange<Double> = advance == .vertical ? 0.2...0.4 : 0.4...0.8
        var size = LayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0))
        size[advance] = dimension(along: advance, fractions: alongFractions, absolutes: 150...300, rng: &rng)
        size[cross] = dimension(along: cross, fractions: 0.6...1, absolutes: 200...340, rng: &rng)
        var result = group(size: size, depth: 0, wild: wild, rng: &rng)
        if wild && Bool.random(using: &rng) {
            result.edgeSpacing = LayoutEdgeSpacing(
                leading: spacing(0...10, rng: &rng), top: spacing(0...10, rng: &rng),
                trailing: spacing(0...10, rng: &rng), bottom: spacing(0...10, rng: &rng))
        }
        return result
    }

    /// A custom group with random (possibly negative or overflowing) static frames.
    static func customGroup(advance: Axis, rng: inout SplitMix) -> LayoutGroup {
        var size = LayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0))
        size[advance] = .absolute(Double(Int.random(in: 20...200, using: &rng)))
        size[advance.cross] = fraction(1, along: advance.cross)
        let frames = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
            LayoutGroupCustomItem(
                frame: Rect(
                    x: Double(Int.random(in: -20...200, using: &rng)),
                    y: Double(Int.random(in: -20...200, using: &rng)),
                    width: Double(Int.random(in: 0...150, using: &rng)),
                    height: Double(Int.random(in: 0...150, using: &rng))),
                zIndex: Int.random(in: -2...2, using: &rng))
        }
        return .custom(layoutSize: size) { _ in frames }
    }

    /// A group of random arrangement and repetition holding items and, above depth 2, nested groups.
    static func group(size: LayoutSize, depth: Int, wild: Bool, rng: inout SplitMix) -> LayoutGroup {
        let axis: Axis = Bool.random(using: &rng) ? .horizontal : .vertical
        let kind = depth <= 1 ? Int.random(in: 0...4, using: &rng) : 0
        var result: LayoutGroup
        switch kind {
        case 3:
            // Count group: small spacing and no edges keep the divided length positive (R-COUNT-3).
            let count = Int.random(in: 1...4, using: &rng)
            let child = subitem(in: axis, depth: depth, allowEdges: false, wild: wild, rng: &rng)
            result =
                axis == .horizontal
                ? .horizontal(layoutSize: size, subitem: child, count: count)
                : .vertical(layoutSize: size, subitem: child, count: count)
            result.interItemSpacing = spacing(0...4, rng: &rng)
            return result
        case 4:
            // Repeating group: copies of fraction ≤ 1/count along the axis fit (R-COUNT-5).
            let count = Int.random(in: 1...4, using: &rng)
            var childSize = LayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0))
            let maximum = (100 / Double(count)).rounded(.down) / 100
            childSize[axis] = dimension(along: axis, fractions: 0.05...maximum, absolutes: nil, rng: &rng)
            childSize[axis.cross] = dimension(
                along: axis.cross, fractions: 0.3...1, absolutes: nil, rng: &rng)
            var child = LayoutItem(layoutSize: childSize)
            child.contentInsets = insets(0...Int(maximumItemInset), rng: &rng)
            result =
                axis == .horizontal
                ? .horizontal(layoutSize: size, repeatingSubitem: child, count: count)
                : .vertical(layoutSize: size, repeatingSubitem: child, count: count)
            result.interItemSpacing = spacing(0...6, rng: &rng)
            return result
        default:
            let children = (0..<Int.random(in: 1...3, using: &rng)).map { _ in
                subitem(in: axis, depth: depth, allowEdges: true, wild: wild, rng: &rng)
            }
            result =
                axis == .horizontal
                ? .horizontal(layoutSize: size, subitems: children)
                : .vertical(layoutSize: size, subitems: children)
            result.interItemSpacing = spacing(0...10, rng: &rng)
            result.contentInsets = insets(0...4, rng: &rng)
            return result
        }
    }

    /// A subitem of a group whose axis is `axis`.
    static func subitem(
        in axis: Axis, depth: Int, allowEdges: Bool, wild: Bool, rng: inout SplitMix
    ) -> LayoutSubitem {
        var size = LayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0))
        if depth < 2 && Int.random(in: 0...2, using: &rng) == 0 {
            size[axis] = dimension(along: axis, fractions: 0.3...1, absolutes: 40...150, rng: &rng)
            size[axis.cross] = dimension(along: axis.cross, fractions: 0.5...1, absolutes: nil, rng: &rng)
            var nested = group(size: size, depth: depth + 1, wild: wild, rng: &rng)
            if allowEdges { nested.edgeSpacing = axisEdges(axis, rng: &rng) }
            return .group(nested)
        }
        size[axis] = dimension(along: axis, fractions: 0.1...1, absolutes: 10...120, rng: &rng)
        size[axis.cross] = dimension(
            along: axis.cross, fractions: wild ? 0.3...1.5 : 0.3...1, absolutes: nil, rng: &rng)
        var child = LayoutItem(layoutSize: size)
        child.contentInsets = insets(0...Int(maximumItemInset), rng: &rng)
        if allowEdges { child.edgeSpacing = axisEdges(axis, rng: &rng) }
        if wild && allowEdges && Int.random(in: 0...3, using: &rng) == 0 {
            var edges =
                child.edgeSpacing ?? LayoutEdgeSpacing(leading: nil, top: nil, trailing: nil, bottom: nil)
            if axis == .horizontal {
                edges.top = spacing(0...8, rng: &rng)
                edges.bottom = spacing(0...8, rng: &rng)
            } else {
                edges.leading = spacing(0...8, rng: &rng)
                edges.trailing = spacing(0...8, rng: &rng)
            }
            child.edgeSpacing = edges
        }
        return .item(child)
    }

    static func describe(_ group: LayoutGroup, depth: Int) -> String {
        let indent = String(repeating: "  ", count: depth)
        var text =
            "\(indent)group \(group.arrangement.axis.map { "\($0)" } ?? "custom") \(group.repetition) "
            + "\(group.layoutSize.widthDimension) × \(group.layoutSize.heightDimension) "
            + "spacing \(group.interItemSpacing.map { "\($0)" } ?? "nil") insets \(group.contentInsets) "
            + "edges \(group.edgeSpacing.map { "\($0)" } ?? "nil")"
        for subitem in group.subitems {
            switch subitem {
            case .item(let child):
                text +=
                    "\n\(indent)  item \(child.layoutSize.widthDimension) × \(child.layoutSize.heightDimension) "
                    + "insets \(child.contentInsets) edges \(child.edgeSpacing.map { "\($0)" } ?? "nil")"
            case .group(let nested):
                text += "\n" + describe(nested, depth: depth + 1)
            }
        }
        return text
    }

    func prepare() throws -> PreparedLayout {
        let sections = self.sections
        let layout = CompositionalLayout(
            sectionProvider: { index, _ in sections[index] }, configuration: configuration)
        return try layout.prepare(in: environment, itemCounts: itemCounts)
    }

    var isLegacy: Bool { environment.effectiveRoundingPolicy == .legacy }
}
