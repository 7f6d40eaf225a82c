import UIKitCompatibility

/// A cell showing one title.
final class BoardCell: UICollectionViewCell {
    private(set) var title: String?

    func configure(_ title: String) {
        self.title = title
    }
}

/// A to-do board: a row of favourite cards that scrolls sideways, then two lists, "Today" and
/// "Later". The user reorders with a long press, as in Apple's samples: the gesture's states call
/// `beginInteractiveMovementForItem(at:)`, `updateInteractiveMovementTargetPosition(_:)` and
/// `endInteractiveMovement()`; the diffable data source's reordering handlers update the model.
final class ReorderableBoardViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case favourites
        case today
        case later
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, String>! = nil
    var collectionView: UICollectionView! = nil
    /// The app's model, updated from reordering transactions.
    private(set) var model: [Section: [String]] = [
        .favourites: ["F0", "F1", "F2", "F3", "F4", "F5"],
        .today: ["milk", "eggs", "bread"],
        .later: ["taxes", "car", "dentist"],
    ]
    /// The transactions the reordering handlers saw: "will" and "did" with their differences.
    private(set) var transactions: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        configureHierarchy()
        configureDataSource()
    }

    /// A long-press gesture at `location` in the collection view, state by state.
    func longPressBegan(at location: CGPoint) -> Bool {
        guard let indexPath = collectionView.indexPathForItem(at: location) else { return false }
        return collectionView.beginInteractiveMovementForItem(at: indexPath)
    }

    func longPressChanged(to location: CGPoint) {
        collectionView.updateInteractiveMovementTargetPosition(location)
    }

    func longPressEnded() {
        collectionView.endInteractiveMovement()
    }

    func longPressCancelled() {
        collectionView.cancelInteractiveMovement()
    }
}

extension ReorderableBoardViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            switch Section(rawValue: sectionIndex) {
            case .favourites:
                // Cards 150 × 100, 10 apart, 16 from the edges: card k at x 16 + 160k.
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .absolute(150), heightDimension: .absolute(100)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                return section
            default:
                // Rows 50 tall, full width.
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.vertical(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
        }
    }

    func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<BoardCell, String> { cell, _, title in
            cell.configure(title)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: title)
        }
        // Milk is always bought first: it cannot be picked up.
        dataSource.reorderingHandlers.canReorderItem = { title in title != "milk" }
        dataSource.reorderingHandlers.willReorder = { [weak self] transaction in
            self?.transactions.append("will \(transaction.difference.count)")
        }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self else { return }
            self.transactions.append("did \(transaction.difference.count)")
            for section in transaction.sectionTransactions {
                self.model[section.sectionIdentifier] = section.finalSnapshot.items
            }
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        for section in Section.allCases {
            snapshot.appendItems(model[section] ?? [], toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension ReorderableBoardViewController: UICollectionViewDelegate {
    /// Cards stay among the favourites and tasks among the lists.
    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        let favourites = Section.favourites.rawValue
        let crosses = (originalIndexPath.section == favourites) != (proposedIndexPath.section == favourites)
        return crosses ? currentIndexPath : proposedIndexPath
    }
}
