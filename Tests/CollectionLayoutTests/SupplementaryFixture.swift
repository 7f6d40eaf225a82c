import CollectionLayout
import Testing

/// Builders for the supplementary-item tests (the R-BOUNDARY, R-PIN, R-ANCHOR and R-DECOR rules).
enum SupplementaryFixture {
    static let screen = LayoutEnvironment(containerSize: Size(width: 390, height: 844))

    static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// `HG(fw1, abs(height), [IT(fw0.5, fh1)])`.
    static func twoColumnGroup(height: Double = 50, itemSupplementaries: [LayoutSupplementaryItem] = [])
        -> LayoutGroup
    {
        .horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(height)),
            subitems: [
                LayoutItem(
                    layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
                    supplementaryItems: itemSupplementaries)
            ])
    }

    static func boundary(
        _ kind: String, _ width: LayoutDimension, _ height: LayoutDimension, _ alignment: RectAlignment,
        offset: Point = .zero, extends: Bool = true, pins: Bool = false
    ) -> LayoutBoundarySupplementaryItem {
        var item = LayoutBoundarySupplementaryItem(
            layoutSize: size(width, height), elementKind: kind, alignment: alignment, absoluteOffset: offset)
        item.extendsBoundary = extends
        item.pinToVisibleBounds = pins
        return item
    }

    static func prepare(
        _ section: LayoutSection, counts: [Int], configuration: CompositionalLayoutConfiguration = .init(),
        environment: LayoutEnvironment = screen
    ) throws -> PreparedLayout {
        try CompositionalLayout(section: section, configuration: configuration).prepare(
            in: environment, itemCounts: counts)
    }

    static func supplementary(_ layout: PreparedLayout, _ kind: String, section: Int = 0, item: Int = 0)
        -> Rect?
    {
        layout.attributes(forSupplementaryOfKind: kind, at: LayoutIndexPath(item: item, section: section))?
            .frame
    }

    static func cell(_ layout: PreparedLayout, _ item: Int, section: Int = 0) -> Rect? {
        layout.attributes(forItemAt: LayoutIndexPath(item: item, section: section))?.frame
    }

    static func expectClose(
        _ actual: Rect?, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let actual else {
            Issue.record("missing frame, expected \(expected)", sourceLocation: sourceLocation)
            return
        }
        let close =
            abs(actual.minX - expected.minX) < 1e-4 && abs(actual.minY - expected.minY) < 1e-4
            && abs(actual.width - expected.width) < 1e-4 && abs(actual.height - expected.height) < 1e-4
        #expect(close, "got \(actual), expected \(expected)", sourceLocation: sourceLocation)
    }
}
