import CollectionLayout
import HeadlessCollectionView
import Testing

/// A provider's invalid answer is checked once, by the engine's measurement applier: the view
/// reports the error a direct `setPreferredSize` gives, wrapped in ``HeadlessError/layout(_:)``.
@Suite("One preferred-size check")
struct PreferredSizeCheckTests {
    @Test(
        "R-SIZING-1: a provider's invalid cell size is the engine's error",
        arguments: [-1, Double.nan, Double.infinity])
    func cellAnswer(_ height: Double) throws {
        var view = try HeadlessCollectionView(
            layout: Sizing.list(), itemCounts: [30], boundsSize: Fixture.screen)
        // What the engine says about the same size given directly (width 390 proposed, kept).
        var direct = view.preparedLayout
        let engineError = #expect(throws: LayoutError.self) {
            try direct.setPreferredSize(Size(width: 390, height: height), forItemAt: Fixture.cell(2))
        }
        let provider: HeadlessCollectionView<Int>.SizeProvider = { element, proposed in
            Size(width: proposed.width, height: element.indexPath.item == 2 ? height : 60)
        }
        let viewError = #expect(throws: HeadlessError.self) { try view.setSizeProvider(provider) }
        guard let engineError, case .layout(let wrapped)? = viewError else {
            Issue.record("expected HeadlessError.layout, got \(String(describing: viewError))")
            return
        }
        // NaN ≠ NaN, so the shapes are compared through their descriptions as well as the case.
        guard case .invalidPreferredSize(_, let element, let section) = wrapped else {
            Issue.record("expected invalidPreferredSize, got \(wrapped)")
            return
        }
        #expect(element == "cell 0.2" && section == 0)
        #expect(wrapped.description == engineError.description)
        // Nothing was adopted: rows 0 and 1, measured before row 2 failed, are reverted.
        #expect(view.sizeProvider == nil)
        #expect(view.preparedLayout.measurements.isEmpty)
        #expect(view.contentSize.height == 30 * 44)
    }

    @Test("R-SIZING-1: a provider's invalid supplementary size is the engine's error")
    func supplementaryAnswer() throws {
        var view = try HeadlessCollectionView(
            layout: Sizing.list(header: true), itemCounts: [30], boundsSize: Fixture.screen)
        let provider: HeadlessCollectionView<Int>.SizeProvider = { element, proposed in
            Size(width: proposed.width, height: element.category == .supplementary ? -5 : 44)
        }
        #expect(
            throws: HeadlessError.layout(
                .invalidPreferredSize(
                    Size(width: 390, height: -5), element: "supplementary header at 0.0", section: 0))
        ) {
            try view.setSizeProvider(provider)
        }
        #expect(view.preparedLayout.measurements.isEmpty)
    }

    @Test("R-EST-1: an invalid length on an axis that does not self-size is never read")
    func fixedAxisIgnored() throws {
        var view = try HeadlessCollectionView(
            layout: Sizing.list(), itemCounts: [30], boundsSize: Fixture.screen)
        // The width is fractional (fixed at 390): its NaN is replaced by the proposed 390.
        try view.setSizeProvider { _, _ in Size(width: .nan, height: 60) }
        #expect(
            view.preparedLayout.attributes(forItemAt: Fixture.cell(0))?.frame.size
                == Size(width: 390, height: 60))
    }
}
