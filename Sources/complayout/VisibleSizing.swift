import CollectionLayout
import HeadlessCollectionView
import LayoutDescription

/// `frames --visible` and `render --offset`: a headless collection view placed at the requested
/// scroll position, the one owner of scroll state (adjusted inset, initial offset in both layout
/// directions, resting orthogonal offsets; R-SCROLL-2, R-SCROLL-3, R-RTL-3, R-ORTHO-9).
///
/// With `--sizes` the file is the view's fixed size provider (R-SIZING-2, R-SIZING-5), so only
/// elements that become visible are measured — at the initial offset, after the orthogonal rows
/// settle, and at the requested offset, with scroll anchoring (R-SCROLL-7) as a programmatic scroll
/// would have it. Without `--sizes` the view has no size provider and every estimate stays.
enum VisibleSizing {
    /// The view at the requested position.
    ///
    /// - Parameters:
    ///   - resolved: The resolved description.
    ///   - environment: The environment the layout was prepared in.
    ///   - sizes: The `--sizes` file, or nil.
    ///   - strict: Whether diagnostics are errors.
    ///   - contentOffset: `--offset`, or nil for the initial offset.
    ///   - orthogonalOffsets: `--orthogonal-offset` requests by section.
    /// - Throws: A usage failure naming a section that does not exist or does not scroll
    ///   orthogonally, or a size the sizes file gives that the view refuses.
    static func view(
        _ resolved: ResolvedLayout, environment: LayoutEnvironment, sizes: SizesDescription?, strict: Bool,
        contentOffset: Point?, orthogonalOffsets: [Int: Double]
    ) throws -> HeadlessCollectionView<Int> {
        try place(resolved, sizes: sizes, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
        {
            provider throws(HeadlessError) in
            try HeadlessCollectionView(
                layout: resolved.layout, itemCounts: resolved.itemCounts, environment: environment,
                options: resolved.prepareOptions(strict: strict), sizeProvider: provider)
        }
    }

    /// The view at the requested position around `prepared`, the layout the caller already
    /// prepared from `resolved` (unmeasured), so that the layout is solved once.
    ///
    /// - Parameters:
    ///   - resolved: The resolved description.
    ///   - prepared: `resolved` prepared with `strict`, without measurements.
    ///   - sizes: The `--sizes` file, or nil.
    ///   - strict: Whether diagnostics are errors.
    ///   - contentOffset: `--offset`, or nil for the initial offset.
    ///   - orthogonalOffsets: `--orthogonal-offset` requests by section.
    /// - Throws: As ``view(_:environment:sizes:strict:contentOffset:orthogonalOffsets:)``.
    static func view(
        _ resolved: ResolvedLayout, prepared: PreparedLayout, sizes: SizesDescription?, strict: Bool,
        contentOffset: Point?, orthogonalOffsets: [Int: Double]
    ) throws -> HeadlessCollectionView<Int> {
        try place(resolved, sizes: sizes, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
        {
            provider throws(HeadlessError) in
            try HeadlessCollectionView(
                layout: resolved.layout, preparedLayout: prepared,
                options: resolved.prepareOptions(strict: strict),
                sizeProvider: provider)
        }
    }

    /// Makes the view with `make` (given the size provider of `sizes`) and scrolls it to the
    /// requested position, turning the view's errors into usage failures.
    private static func place(
        _ resolved: ResolvedLayout, sizes: SizesDescription?, contentOffset: Point?,
        orthogonalOffsets: [Int: Double],
        _ make: (HeadlessCollectionView<Int>.SizeProvider?) throws(HeadlessError) -> HeadlessCollectionView<
            Int
        >
    ) throws -> HeadlessCollectionView<Int> {
        var provider: HeadlessCollectionView<Int>.SizeProvider?
        if let sizes {
            provider = { element, proposed in
                sizes.preferredSize(
                    of: LayoutAttributes(
                        category: element.category, elementKind: element.elementKind,
                        indexPath: element.indexPath,
                        frame: Rect(origin: .zero, size: proposed)),
                    proposing: proposed)
            }
        }
        var view: HeadlessCollectionView<Int>
        do throws(HeadlessError) {
            view = try make(provider)
            try view.scroll(toContentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
        } catch {
            switch error {
            case .sectionOutOfRange(let section):
                throw CommandFailure.usage(
                    "--orthogonal-offset: section \(section) does not exist "
                        + "(the layout has \(resolved.itemCounts.count) sections)")
            case .notOrthogonal(let section):
                throw CommandFailure.usage(
                    "--orthogonal-offset: section \(section) does not scroll orthogonally (or has no items)")
            default:
                throw CommandFailure.usage("--visible\(sizes == nil ? "" : " with --sizes"): \(error)")
            }
        }
        return view
    }
}
