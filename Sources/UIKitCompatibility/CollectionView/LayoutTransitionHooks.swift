/// The override points a change of layout calls on the two layouts involved: the one being
/// replaced and the one being installed. Nil when both are the same layout (nothing changes).
///
/// Implements R-UPDATEHOOK-3.
struct LayoutTransitionHooks {
    /// The layout being replaced.
    let oldLayout: UICollectionViewLayout
    /// The layout being installed.
    let newLayout: UICollectionViewLayout

    init?(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
        guard oldLayout !== newLayout else { return nil }
        self.oldLayout = oldLayout
        self.newLayout = newLayout
    }

    /// Step 1, before the new layout is attached: the old layout's `prepareForTransition(to:)`.
    func begin() {
        oldLayout.prepareForTransition(to: newLayout)
    }

    /// Step 2, once the new layout is attached and prepared: its `prepareForTransition(from:)`.
    func prepareNewLayout() {
        newLayout.prepareForTransition(from: oldLayout)
    }

    /// Step 3, when the transition ends (before its completion): `finalizeLayoutTransition()` on
    /// the old layout, then on the new one.
    func finalize() {
        oldLayout.finalizeLayoutTransition()
        newLayout.finalizeLayoutTransition()
    }
}
