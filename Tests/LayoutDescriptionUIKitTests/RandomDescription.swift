import CollectionLayout
import LayoutDescription

/// SplitMix64: one seed from the property framework reproduces a whole random description.
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

/// A random description using every part of the format that maps onto UIKit: the configuration
/// (scroll direction, spacing, reference, layout-level items), templates, group sections (nested,
/// `count`, `repeatingCount`, custom, spacing, edge spacing, insets), list sections (their own and
/// the layout-wide list), waterfall sections, boundary, anchored and decoration items, orthogonal behaviours and
/// properties, and an environment with safe area, margins, direction and scale.
///
/// Sizes stay positive and fractions at most 1 so that most descriptions solve; the property test
/// skips the few the engine refuses and checks that they are few.
struct RandomDescription {
    var rng: SplitMix
    var description = LayoutDescription(sections: [])

    init(seed: UInt64) {
        rng = SplitMix(state: seed)
        description.environment = environment()
        description.configuration = configuration()
        if chance(4) { description.list = list() }
        if chance(2) {
            var template = section(vertical: description.configuration.scrollDirection != .horizontal)
            template.itemCount = nil
            description.templates = [SectionTemplate(name: "shared", section: template)]
        }
        let vertical = description.configuration.scrollDirection != .horizontal
        description.sections = (0..<int(1...4)).map { _ in
            if !description.templates.isEmpty && chance(2) {
                var section = SectionDescription(template: "shared", itemCount: int(0...12))
                if chance(2) { section.contentInsets = insets(0...12) }
                return section
            }
            if description.list != nil && chance(3) { return SectionDescription(itemCount: int(0...8)) }
            return section(vertical: vertical)
        }
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func chance(_ oneIn: Int) -> Bool { int(1...oneIn) == 1 }
    mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }

