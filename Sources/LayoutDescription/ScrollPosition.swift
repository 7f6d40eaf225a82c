import CollectionLayout

/// A scroll position of the collection view showing a prepared layout, as `complayout frames
/// --visible` and `complayout render --offset` use it: the content offset, the adjusted content
/// inset and the settled offset of every orthogonal row.
public struct ScrollPosition: Hashable, Sendable {
    /// The bounds origin in content coordinates.
    public var contentOffset: Point
    /// The safe-area insets on the scroll-axis edges (SPEC R-SCROLL-2; the CLI sets no
    /// `contentInset`).
    public var adjustedContentInset: DirectionalEdgeInsets
    /// The resting offset of every orthogonal section that has a row, by section index.
    public var orthogonalOffsets: [Int: Double]

    /// A problem with a requested position.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, naming the section.
        public var description: String
    }

    /// The position for a request.
    ///
    /// - Parameters:
    ///   - layout: The prepared layout.
    ///   - contentOffset: The requested content offset; nil for the initial offset of SPEC R-SCROLL-3
    ///     (`−adjustedContentInset.top` for vertical layouts, `−leading` for horizontal ones). It is
    ///     not clamped, as `setContentOffset` is not.
    ///   - orthogonalOffsets: Requested orthogonal offsets by section. Each comes to rest as a
    ///     non-animated programmatic scroll would (`OrthogonalRow.restingOffset(forProposedOffset:)`,
    ///     SPEC R-ORTHO-9); sections not listed rest at the start of their range (R-ORTHO-10).
    /// - Throws: ``Problem`` for a section that does not exist or does not scroll orthogonally.
    public init(
        layout: PreparedLayout, contentOffset: Point? = nil, orthogonalOffsets: [Int: Double] = [:]
    ) throws(Problem) {
        let safeArea = layout.environment.safeAreaInsets
        adjustedContentInset =
            layout.scrollDirection == .vertical
            ? DirectionalEdgeInsets(top: safeArea.top, leading: 0, bottom: safeArea.bottom, trailing: 0)
            : DirectionalEdgeInsets(top: 0, leading: safeArea.leading, bottom: 0, trailing: safeArea.trailing)
        self.contentOffset =
            contentOffset
            ?? Point(x: -adjustedContentInset.leading, y: -adjustedContentInset.top)
        for section in orthogonalOffsets.keys.sorted() where layout.orthogonalRow(inSection: section) == nil {
            let count = layout.numberOfSections
            guard section >= 0, section < count else {
                throw Problem(
                    description: "section \(section) does not exist (the layout has \(count) sections)")
            }
            throw Problem(
                description: "section \(section) does not scroll orthogonally (or has no items)")
        }
        var offsets: [Int: Double] = [:]
        for section in 0..<layout.numberOfSections {
            guard let row = layout.orthogonalRow(inSection: section) else { continue }
            offsets[section] =
                orthogonalOffsets[section].map { row.restingOffset(forProposedOffset: $0) }
                ?? row.offsetRange.lowerBound
        }
        self.orthogonalOffsets = offsets
    }

    /// The bounds at this position.
    public func viewport(in layout: PreparedLayout) -> Rect {
        Rect(origin: contentOffset, size: layout.environment.container.contentSize)
    }

    /// What the collection view shows at this position (SPEC R-SCROLL-4).
    public func displayedElements(in layout: PreparedLayout) -> [LayoutAttributes] {
        layout.displayedElements(
            contentOffset: contentOffset, adjustedContentInset: adjustedContentInset,
            orthogonalOffsets: orthogonalOffsets)
    }
}
