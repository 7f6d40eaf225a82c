import CollectionLayout
import LayoutDescription

#if canImport(UIKit) && !os(watchOS)
    import UIKit
#else
    import UIKitCompatibility
#endif

/// Waterfall sections, which UIKit does not have: one custom group with every item's frame.
extension UIKitLayoutBuilder {
    /// `NSCollectionLayoutSection(group: .custom(…))` for a waterfall section (R-WATERFALL).
    ///
    /// The group is `.fractionalWidth(1)` wide — the width the engine gives the columns
    /// (R-WATERFALL-1) — and `.absolute` as tall as the columns' content (R-WATERFALL-4), which must
    /// be known before UIKit asks the item provider. Both come from the environment's container:
    /// its size less its insets (the layout's content-insets reference, R-PROVIDER-1) and the
    /// section's content insets, the size the item provider then sees as its own container
    /// (R-CUSTOM-1). The frames are the engine's: `UIKitWaterfall.placement(availableWidth:)`
    /// calls `WaterfallColumnLayout` and `WaterfallPlacement.frames(lengths:columns:itemSpacing:)`
    /// (R-WATERFALL-2), never a copy of them. In a decorated section the items are at zIndex 1,
    /// as the engine's waterfall cells are (R-Z-1).
    ///
    /// Custom groups cannot self-size: an `estimated(h)` height is `h` on a device, as in
    /// `complayout frames` without `--sizes`. The frames are left-to-right ones; a right-to-left
    /// layout mirrors them with every other frame, which is the engine's mirroring
    /// (R-WATERFALL-6). In a horizontal layout the group is `.fractionalHeight(1)` tall and as
    /// wide as the rows' content (R-WATERFALL-7).
    public static func waterfallSection(
        _ waterfall: UIKitWaterfall, environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let container = environment.container
        let insets = container.effectiveContentInsets
        let width = waterfall.availableWidth(
            containerSize: Size(
                width: Double(container.contentSize.width), height: Double(container.contentSize.height)),
            containerInsets: DirectionalEdgeInsets(
                top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
                trailing: Double(insets.trailing)))
        let placed = waterfall.placement(availableWidth: width)
        let length = NSCollectionLayoutDimension.absolute(CGFloat(placed.contentLength))
        let size =
            waterfall.scrollDirection == .horizontal
            ? NSCollectionLayoutSize(widthDimension: length, heightDimension: .fractionalHeight(1))
            : NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: length)
        let frames = placed.frames.map {
            CGRect(
                x: CGFloat($0.minX), y: CGFloat($0.minY), width: CGFloat($0.size.width),
                height: CGFloat($0.size.height))
        }
        let zIndex = waterfall.cellZIndex
        let group = NSCollectionLayoutGroup.custom(layoutSize: size) { _ in
            frames.map { NSCollectionLayoutGroupCustomItem(frame: $0, zIndex: zIndex) }
        }
        return NSCollectionLayoutSection(group: group)
    }
}
