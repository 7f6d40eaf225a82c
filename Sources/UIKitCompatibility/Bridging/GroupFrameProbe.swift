import CollectionLayout

/// Recovers the frame of every top-level group instance from the engine's public API, for the
/// group-granular rect query of UIKit (SPEC R-QUERY-2).
///
/// The engine exposes cell frames but not group-instance frames. Two anchored supplementaries,
/// which never change geometry (SPEC R-ANCHOR-6), are attached to each section's top-level group
/// when the layout is copied into values:
///
/// - ``originKind``: sized `fractionalWidth(1)` × `fractionalHeight(1)` of the group's inset frame
///   (SPEC R-CONT-6) and anchored at its top-leading corner, so its frame is the full instance's
///   content frame;
/// - ``endKind``: zero-sized and anchored at the bottom-trailing corner, so its origin is the far
///   corner of the (possibly trimmed, SPEC R-SECTION-3) instance's content frame.
///
/// The group frame is the rectangle between the two, grown by the group's `contentInsets`. These
/// kinds are filtered out of every result this module returns.
enum GroupFrameProbe {
    /// The kind of the probe covering an instance's content frame.
    static let originKind = "UIKitCompatibility.groupFrame.origin"
    /// The kind of the probe at an instance's far corner.
    static let endKind = "UIKitCompatibility.groupFrame.end"

    /// Whether `kind` is one of the probes' kinds.
    static func isProbe(_ kind: String?) -> Bool {
        kind == originKind || kind == endKind
    }

    /// `section` with both probes attached to its top-level group.
    static func adding(to section: LayoutSection) -> LayoutSection {
        var result = section
        let full = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let point = LayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0))
        result.group.supplementaryItems += [
            LayoutSupplementaryItem(
                layoutSize: full, elementKind: originKind,
                containerAnchor: LayoutAnchor(edges: [.top, .leading])),
            LayoutSupplementaryItem(
                layoutSize: point, elementKind: endKind,
                containerAnchor: LayoutAnchor(edges: [.bottom, .trailing])),
        ]
        return result
    }

    /// The frame of top-level group instance `origin.indexPath.item` of its section, given that
    /// instance's origin probe; `insets` are the group's `contentInsets`.
    static func groupFrame(
        origin: LayoutAttributes, insets: DirectionalEdgeInsets, in layout: PreparedLayout
    ) -> Rect? {
        guard let end = layout.attributes(forSupplementaryOfKind: endKind, at: origin.indexPath) else {
            return nil
        }
        let rightToLeft = layout.environment.layoutDirection == .rightToLeft
        let startX = rightToLeft ? origin.frame.maxX + insets.leading : origin.frame.minX - insets.leading
        let endX = rightToLeft ? end.frame.minX - insets.trailing : end.frame.minX + insets.trailing
        let startY = origin.frame.minY - insets.top
        let endY = end.frame.minY + insets.bottom
        return Rect(x: startX, y: startY, width: endX - startX, height: endY - startY).standardized
    }
}
