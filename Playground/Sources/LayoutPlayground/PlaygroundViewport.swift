import CollectionLayout

/// What the playground page needs to draw a device around a layout: its size, safe area and
/// directions. Sent as the `X-Complayout-Viewport` header of `/api/visible`, so that the body keeps
/// the exact shape of `complayout frames --visible`.
public struct PlaygroundViewport: Hashable, Sendable {
    /// The container (device) size in points.
    public var size: Size
    /// The safe-area insets.
    public var safeAreaInsets: DirectionalEdgeInsets
    /// Whether leading is left or right.
    public var layoutDirection: LayoutDirection
    /// The main scroll axis of the layout.
    public var scrollDirection: ScrollDirection
    /// The safe area on the scroll-axis edges, in physical edges (`leading` = left), from the
    /// engine's `ScrollGeometry` (R-SCROLL-2): the page places the content with it.
    public var adjustedContentInset: DirectionalEdgeInsets

    /// The viewport of a prepared layout.
    public init(layout: PreparedLayout) {
        size = layout.environment.container.contentSize
        safeAreaInsets = layout.environment.safeAreaInsets
        layoutDirection = layout.environment.layoutDirection
        scrollDirection = layout.scrollDirection
        adjustedContentInset = ScrollGeometry(layout: layout).adjustedContentInset
    }

    /// `{"width": W, "height": H, "safeAreaInsets": {...}, "layoutDirection": "leftToRight",
    /// "scrollDirection": "vertical", "adjustedContentInset": {...}}` on one line.
    public var json: String {
        func object(_ insets: DirectionalEdgeInsets) -> String {
            [
                ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
                ("trailing", insets.trailing),
            ]
            .map { "\"\($0.0)\": \(JSONText.number($0.1))" }.joined(separator: ", ")
        }
        return "{\"width\": \(JSONText.number(size.width)), \"height\": \(JSONText.number(size.height)), "
            + "\"safeAreaInsets\": {\(object(safeAreaInsets))}, "
            + "\"layoutDirection\": \"\(layoutDirection == .leftToRight ? "leftToRight" : "rightToLeft")\", "
            + "\"scrollDirection\": \"\(scrollDirection == .vertical ? "vertical" : "horizontal")\", "
            + "\"adjustedContentInset\": {\(object(adjustedContentInset))}}"
    }
}
