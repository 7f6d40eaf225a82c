import CollectionLayout

/// A waterfall section as UIKit builds it (R-WATERFALL): UIKit has no waterfall section, so the
/// section holds one custom group, `.fractionalWidth(1)` wide across the scroll axis and as long
/// as the columns' content, whose item provider returns every item's frame.
///
/// The frames come from the engine's own rule — `WaterfallColumnLayout` for the columns
/// (R-WATERFALL-1) and `WaterfallPlacement.frames(lengths:columns:itemSpacing:)` for the
/// placement (R-WATERFALL-2) — so they are the frames `complayout frames` gives, with two
/// differences a custom group cannot avoid:
/// - every height is known up front: an `estimated(h)` height is `h`, as in `complayout frames`
///   without `--sizes`; the cells do not self-size;
/// - the group holds the description's item count of items; a data source with more items
///   repeats the group below it, one with fewer leaves the group's length unchanged.
public struct UIKitWaterfall: Hashable, Sendable {
    /// The section's `waterfall` object.
    public let waterfall: WaterfallDescription
    /// The number of items the custom group holds: the section's item count.
    public let itemCount: Int
    /// The layout's scroll direction: a horizontal layout's columns are rows (R-WATERFALL-7).
    public let scrollDirection: ScrollDirection
    /// The section's content insets.
    public let contentInsets: DirectionalEdgeInsets
    /// Whether the columns' width starts from the container's whole size instead of its
    /// effective size: true for a section whose `contentInsetsReference` is `none` in a layout
    /// whose reference is not.
    public let ignoresContainerInsets: Bool
    /// The zIndex of every item of the custom group: the engine's zIndex of a waterfall cell, 1 in
    /// a section with decoration items and 0 otherwise (R-Z-1), because a custom group's items
    /// carry their own zIndex and keep it (R-Z-2).
    public let cellZIndex: Int

    /// Creates the UIKit form of a waterfall section.
    public init(
        waterfall: WaterfallDescription, itemCount: Int, scrollDirection: ScrollDirection = .vertical,
        contentInsets: DirectionalEdgeInsets = .zero, ignoresContainerInsets: Bool = false,
        hasDecorationItems: Bool = false
    ) {
        self.waterfall = waterfall
        self.itemCount = max(itemCount, 0)
        self.scrollDirection = scrollDirection
        self.contentInsets = contentInsets
        self.ignoresContainerInsets = ignoresContainerInsets
        cellZIndex = hasDecorationItems ? 1 : 0
    }

    /// The same section holding `itemCount` items.
    public func withItemCount(_ itemCount: Int) -> UIKitWaterfall {
        UIKitWaterfall(
            waterfall: waterfall, itemCount: itemCount, scrollDirection: scrollDirection,
            contentInsets: contentInsets, ignoresContainerInsets: ignoresContainerInsets,
            hasDecorationItems: cellZIndex == 1)
    }

    /// The width the columns share (R-WATERFALL-1), from what a section provider's environment
    /// holds: the container's size and its insets — the layout's content-insets reference insets
    /// (R-PROVIDER-1). It is the width the section's `.fractionalWidth(1)` group resolves to,
    /// which the custom group's item provider then sees as its container (R-CUSTOM-1). Across the
    /// scroll axis: widths in a vertical layout, heights in a horizontal one.
    public func availableWidth(containerSize: Size, containerInsets: DirectionalEdgeInsets) -> Double {
        let insets = ignoresContainerInsets ? .zero : containerInsets
        // The engine's order of operations, so that the width is the same to the last bit.
        if scrollDirection == .horizontal {
            return containerSize.height - (insets.top + insets.bottom)
                - (contentInsets.top + contentInsets.bottom)
        }
        return containerSize.width - (insets.leading + insets.trailing)
            - (contentInsets.leading + contentInsets.trailing)
    }

