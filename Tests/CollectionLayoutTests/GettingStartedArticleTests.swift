import CollectionLayout
import Testing

/// Keeps the claims of the DocC getting-started article true.
@Suite("Getting-started article")
struct GettingStartedArticleTests {
    private func photoGrid() -> CompositionalLayout {
        var photo = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        photo.contentInsets = DirectionalEdgeInsets(all: 2.5)
        let row = LayoutGroup.horizontal(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            subitems: [photo])
        return CompositionalLayout(section: LayoutSection(group: row))
    }

    @Test("The photo grid of the article")
    func photoGridFrames() throws {
        let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844))
        let prepared = try photoGrid().prepare(in: environment, itemCounts: [1_000_000])
        // ⌈1_000_000 / 3⌉ = 333_334 rows of 390 / 3 = 130.
        #expect(prepared.contentSize == Size(width: 390, height: 333_334 * 130))
        // Item 4: row 1, column 1 → slot (130, 130, 130, 130) inset by 2.5.
        #expect(
            prepared.attributes(forItemAt: LayoutIndexPath(item: 4, section: 0))?.frame
                == Rect(x: 132.5, y: 132.5, width: 125, height: 125))
    }

    @Test("The text dump excerpt of the article")
    func dumpExcerpt() throws {
        let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844))
        let dump = try photoGrid().prepare(in: environment, itemCounts: [6]).textDump()
        let expected = """
            layout 390 × 260, vertical, leftToRight, 1 section
            section 0 (0, 0, 390, 260): 6 items, 3 per group, 2 groups
              group 0 horizontal (0, 0, 390, 130)
                cell 0.0 (2.5, 2.5, 125, 125)
            """
        #expect(dump.hasPrefix(expected))
    }

    @Test("The adaptive provider of the article picks columns from the effective width")
    func adaptiveProvider() throws {
        let adaptive = CompositionalLayout { _, environment in
            let columns = environment.container.effectiveContentSize.width > 800 ? 4 : 2
            let item = LayoutItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(1 / Double(columns)),
                    heightDimension: .fractionalHeight(1)))
            let group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                subitems: [item])
            return LayoutSection(group: group)
        }
        let phone = try adaptive.prepare(
            in: LayoutEnvironment(containerSize: Size(width: 390, height: 844)), itemCounts: [4])
        #expect(phone.itemsPerGroup(inSection: 0) == 2)
        let tablet = try adaptive.prepare(
            in: LayoutEnvironment(containerSize: Size(width: 1024, height: 768)), itemCounts: [4])
        #expect(tablet.itemsPerGroup(inSection: 0) == 4)
    }

    @Test("The error message of the article")
    func errorMessage() {
        let bad = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(.nan), heightDimension: .fractionalHeight(1)))
        let section = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [bad]))
        let good = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [
                    LayoutItem(
                        layoutSize: LayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                ]))
        let layout = CompositionalLayout { index, _ in index == 2 ? section : good }
        do {
            _ = try layout.prepare(
                in: LayoutEnvironment(containerSize: Size(width: 390, height: 844)), itemCounts: [0, 0, 1])
            Issue.record("expected an error")
        } catch {
            #expect(
                "\(error)"
                    == "section 2: group.subitems[0].layoutSize.widthDimension: invalid dimension fractionalWidth(nan): "
                    + "values must be finite and ≥ 0")
        }
    }

    @Test("The README's engine example")
    func readmeExample() throws {
        var photo = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        photo.contentInsets = DirectionalEdgeInsets(all: 2.5)
        let row = LayoutGroup.horizontal(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            subitems: [photo])
        var section = LayoutSection(group: row)
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: "section-header", alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let prepared = try CompositionalLayout(section: section).prepare(
            in: LayoutEnvironment(containerSize: Size(width: 390, height: 844)), itemCounts: [1_000_000])
        // Item 4: row 1 (44 + 130) and column 1 (130), inset by 2.5.
        #expect(
            prepared.attributes(forItemAt: LayoutIndexPath(item: 4, section: 0))?.frame
                == Rect(x: 132.5, y: 176.5, width: 125, height: 125))
        // Row r's cells span 46.5 + 130r … 171.5 + 130r; they overlap 5000…5844 when
        // 171.5 + 130r > 5000 (r ≥ 38) and 46.5 + 130r < 5844 (r ≤ 44): 7 rows × 3 cells.
        #expect(prepared.elements(in: Rect(x: 0, y: 5_000, width: 390, height: 844)).count == 7 * 3)
    }
}
