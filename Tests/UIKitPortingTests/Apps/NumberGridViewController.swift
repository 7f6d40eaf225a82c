import UIKitCompatibility

/// A cell showing one number, written as an iOS app writes its cells.
final class NumberCell: UICollectionViewCell {
    static let reuseIdentifier = "number-cell"
    private(set) var text: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.borderWidth = 1
        layer.borderColor = UIColor.black.cgColor
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(_ number: Int) {
        text = "\(number)"
        backgroundColor = number.isMultiple(of: 2) ? .systemBlue : .systemTeal
    }
}

/// A section header with a title.
final class TitleHeaderView: UICollectionReusableView {
    var title: String?
}

/// A grid of numbers five to a row under a header, set up the way Apple's sample view
/// controllers set up a collection view with a diffable data source.
final class NumberGridViewController: UIViewController {
    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil
    /// The numbers cells were configured for, in order, and the selected ones.
    private(set) var configured: [Int] = []
    private(set) var selected: [Int] = []
    private(set) var scrolledTo: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Numbers"
        configureHierarchy()
        configureDataSource()
    }
}

extension NumberGridViewController {
    func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let headerSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader,
                alignment: .top)
        ]
        return UICollectionViewCompositionalLayout(section: section)
    }

    func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<NumberCell, Int> {
            [weak self] cell, _, number in
            cell.configure(number)
            self?.configured.append(number)
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<TitleHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] header, _, _ in
            header.title = self?.title
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, number: Int) -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(
                using: cellRegistration, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<94))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension NumberGridViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if let number = dataSource.itemIdentifier(for: indexPath) { selected.append(number) }
        collectionView.deselectItem(at: indexPath, animated: true)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolledTo.append(scrollView.contentOffset.y)
    }
}
