import CollectionLayout
import HeadlessCollectionView
import Testing

/// Self-sizing layouts and providers for the R-SIZING tests.
enum Sizing {
    /// `HG(fw1, est44, [IT(fw1, est44)])`, optionally under an estimated section header
    /// (`fw1`, `est30`, kind "header", aligned top).
    static func list(header: Bool = false) -> CompositionalLayout {
        let item = LayoutItem(layoutSize: Fixture.size(.fractionalWidth(1), .estimated(44)))
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: Fixture.size(.fractionalWidth(1), .estimated(44)), subitems: [item]))
        if header {
            section.boundarySupplementaryItems = [
                LayoutBoundarySupplementaryItem(
                    layoutSize: Fixture.size(.fractionalWidth(1), .estimated(30)), elementKind: "header",
                    alignment: .top)
            ]
        }
        return CompositionalLayout(section: section)
    }

    /// The deterministic "random" height of row `i` in the 10,000-row tests:
    /// `44 + (i · 7919 mod 157)`, between 44 and 200.
    static func height(_ item: Int) -> Double { 44 + Double((item * 7919) % 157) }

    /// A provider answering ``height(_:)`` for cells (keeping the proposed width) and nil otherwise.
    static let randomHeights: HeadlessCollectionView<Int>.SizeProvider = { element, proposed in
        guard element.category == .cell else { return nil }
        return Size(width: proposed.width, height: height(element.indexPath.item))
    }

    /// A provider answering `height` for every element.
    static func constant(_ height: Double) -> HeadlessCollectionView<Int>.SizeProvider {
        { _, proposed in Size(width: proposed.width, height: height) }
    }

    /// The on-screen position along y of a cell: its frame's minY minus the content offset.
    static func screenY(_ view: HeadlessCollectionView<Int>, _ indexPath: LayoutIndexPath) -> Double? {
        guard let frame = view.preparedLayout.attributes(forItemAt: indexPath)?.frame else { return nil }
        return frame.minY - view.contentOffset.y
    }

    /// The items of section 0 that have a measurement.
    static func measuredItems<ID>(_ view: HeadlessCollectionView<ID>, count: Int) -> [Int] {
        (0..<count).filter { view.preparedLayout.measuredSize(forItemAt: Fixture.cell($0)) != nil }
    }
}

/// Records the provider's calls (thread-safe, so the recording provider is `@Sendable`).
final class SizingRecorder: Sendable {
    struct Call: Sendable {
        var element: SizingElement
        var proposed: Size
    }

    private let storage = Locked<[Call]>([])

    /// Every call so far, in order.
    var calls: [Call] { storage.withLock { $0 } }

    /// The identities of the elements measured so far, in order.
    var elements: [ElementID] { calls.map(\.element.id) }

    /// Wraps `provider`, recording each call.
    func recording(_ provider: @escaping HeadlessCollectionView<Int>.SizeProvider)
        -> HeadlessCollectionView<Int>.SizeProvider
    {
        { element, proposed in
            self.storage.withLock { $0.append(Call(element: element, proposed: proposed)) }
            return provider(element, proposed)
        }
    }

    /// Forgets the calls recorded so far.
    func reset() { storage.withLock { $0.removeAll() } }
}
