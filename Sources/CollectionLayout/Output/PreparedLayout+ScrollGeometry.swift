/// The scroll geometry of a prepared layout. It lives with the output so that `Scrolling/` needs only
/// the small values the main initializer takes (content size, environment, scroll axis), never a
/// ``PreparedLayout``.
extension ScrollGeometry {
    /// The geometry of a layout with a content inset.
    ///
    /// - Parameters:
    ///   - layout: The prepared layout; its environment gives the bounds, the safe area and the
    ///     layout direction.
    ///   - contentInset: Extra scrollable space, in physical edges (`leading` = left).
    public init(layout: PreparedLayout, contentInset: DirectionalEdgeInsets = .zero) {
        self.init(
            contentSize: layout.contentSize, environment: layout.environment,
            scrollAxis: layout.scrollDirection.axis, contentInset: contentInset)
    }
}