    mutating func insets(_ range: ClosedRange<Int>) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: Double(int(range)), leading: Double(int(range)), bottom: Double(int(range)),
            trailing: Double(int(range)))
    }

    mutating func environment() -> EnvironmentDescription {
        var environment = EnvironmentDescription(
            width: Double(int(280...800)), height: Double(int(400...900)))
        if chance(2) { environment.safeAreaInsets = insets(0...50) }
        if chance(2) { environment.layoutMargins = insets(0...24) }
        if chance(4) { environment.layoutDirection = .rightToLeft }
        if chance(3) { environment.displayScale = pick([2.0, 3.0]) }
        return environment
    }

    mutating func configuration() -> ConfigurationDescription {
        var configuration = ConfigurationDescription()
        if chance(4) { configuration.scrollDirection = pick([.vertical, .horizontal]) }
        if chance(2) { configuration.interSectionSpacing = Double(int(0...30)) }
        if chance(3) { configuration.contentInsetsReference = pick(ContentInsetsReference.allCases) }
        if chance(3) {
            var title = BoundaryItemDescription(
                kind: "layout-title",
                size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                alignment: .top)
            if configuration.scrollDirection == .horizontal {
                title = BoundaryItemDescription(
                    kind: "layout-title",
                    size: LayoutSize(widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
                    alignment: .leading)
            }
            configuration.boundarySupplementaryItems = [title]
        }
        return configuration
    }

    mutating func list() -> ListDescription {
        ListDescription(
            appearance: pick([nil] + LayoutListConfiguration.Appearance.allCases.map { $0 }),
            headerMode: pick([
                nil, LayoutListConfiguration.HeaderMode.none, .supplementary, .firstItemInSection,
            ]),
            footerMode: pick([nil, LayoutListConfiguration.FooterMode.none, .supplementary]),
            headerTopPadding: chance(3) ? Double(int(0...20)) : nil,
            showsSeparators: pick([nil, true, false]))
    }

    mutating func section(vertical: Bool) -> SectionDescription {
        var section = SectionDescription(itemCount: int(0...14))
        if chance(5) {
            section.list = list()
        } else if chance(5) {
            section.waterfall = waterfall()
            // R-WATERFALL-7: ignored by a waterfall section, in UIKit too.
            if chance(4) { section.orthogonalScrollingBehavior = .continuous }
        } else {
            let orthogonal = chance(3)
            section.group = topGroup(vertical: vertical, orthogonal: orthogonal)
            if orthogonal {
                section.orthogonalScrollingBehavior = pick(OrthogonalScrollingBehaviorDescription.allCases)
                if chance(2) {
                    section.orthogonalScrollingProperties = OrthogonalScrollingPropertiesDescription(
                        decelerationRate: pick([.fast, .normal, .custom(0.5)]),
                        bounce: pick([.always, .never]))
                }
            }
        }
        if chance(2) { section.contentInsets = insets(0...16) }
        if chance(2) { section.interGroupSpacing = Double(int(0...12)) }
        if chance(4) {
            // A waterfall section's columns are sized from the section provider's environment,
            // which holds the layout's reference insets: UIKit takes its own reference or none.
            section.contentInsetsReference =
                section.waterfall == nil
                ? pick(ContentInsetsReference.allCases)
                : pick([.automatic, .none, description.configuration.contentInsetsReference ?? .automatic])
        }
        if chance(5) { section.supplementaryContentInsetsReference = pick(ContentInsetsReference.allCases) }
        if chance(4) { section.supplementariesFollowContentInsets = pick([true, false]) }
        if chance(2) { section.boundarySupplementaryItems = boundaryItems(vertical: vertical) }
        if chance(3) {
            var background = DecorationItemDescription(background: "section-background")
            if chance(2) { background.contentInsets = insets(0...8) }
            if chance(2) { background.zIndex = -1 }
            section.decorationItems = [background]
        }
        return section
    }

    /// A waterfall: fixed or adaptive columns, spacings, and absolute, fractional-width and
    /// estimated heights (fractional ones only without a display scale: UIKit floors the custom
    /// group's length to the pixel grid, the engine keeps the exact one, R-ROUND-2).
    mutating func waterfall() -> WaterfallDescription {
        var waterfall = WaterfallDescription()
        if chance(2) {
            waterfall.columns = int(1...4)
        } else if chance(2) {
            waterfall.minimumColumnWidth = Double(int(60...200))
        }
        if chance(2) { waterfall.spacing = Double(int(0...10)) }
        if chance(3) { waterfall.itemSpacing = Double(int(0...10)) }
        if chance(3) { waterfall.columnSpacing = Double(int(0...10)) }
        if chance(5) { return waterfall }
        let fractions = description.environment.displayScale == nil
        waterfall.itemHeights = (0..<int(1...6)).map { _ in
            switch int(0...2) {
            case 0: return .absolute(Double(int(20...200)))
            case 1: return fractions ? .fractionalWidth(pick([0.5, 0.75, 1, 1.25, 1.5])) : .absolute(50)
            default: return .estimated(Double(int(20...200)))
            }
        }
        return waterfall
    }

    mutating func boundaryItems(vertical: Bool) -> [BoundaryItemDescription] {
        let along: LayoutDimension = pick([.absolute(Double(int(20...60))), .estimated(Double(int(20...60)))])
        let size =
            vertical
            ? LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: along)
            : LayoutSize(widthDimension: along, heightDimension: .fractionalHeight(1))
        var header = BoundaryItemDescription(
            kind: "section-header", size: size, alignment: vertical ? .top : .leading)
        if chance(3) { header.offset = Point(x: 0, y: Double(int(-8...8))) }
        if chance(3) { header.extendsBoundary = false }
        if chance(3) { header.zIndex = int(1...3) }
        var items = [header]
        if chance(2) {
            items.append(
                BoundaryItemDescription(
                    kind: "section-footer", size: size, alignment: vertical ? .bottom : .trailing))
        }
        return items
    }

    /// The section's group: along the scroll axis a fixed or fractional length, across it most of
    /// the container (a smaller fraction in orthogonal sections, whose groups scroll sideways).
    mutating func topGroup(vertical: Bool, orthogonal: Bool) -> GroupDescription {
        if chance(8) { return customGroup(vertical: vertical) }
        let across: LayoutDimension =
            orthogonal ? .fractionalWidth(pick([0.4, 0.6, 0.9])) : .fractionalWidth(1)
        let along: LayoutDimension = pick([
            .absolute(Double(int(60...200))), .fractionalWidth(pick([0.25, 0.5])),
        ])
        let size =
            vertical
            ? LayoutSize(widthDimension: across, heightDimension: along)
            : LayoutSize(
                widthDimension: along.kind == .absolute ? along : .absolute(120),
                heightDimension: .fractionalHeight(1))
        return group(size: size, depth: 0)
    }

    mutating func customGroup(vertical: Bool) -> GroupDescription {
        let size =
            vertical
            ? LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))
            : LayoutSize(widthDimension: .absolute(120), heightDimension: .fractionalHeight(1))
        let frames = (0..<int(1...3)).map { _ in
            LayoutGroupCustomItem(
                frame: Rect(
                    x: Double(int(0...100)), y: Double(int(0...60)), width: Double(int(10...80)),
                    height: Double(int(10...60))),
                zIndex: int(0...2))
        }
        var body = CustomGroupDescription(size: size, frames: frames)
        if chance(3) { body.contentInsets = insets(0...4) }
        return .custom(body)
    }

    mutating func group(size: LayoutSize, depth: Int) -> GroupDescription {
        let horizontal = chance(2)
        let along: (Double) -> LayoutDimension = { horizontal ? .fractionalWidth($0) : .fractionalHeight($0) }
        let across: (Double) -> LayoutDimension = {
            horizontal ? .fractionalHeight($0) : .fractionalWidth($0)
        }
        func sized(_ main: LayoutDimension, _ cross: LayoutDimension) -> LayoutSize {
            horizontal
                ? LayoutSize(widthDimension: main, heightDimension: cross)
                : LayoutSize(widthDimension: cross, heightDimension: main)
        }
        var body: StackGroupDescription
        switch int(0...4) {
        case 0:
            body = StackGroupDescription(size: size, subitems: [.item(item(sized(along(1), across(1))))])
            body.count = int(1...4)
        case 1:
            let count = int(1...4)
            body = StackGroupDescription(
                size: size,
                subitems: [.item(item(sized(along(1 / Double(count + 1)), across(pick([0.5, 1])))))])
            body.repeatingCount = count
        default:
            body = StackGroupDescription(size: size, subitems: [])
            for _ in 0..<int(1...3) {
                let main = along(pick([0.2, 0.25, 1.0 / 3, 0.5]))
                if depth == 0 && chance(4) {
                    body.subitems.append(.group(group(size: sized(main, across(1)), depth: depth + 1)))
                } else {
                    var leaf = item(sized(main, across(pick([0.5, 1]))))
                    if chance(5) {
                        leaf.edgeSpacing = LayoutEdgeSpacing(
                            leading: horizontal ? .flexible(Double(int(0...4))) : nil,
                            top: horizontal ? nil : .fixed(Double(int(0...4))), trailing: nil, bottom: nil)
                    }
                    body.subitems.append(.item(leaf))
                }
            }
            if chance(3) { body.contentInsets = insets(0...4) }
        }
        if chance(2) {
            body.interItemSpacing = pick([.fixed(Double(int(0...6))), .flexible(Double(int(0...6)))])
        }
        if depth > 0 && chance(4) {
            body.edgeSpacing = LayoutEdgeSpacing(
                leading: nil, top: .fixed(Double(int(0...4))), trailing: nil, bottom: nil)
        }
        return horizontal ? .horizontal(body) : .vertical(body)
    }

    mutating func item(_ size: LayoutSize) -> ItemDescription {
        var item = ItemDescription(size: size)
        if chance(2) { item.contentInsets = insets(0...3) }
        if chance(5) {
            var badge = AnchoredItemDescription(
                kind: "badge",
                size: LayoutSize(widthDimension: .absolute(16), heightDimension: .absolute(16)),
                containerAnchor: AnchorDescription(
                    edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3)))
            if chance(2) {
                badge.containerAnchor = AnchorDescription(edges: [.bottom], absoluteOffset: Point(x: 0, y: 4))
                badge.itemAnchor = AnchorDescription(edges: [.top])
            }
            if chance(2) { badge.zIndex = 5 }
            item.supplementaryItems = [badge]
        }
        return item
    }
}
