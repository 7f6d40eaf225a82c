/// The check every preferred size passes before the stored model adopts it, whether it arrives
/// with `prepare` or later through ``PreparedLayout/setPreferredSize(_:forItemAt:)``.
enum PreferredSize {
    /// A preferred size must be finite and non-negative on both axes (R-SIZING-1).
    static func check(_ size: Size, element: @autoclosure () -> String, section: Int)
        throws(LayoutError)
    {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw .invalidPreferredSize(size, element: element(), section: section)
        }
    }
}
