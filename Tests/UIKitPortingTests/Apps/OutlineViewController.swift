import UIKitCompatibility

/// A sidebar with an expandable outline, as in Apple's "Implementing Modern Collection Views".
final class OutlineViewController {
    enum Section {
        case main
    }

    struct OutlineItem: Hashable {
        let title: String
        let isGroup: Bool
    }

    let lists = OutlineItem(title: "Lists", isGroup: true)
    let grids = OutlineItem(title: "Grids", isGroup: true)
    let listItems = ["Simple List", "Inset Grouped", "Sidebar"].map { OutlineItem(title: $0, isGroup: false) }
    let gridItems = ["Grid", "Badges"].map { OutlineItem(title: $0, isGroup: false) }

    func generateLayout() -> UICollectionViewLayout {
        var listConfiguration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        listConfiguration.headerMode = .firstItemInSection
        let layout = UICollectionViewCompositionalLayout.list(using: listConfiguration)
        return layout
    }

    /// The outline with the "Lists" group expanded and "Grids" collapsed.
    func initialSnapshot() -> NSDiffableDataSourceSectionSnapshot<OutlineItem> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<OutlineItem>()
        snapshot.append([lists, grids])
        snapshot.append(listItems, to: lists)
        snapshot.append(gridItems, to: grids)
        snapshot.expand([lists])
        return snapshot
    }
}