    /// The frames of the items relative to the custom group's origin, in left-to-right terms
    /// (UIKit mirrors them with the whole layout, which is R-WATERFALL-6's mirroring), and the
    /// content's length along the scroll axis (R-WATERFALL-4): the group's length.
    ///
    /// - Parameter availableWidth: From ``availableWidth(containerSize:containerInsets:)``.
    /// - Complexity: O(items · columns).
    public func placement(availableWidth: Double) -> (frames: [Rect], contentLength: Double) {
        let engine = waterfall.waterfall
        let columns = WaterfallColumnLayout(
            columns: engine.columns, availableWidth: availableWidth, spacing: engine.columnSpacing)
        // R-WATERFALL-3; a height that is not finite is refused by the engine and counts as 0 here.
        let lengths = (0..<itemCount).lazy.map {
            engine.itemHeight($0).resolved(columnWidth: columns.width) ?? 0
        }
        let placed = WaterfallPlacement.frames(
            lengths: lengths, columns: columns, itemSpacing: engine.itemSpacing)
        guard scrollDirection == .horizontal else { return (placed.frames, placed.contentHeight) }
        // R-WATERFALL-7: columns are rows, lengths run along x.
        let transposed = placed.frames.map {
            Rect(x: $0.minY, y: $0.minX, width: $0.size.height, height: $0.size.width)
        }
        return (transposed, placed.contentHeight)
    }
}

extension UIKitLayoutPlan.Section {
    /// The UIKit form of a waterfall section in a layout scrolling in `scrollDirection` whose
    /// content-insets reference is `layoutReference`; nil for other sections.
    public func uikitWaterfall(
        scrollDirection: ScrollDirection, layoutReference: ContentInsetsReference
    ) -> UIKitWaterfall? {
        guard let waterfall = section.waterfall else { return nil }
        let reference = UIKitMappingCheck.effectiveReference(
            section.contentInsetsReference, in: layoutReference)
        return UIKitWaterfall(
            waterfall: waterfall, itemCount: section.itemCount ?? 0, scrollDirection: scrollDirection,
            contentInsets: section.contentInsets ?? .zero,
            ignoresContainerInsets: reference == .none
                && UIKitMappingCheck.effectiveReference(nil, in: layoutReference) != .none,
            hasDecorationItems: !(section.decorationItems ?? []).isEmpty)
    }
}

extension UIKitLayoutPlan {
    /// The UIKit form of `section` if it is a waterfall section, in this plan's configuration.
    public func uikitWaterfall(_ section: Section) -> UIKitWaterfall? {
        section.uikitWaterfall(
            scrollDirection: configuration.scrollDirection ?? .vertical,
            layoutReference: configuration.contentInsetsReference ?? .automatic)
    }
}

extension UIKitMappingCheck {
    /// The reference a section's insets come from: its own, or the layout's when it has none or
    /// `automatic`; `automatic` at the layout level is the safe area (R-REF-1).
    static func effectiveReference(
        _ section: ContentInsetsReference?, in layout: ContentInsetsReference
    ) -> ContentInsetsReference {
        let reference = section == nil || section == .automatic ? layout : section!
        return reference == .automatic ? .safeArea : reference
    }

    /// A waterfall section becomes one custom group (``UIKitWaterfall``) whose height is computed
    /// in the section provider from the environment's container: that holds the layout's reference
    /// insets (R-PROVIDER-1), so the section must use them, or none (R-WATERFALL-1).
    mutating func checkWaterfall(_ plan: UIKitLayoutPlan.Section) {
        let own = Self.effectiveReference(plan.section.contentInsetsReference, in: layoutReference)
        let layout = Self.effectiveReference(nil, in: layoutReference)
        guard own != layout && own != .none else { return }
        unsupported(
            "a waterfall section with contentInsetsReference \(own) in a layout using \(layout) (its "
                + "columns are sized from the section provider's environment, which holds only the "
                + "layout's insets)",
            at: plan.path(of: "contentInsetsReference"))
    }
}
