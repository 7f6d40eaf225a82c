import CollectionLayout
import LayoutDescription

#if canImport(UIKit) && !os(watchOS)
    import UIKit
#else
    import UIKitCompatibility
#endif

/// Groups, items and the values they hold.
extension UIKitLayoutBuilder {
    /// `NSCollectionLayoutGroup.horizontal`, `.vertical` or `.custom` for a group description;
    /// `count` becomes `subitem:count:` and `repeatingCount` becomes `repeatingSubitem:count:`.
    static func group(_ description: GroupDescription) -> NSCollectionLayoutGroup {
        switch description {
        case .horizontal(let body): return stackGroup(body, horizontal: true)
        case .vertical(let body): return stackGroup(body, horizontal: false)
        case .custom(let body):
            let frames = body.frames.map { ($0.frame, $0.zIndex) }
            let group = NSCollectionLayoutGroup.custom(layoutSize: size(body.size)) { _ in
                frames.map { frame, zIndex in
                    NSCollectionLayoutGroupCustomItem(
                        frame: CGRect(
                            x: CGFloat(frame.minX), y: CGFloat(frame.minY), width: CGFloat(frame.size.width),
                            height: CGFloat(frame.size.height)),
                        zIndex: zIndex)
                }
            }
            if let insets = body.contentInsets { group.contentInsets = Self.insets(insets) }
            if let edges = body.edgeSpacing { group.edgeSpacing = edgeSpacing(edges) }
            return group
        }
    }

    private static func stackGroup(_ body: StackGroupDescription, horizontal: Bool) -> NSCollectionLayoutGroup
    {
        let layoutSize = size(body.size)
        let subitems = body.subitems.map(subitem)
        let group: NSCollectionLayoutGroup
        // `uikitPlan()` checked that a repeated group has exactly one subitem.
        switch (body.count, body.repeatingCount, horizontal) {
        case (let count?, _, true):
            group = .horizontal(layoutSize: layoutSize, subitem: subitems[0], count: count)
        case (let count?, _, false):
            group = .vertical(layoutSize: layoutSize, subitem: subitems[0], count: count)
        case (nil, let count?, true):
            group = .horizontal(layoutSize: layoutSize, repeatingSubitem: subitems[0], count: count)
        case (nil, let count?, false):
            group = .vertical(layoutSize: layoutSize, repeatingSubitem: subitems[0], count: count)
        case (nil, nil, true): group = .horizontal(layoutSize: layoutSize, subitems: subitems)
        case (nil, nil, false): group = .vertical(layoutSize: layoutSize, subitems: subitems)
        }
        if let spacing = body.interItemSpacing { group.interItemSpacing = Self.spacing(spacing) }
        if let insets = body.contentInsets { group.contentInsets = Self.insets(insets) }
        if let edges = body.edgeSpacing { group.edgeSpacing = edgeSpacing(edges) }
        if let items = body.supplementaryItems { group.supplementaryItems = items.map(anchoredItem) }
        return group
    }

    private static func subitem(_ description: SubitemDescription) -> NSCollectionLayoutItem {
        switch description {
        case .group(let nested): return group(nested)
        case .item(let body):
            let item = NSCollectionLayoutItem(
                layoutSize: size(body.size),
                supplementaryItems: (body.supplementaryItems ?? []).map(anchoredItem))
            if let insets = body.contentInsets { item.contentInsets = Self.insets(insets) }
            if let edges = body.edgeSpacing { item.edgeSpacing = edgeSpacing(edges) }
            return item
        }
    }

    static func size(_ size: LayoutSize) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(
            widthDimension: dimension(size.widthDimension), heightDimension: dimension(size.heightDimension))
    }

    static func dimension(_ dimension: LayoutDimension) -> NSCollectionLayoutDimension {
        let value = CGFloat(dimension.dimension)
        switch dimension.kind {
        case .fractionalWidth: return .fractionalWidth(value)
        case .fractionalHeight: return .fractionalHeight(value)
        case .absolute: return .absolute(value)
        case .estimated: return .estimated(value)
        case .uniformAcrossSiblings:
            if #available(iOS 17.0, tvOS 17.0, *) { return .uniformAcrossSiblings(estimate: value) }
            // Not reached: the builder's initialiser refused iOS 17 features on older systems.
            return .estimated(value)
        }
    }

    static func spacing(_ spacing: LayoutSpacing) -> NSCollectionLayoutSpacing {
        spacing.isFlexibleSpacing ? .flexible(CGFloat(spacing.spacing)) : .fixed(CGFloat(spacing.spacing))
    }

    static func edgeSpacing(_ edges: LayoutEdgeSpacing) -> NSCollectionLayoutEdgeSpacing {
        NSCollectionLayoutEdgeSpacing(
            leading: edges.leading.map(spacing), top: edges.top.map(spacing),
            trailing: edges.trailing.map(spacing), bottom: edges.bottom.map(spacing))
    }

    static func insets(_ insets: DirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: CGFloat(insets.top), leading: CGFloat(insets.leading), bottom: CGFloat(insets.bottom),
            trailing: CGFloat(insets.trailing))
    }

    static func point(_ point: Point) -> CGPoint {
        CGPoint(x: CGFloat(point.x), y: CGFloat(point.y))
    }
}
