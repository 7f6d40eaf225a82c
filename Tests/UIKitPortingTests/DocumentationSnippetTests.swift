// swift-format-ignore-file
// The snippets below are copied verbatim from the README and the DocC catalog; formatting them
// would make them differ from what readers copy.
import Testing
import UIKitCompatibility

// Every code snippet of the README's "Porting from UIKit" section and of the DocC catalog, copied
// verbatim (only `import` lines and the data source a snippet assumes are added), with the frames
// they state.

@Suite("Documentation snippets")
struct DocumentationSnippetTests {
    @Test("README side by side, iOS: compiles in a view controller and gives (197, 46, 191, 96)")
    func readmeSideBySideIOS() {
        let controller = SideBySideViewController()
        let result = controller.viewDidLoad()
        #expect(result.frame == CGRect(x: 197, y: 46, width: 191, height: 96))
        #expect(result.collectionView.collectionViewLayout === result.layout)
    }

    @Test("README side by side, Linux: the same layout code, a frame and data source of its own")
    func readmeSideBySideLinux() throws {
        let dataSource = StaticDataSource([4])
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)

        // … the layout code above, unchanged …
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.dataSource = dataSource   // numberOfSections(in:), collectionView(_:numberOfItemsInSection:)
        let frame = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame   // (197, 46, 191, 96)
        let elements = layout.layoutAttributesForElements(in: collectionView.bounds)           // UIKit's group-granular answer
        let prepared = try layout.preparedLayout()                                              // the engine's PreparedLayout

        #expect(frame == CGRect(x: 197, y: 46, width: 191, height: 96))
        // The header (0, 0, 390, 44) and four cells in two rows of 100 from y 44.
        #expect(elements?.count == 5)
        #expect(prepared.contentSize.height == 244)
    }

    @Test("README and DocC carousel: resting offsets, visible cards, scaled and natural frames")
    func readmeCarousel() throws {
        let dataSource = StaticDataSource([5])
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.6), heightDimension: .absolute(300))
        let section = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item]))
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            items.forEach { item in
                let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                let scale = max(0.8, 1 - distance / environment.container.contentSize.width)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.dataSource = dataSource                                     // five cards
        let resting = collectionView.orthogonalScrollOffset(inSection: 0)          // −62: card 0 centred (R-ORTHO-10)
        collectionView.setOrthogonalScrollOffset(200, inSection: 0)                 // rests at 182: card 1 centred
        let visible = collectionView.indexPathsForVisibleItems                      // cards 0, 1 and 2
        let scaled = collectionView.visibleLayoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame   // (345.4, 38, 187.2, 240), scaled 0.8
        let natural = layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame                  // (504, 8, 234, 300), natural

        #expect(resting == -62)
        #expect(collectionView.orthogonalScrollOffset(inSection: 0) == 182)
        #expect(visible == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(approximatelyEqual(scaled, CGRect(x: 345.4, y: 38, width: 187.2, height: 240)))
        #expect(natural == CGRect(x: 504, y: 8, width: 234, height: 300))

        // The DocC article's orthogonal lines, on the same row (five cards of 0.6, 10 apart,
        // leading and trailing insets 16).
        let range = collectionView.orthogonalScrollOffsetRange(inSection: 0)   // −62…914
        let target = collectionView.endOrthogonalDrag(inSection: 0, releasedAt: 300, velocity: 800, dragStartOffset: 182)   // 426
        #expect(range == -62...914)
        #expect(target == 426)
    }

    @Test("README and DocC: lists, trait collections and decoration views")
    func listsTraitsAndDecorations() {
        let dataSource = StaticDataSource([2, 4])
        final class SectionBackgroundView: UICollectionReusableView {}

        let layout = UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            if sectionIndex == 0 {
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                    UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(true) }])
                }
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            }
            let columns = layoutEnvironment.traitCollection.horizontalSizeClass == .compact ? 2 : 4
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
            return section
        }
        layout.register(SectionBackgroundView.self, forDecorationViewOfKind: "background")

        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        collectionView.dataSource = dataSource                                                   // 2 rows, 4 photos
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame   // (16, 16, 358, 44)
        let row = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame     // (16, 104, 358, 44)
        let photo = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame   // (195, 164, 195, 120): compact, 2 columns
        collectionView.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)
        let widePhoto = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame   // (97.5, 164, 97.5, 120): 4 columns

        // Inset grouped (margins 16): padding 16, header 16…60, rows 60 and 104, bottom inset 16
        // → the photos start at 60 + 88 + 16 = 164.
        #expect(header == CGRect(x: 16, y: 16, width: 358, height: 44))
        #expect(row == CGRect(x: 16, y: 104, width: 358, height: 44))
        #expect(photo == CGRect(x: 195, y: 164, width: 195, height: 120))
        #expect(widePhoto == CGRect(x: 97.5, y: 164, width: 97.5, height: 120))
        #expect(layout.registeredDecorationViewClassNames == ["background": "SectionBackgroundView"])
        // One row of four photos now: the background covers 0…390 × 164…284 (R-DECOR-1).
        let background = layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))
        #expect(background?.frame == CGRect(x: 0, y: 164, width: 390, height: 120))
        let delete = layout.listConfiguration(forSection: 0)?.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0))
        #expect(delete?.actions.first?.title == "Delete")
    }

    @Test("DocC: makeLayout and getting frames")
    func doccGettingFrames() {
        let dataSource = StaticDataSource([1, 4])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: makeLayout())
        collectionView.dataSource = dataSource                       // 1 featured item, 4 grid items
        let layout = collectionView.collectionViewLayout
        let contentSize = layout.collectionViewContentSize           // 390 × 484
        let cell = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame   // (4, 248, 187, 112)
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame   // (0, 200, 390, 44)
        let elements = layout.layoutAttributesForElements(in: collectionView.bounds)   // 6: five cells and the header

        // 390 ≤ 800 → 2 columns. Featured 0…200; header 200…244; grid rows of 120 from 244, items
        // 195 × 120 inset 4 → (4, 248, 187, 112); content 244 + 240 = 484.
        #expect(contentSize == CGSize(width: 390, height: 484))
        #expect(cell == CGRect(x: 4, y: 248, width: 187, height: 112))
        #expect(header == CGRect(x: 0, y: 200, width: 390, height: 44))
        #expect(elements?.count == 6)
    }

    @Test("DocC overview: the claimed frame")
    func doccOverview() {
        let dataSource = StaticDataSource([2])
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))

        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.dataSource = dataSource          // numberOfSections(in:), collectionView(_:numberOfItemsInSection:)
        let frame = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame   // (197, 2, 191, 96)

        #expect(frame == CGRect(x: 197, y: 2, width: 191, height: 96))
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
    }

    @Test("README diffable snapshot")
    func readmeDiffableSnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1, 2, 3], toSection: "A")
        snapshot.appendItems([4])                    // to the last section
        snapshot.appendItems([2], toSection: "B")    // 2 exists: moved, as UIKit does
        let itemsInB = snapshot.itemIdentifiers(inSection: "B")    // [4, 2]
        #expect(itemsInB == [4, 2])
    }
}
