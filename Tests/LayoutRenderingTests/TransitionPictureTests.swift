import CollectionLayout
import LayoutRendering
import Testing

/// Pictures of a transition: a list of rows 390 × 100 becoming two columns 195 × 100, with a
/// header of 50 only the list has.
@Suite("Transition pictures")
struct TransitionPictureTests {
    static func layout(columns: Int, header: Bool) throws -> PreparedLayout {
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [
                    LayoutItem(
                        layoutSize: LayoutSize(
                            widthDimension: .fractionalWidth(1 / Double(columns)),
                            heightDimension: .fractionalHeight(1)))
                ]))
        if header {
            section.boundarySupplementaryItems = [
                LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                    elementKind: "header", alignment: .top)
            ]
        }
        return try CompositionalLayout(section: section).prepare(
            in: LayoutEnvironment(containerSize: Size(width: 390, height: 844)), itemCounts: [4])
    }

    @Test("R-TRANS-1, R-TRANS-2: a frame half-way: cells between their frames, the header half faded")
    func halfway() throws {
        let list = try Self.layout(columns: 1, header: true)
        let grid = try Self.layout(columns: 2, header: false)
        let transition = LayoutTransition(matchingIndexPaths: list.allElements(), to: grid.allElements())
        let picture = LayoutPicture(transition: transition, progress: 0.5, from: list, to: grid)
        // Content heights 50 + 400 = 450 and 200: 325 half-way.
        #expect(picture.contentSize == Size(width: 390, height: 325))
        // Item 3: (0, 50 + 300, 390, 100) in the list, (195, 100, 195, 100) in the grid →
        // (97.5, 225, 292.5, 100).
        let item3 = try #require(
            picture.elements.first { $0.indexPath == LayoutIndexPath(item: 3, section: 0) })
        #expect(item3.frame == Rect(x: 97.5, y: 225, width: 292.5, height: 100))
        let header = try #require(picture.elements.first { $0.category == .supplementary })
        #expect(header.alpha == 0.5)
        // The section frame goes from 0…450 to 0…200.
        #expect(picture.sectionFrames == [Rect(x: 0, y: 0, width: 390, height: 325)])
        let svg = SVGRenderer().render(picture)
        // The fading header is drawn translucent; cells are opaque.
        #expect(svg.contains("class=\"supplementary\" data-e=\"0\" opacity=\"0.5\">"))
        #expect(svg.components(separatedBy: "opacity=\"0.5\">").count - 1 == 1)
    }

    @Test("R-TRANS-4: frames at 0 and 1 draw the two layouts; the page shows them side by side")
    func beforeAndAfter() throws {
        let list = try Self.layout(columns: 1, header: true)
        let grid = try Self.layout(columns: 2, header: false)
        let transition = LayoutTransition(matchingIndexPaths: list.allElements(), to: grid.allElements())
        let frames = LayoutPicture.frames(
            of: transition, progresses: [0, 1], from: list, to: grid, title: "list → grid")
        #expect(frames.map(\.title) == ["list → grid · t = 0", "list → grid · t = 1"])
        #expect(frames[0].elements == list.allElements())
        #expect(frames[1].elements == grid.allElements())
        #expect(frames[0].contentSize == list.contentSize && frames[1].contentSize == grid.contentSize)
        let page = HTMLRenderer().render(frames, title: "list → grid")
        #expect(page.components(separatedBy: "class=\"layout-picture\"").count - 1 == 2)
    }
}
