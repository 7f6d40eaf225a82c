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

    /// The viewport of a prepared layout.
    public init(layout: PreparedLayout) {
        size = layout.environment.container.contentSize
        safeAreaInsets = layout.environment.safeAreaInsets
        layoutDirection = layout.environment.layoutDirection
        scrollDirection = layout.scrollDirection
    }

    /// `{"width": W, "height": H, "safeAreaInsets": {...}, "layoutDirection": "leftToRight",
    /// "scrollDirection": "vertical"}` on one line.
    public var json: String {
        let insets = safeAreaInsets
        let safe = [
            ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom),
            ("trailing", insets.trailing),
        ]
        .map { "\"\($0.0)\": \(JSONText.number($0.1))" }.joined(separator: ", ")
        return "{\"width\": \(JSONText.number(size.width)), \"height\": \(JSONText.number(size.height)), "
            + "\"safeAreaInsets\": {\(safe)}, "
            + "\"layoutDirection\": \"\(layoutDirection == .leftToRight ? "leftToRight" : "rightToLeft")\", "
            + "\"scrollDirection\": \"\(scrollDirection == .vertical ? "vertical" : "horizontal")\"}"
    }
}
