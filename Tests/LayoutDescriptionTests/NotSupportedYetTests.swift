import CollectionLayout
import LayoutDescription
import Testing

/// SPEC examples that use parts of the format the engine does not lay out yet: they decode into the
/// model with their values, and resolving them reports "not supported yet" at the exact path.
/// When the engine gains these features, these tests are where the expected frames (noted in each
/// fixture) take over.
@Suite("Not supported yet")
struct NotSupportedYetTests {
    private func decoded(_ name: String) throws -> LayoutDescription {
        try LayoutDescription.decoded(TestSupport.file("Tests/Fixtures/spec/\(name).yaml"))
    }

    private func unsupportedPaths(_ name: String) throws -> [String] {
        TestSupport.problems(try TestSupport.file("Tests/Fixtures/spec/\(name).yaml")).compactMap {
            $0.message.contains("not supported yet by the engine") ? $0.path.description : nil
        }
    }

    @Test("R-BOUNDARY-3/9: section header and footer")
    func boundaryItems() throws {
        let items = try #require(try decoded("R-BOUNDARY-3-9").sections[0].boundarySupplementaryItems)
        #expect(items.map(\.kind) == ["section-header", "section-footer"])
        #expect(items.map(\.alignment) == [.top, .bottom])
        #expect(items[1].size.heightDimension == .absolute(30))
        #expect(try unsupportedPaths("R-BOUNDARY-3-9") == ["sections[0].boundarySupplementaryItems"])
    }

    @Test("R-ORTHO-2/4: continuous orthogonal scrolling")
    func orthogonal() throws {
        #expect(try decoded("R-ORTHO-2-4").sections[0].orthogonalScrollingBehavior == .continuous)
        #expect(try unsupportedPaths("R-ORTHO-2-4") == ["sections[0].orthogonalScrollingBehavior"])
        var none = try decoded("R-ORTHO-2-4")
        none.sections[0].orthogonalScrollingBehavior = OrthogonalScrollingBehaviorDescription.none
        #expect(throws: Never.self) { try none.resolve() }
    }

    @Test("R-ANCHOR: an item badge")
    func badge() throws {
        guard case .horizontal(let body) = try decoded("R-ANCHOR-badge").sections[0].group,
            case .item(let item) = body.subitems[0], let badge = item.supplementaryItems?.first
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(badge.kind == "badge" && badge.zIndex == nil)
        #expect(badge.containerAnchor.edges == [.top, .trailing])
        #expect(badge.containerAnchor.fractionalOffset == Point(x: 0.3, y: -0.3))
        #expect(
            try unsupportedPaths("R-ANCHOR-badge")
                == ["sections[0].group.horizontal.subitems[0].item.supplementaryItems"])
    }

    @Test("R-DECOR-1: a section background")
    func decoration() throws {
        let decoration = try #require(try decoded("R-DECOR-1").sections[0].decorationItems?.first)
        #expect(decoration.background == "section-background")
        #expect(decoration.contentInsets == DirectionalEdgeInsets(all: 5))
        #expect(try unsupportedPaths("R-DECOR-1") == ["sections[0].decorationItems"])
    }

    @Test("Empty lists and the default behaviour are accepted: only non-default values are rejected")
    func defaultsAccepted() throws {
        let text = MalformedCase.withSection(
            "orthogonalScrollingBehavior: none, boundarySupplementaryItems: [], decorationItems: []")
        #expect(TestSupport.problems(text).isEmpty)
    }
}
