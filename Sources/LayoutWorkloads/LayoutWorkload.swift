import CollectionLayout

/// The standard performance workloads of the project, shared by `complayout bench` and the
/// `Benchmarks/` package so that both measure exactly the same layouts.
public enum LayoutWorkload: String, CaseIterable, Sendable {
    /// Container width 1000; items `fractionalWidth(1/3)` in a 100-pt horizontal group,
    /// `interItemSpacing` fixed 8, `interGroupSpacing` 8; one section.
    case grid3
    /// A 200-pt horizontal group of [an item `fractionalWidth(2/3)`, a vertical group
    /// `fractionalWidth(1/3)` of 2 items], spacing 8 everywhere; one section.
    case nested
    /// `grid3` plus a pinned section header (fw1, abs44) and a 20 × 20 badge on every item: the
    /// supplementary-heavy variant whose viewport query is compared with `grid3`'s.
    case grid3Badged
    /// A self-sizing list (R-EST): one item per row, `HG(fw1, est44, [IT(fw1,
    /// est44)])`; item `i` prefers the height ``preferredHeight(ofItem:)``. Unmeasured, every row
    /// is 44 pt; ``SelfSizingMeasurement`` measures it.
    case list
    /// A waterfall section (R-WATERFALL): 3 columns, item and column spacing 8, item `i`
    /// estimated ``waterfallHeight(ofItem:)`` tall — the grid's container and spacing with
    /// heights that differ, so that the columns do not line up.
    case waterfall
    /// A flow of chips (R-FLOW): full-width rows `HG(fw1, abs32, [IT(est(80), fh1)])` with
    /// `interItemSpacing` fixed 8 and `interGroupSpacing` 8; item `i` prefers the width
    /// ``chipWidth(ofItem:)``, so measured rows hold different numbers of chips.
    /// ``FlowMeasurement`` measures it.
    case flow

    /// The width of the container every workload is solved in.
    public static let containerWidth = 1000.0
    /// The viewport length used for the viewport query.
    public static let viewportLength = 900.0

    /// The workload's layout.
    public var layout: CompositionalLayout {
        switch self {
        case .grid3, .grid3Badged:
            let badge = LayoutSupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                elementKind: "badge", containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
            let item = LayoutItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
                supplementaryItems: self == .grid3Badged ? [badge] : [])
            var group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [item])
            group.interItemSpacing = .fixed(8)
            var section = LayoutSection(group: group)
            section.interGroupSpacing = 8
            if self == .grid3Badged {
                var header = LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    elementKind: "section-header", alignment: .top)
                header.pinToVisibleBounds = true
                section.boundarySupplementaryItems = [header]
            }
            return CompositionalLayout(section: section)
        case .list:
            let item = LayoutItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
            let group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                subitems: [item])
            return CompositionalLayout(section: LayoutSection(group: group))
        case .waterfall:
            return CompositionalLayout(
                section: .waterfall(
                    LayoutWaterfall(columns: .count(3), itemSpacing: 8, columnSpacing: 8) { item in
                        .estimated(LayoutWorkload.waterfallHeight(ofItem: item))
                    }))
        case .flow:
            let chip = LayoutItem(
                layoutSize: LayoutSize(widthDimension: .estimated(80), heightDimension: .fractionalHeight(1)))
            var row = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
                subitems: [chip])
            row.interItemSpacing = .fixed(8)
            var section = LayoutSection(group: row)
            section.interGroupSpacing = 8
            return CompositionalLayout(section: section)
        case .nested:
            let large = LayoutItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
            let small = LayoutItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            var column = LayoutGroup.vertical(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
                subitem: small, count: 2)
            column.interItemSpacing = .fixed(8)
            var group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                subitems: [large, column])
            group.interItemSpacing = .fixed(8)
            var section = LayoutSection(group: group)
            section.interGroupSpacing = 8
            return CompositionalLayout(section: section)
        }
    }

    /// The height item `i` of the ``list`` workload prefers: `44 + (i · 7919 mod 157)`, between 44
    /// and 200 pt.
    public static func preferredHeight(ofItem item: Int) -> Double {
        44 + Double(item &* 7919 % 157)
    }

    /// The estimated height of item `i` of the ``waterfall`` workload: `60 + (i · 7919 mod 157)`,
    /// between 60 and 216 pt.
    public static func waterfallHeight(ofItem item: Int) -> Double {
        60 + Double(item &* 7919 % 157)
    }

    /// The width chip `i` of the ``flow`` workload prefers: `40 + (i · 7919 mod 211)`, between 40
    /// and 250 pt.
    public static func chipWidth(ofItem item: Int) -> Double {
        40 + Double(item &* 7919 % 211)
    }

    /// The environment every workload is solved in: 1000 × 900, exact math.
    public static var environment: LayoutEnvironment {
        LayoutEnvironment(containerSize: Size(width: containerWidth, height: viewportLength))
    }

    /// The viewport rectangle halfway down a prepared layout's content.
    public static func middleViewport(of layout: PreparedLayout) -> Rect {
        let top = max(0, (layout.contentSize.height - viewportLength) / 2)
        return Rect(x: 0, y: top, width: containerWidth, height: viewportLength)
    }
}

/// The naive baseline the engine is compared with: what a layout that stores one attributes
/// value per item does (UIKit's `prepare()` style) — materialise every frame up front, then
/// answer rect queries by scanning them all.
public struct NaiveLayoutBaseline: Sendable {
    /// Every cell's attributes, in item order.
    public let attributes: [LayoutAttributes]

    /// Materialises every cell of `layout`.
    ///
    /// - Complexity: O(items): this is the cost the template engine avoids.
    public init(layout: PreparedLayout) {
        var all: [LayoutAttributes] = []
        for section in 0..<layout.numberOfSections {
            let frames = layout.itemFrames(inSection: section)
            all.reserveCapacity(all.count + frames.count)
            for (item, frame) in frames.enumerated() {
                all.append(
                    LayoutAttributes(
                        category: .cell, indexPath: LayoutIndexPath(item: item, section: section),
                        frame: frame))
            }
        }
        attributes = all
    }

    /// The attributes overlapping `rect`, by a linear scan.
    ///
    /// - Complexity: O(items).
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        attributes.filter { $0.frame.overlapsForQuery(rect) }
    }
}
