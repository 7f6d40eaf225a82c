import CollectionLayout
import Testing

private typealias F = SupplementaryFixture

@Suite("Displayed elements: orthogonal offsets, clipping, handlers (R-SCROLL-4, R-HANDLER)")
struct DisplayTests {
    private func carousel(handler: VisibleItemsInvalidationHandler? = nil) throws -> PreparedLayout {
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: F.size(.fractionalWidth(0.8), .absolute(200)),
                subitems: [LayoutItem(layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(1)))]))
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.interGroupSpacing = 10
        section.visibleItemsInvalidationHandler = handler
        return try F.prepare(section, counts: [10])
    }

    @Test("R-ORTHO-6: rows shift by their offset; cells outside 0…W are not displayed")
    func orthogonalShift() throws {
        let layout = try carousel()
        let displayed = layout.displayedElements(contentOffset: .zero, orthogonalOffsets: [0: 644])
        // Cells at 16 + 322k − 644: cell 1 at −306 (ends at 6, still visible), cell 2 at 16, cell 3 at 338.
        #expect(displayed.map(\.indexPath.item) == [1, 2, 3])
        #expect(displayed[1].frame == Rect(x: 16, y: 0, width: 312, height: 200))
        // Unscrolled: cells 0 (16…328) and 1 (338…650).
        #expect(layout.displayedElements(contentOffset: .zero).map(\.indexPath.item) == [0, 1])
    }

    @Test("R-HANDLER-5: a scale of 0.9 about the centre gives the transformed bounding box")
    func handlerScale() throws {
        var section = LayoutSection(group: F.twoColumnGroup(height: 120))
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for index in items.indices where items[index].indexPath.item == 0 {
                items[index].transform = LayoutTransform(scaleX: 0.9, y: 0.9)
            }
        }
        let layout = try F.prepare(section, counts: [2])
        let cell = layout.displayedElements(contentOffset: .zero).first { $0.indexPath.item == 0 }
        // 179 × 0.9 = 161.1 at 105.5 − 80.55 = 24.95; 120 × 0.9 = 108 at 70 − 54 = 16.
        F.expectClose(cell?.frame, Rect(x: 24.95, y: 16, width: 161.1, height: 108))
        #expect(cell?.transform == LayoutTransform(scaleX: 0.9, y: 0.9))
    }

    @Test(
        "R-HANDLER-3, R-HANDLER-4, R-HANDLER-6, R-ORTHO-7: a carousel effect sees unscrolled frames and the orthogonal offset"
    )
    func carouselEffect() throws {
        let seen = OffsetRecorder()
        // Scale by distance from the centre of the visible row, as iOS developers write it.
        let layout = try carousel { items, offset, environment in
            seen.record(offset, items: items.map(\.indexPath.item))
            let centerX = offset.x + environment.container.contentSize.width / 2
            for index in items.indices {
                let distance = abs(items[index].frame.midX - centerX)
                let scale = max(0.8, 1 - distance / environment.container.contentSize.width)
                items[index].transform = LayoutTransform(scaleX: scale, y: scale)
                items[index].alpha = scale
            }
        }
        let displayed = layout.displayedElements(contentOffset: .zero, orthogonalOffsets: [0: 299])
        #expect(seen.offsets == [Point(x: 299, y: 0)])
        // Before the handler, cells 0 (16 − 299 = −283 … 29), 1 and 2 (660 − 299 = 361 …) overlap 0…390.
        #expect(seen.items == [[0, 1, 2]])
        // Cell 1 spans 338…650 unscrolled, centre 494 = 299 + 195: scale 1, displayed at 338 − 299 = 39.
        let centred = try #require(displayed.first { $0.indexPath.item == 1 })
        F.expectClose(centred.frame, Rect(x: 39, y: 0, width: 312, height: 200))
        #expect(centred.alpha == 1)
        // Cell 0 (16…328, centre 172, 322 away) scales by max(0.8, 1 − 322/390) = 0.8 to
        // 172 ± 124.8 = 47.2…296.8, displayed at −251.8…−2.2: off screen. Cell 2 likewise ends up at
        // 392.2…641.8. Only cell 1 is displayed.
        #expect(displayed.map(\.indexPath.item) == [1])
    }

    @Test("R-SCROLL-4: hidden elements are not displayed")
    func hidden() throws {
        var section = LayoutSection(group: F.twoColumnGroup())
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for index in items.indices { items[index].isHidden = items[index].indexPath.item == 1 }
        }
        let layout = try F.prepare(section, counts: [4])
        #expect(layout.displayedElements(contentOffset: .zero).map(\.indexPath.item) == [0, 2, 3])
    }

    @Test("R-RTL-2: right-to-left rows move the other way")
    func rightToLeftRow() throws {
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: F.size(.fractionalWidth(0.8), .absolute(200)),
                subitems: [LayoutItem(layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(1)))]))
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.interGroupSpacing = 10
        let environment = LayoutEnvironment(
            containerSize: Size(width: 390, height: 844), layoutDirection: .rightToLeft)
        let layout = try F.prepare(section, counts: [10], environment: environment)
        // Cell 2 unscrolled LTR x 660 → mirrored 390 − 660 − 312 = −582; at o = 644: W − (660 − 644) − 312 = 62.
        let displayed = layout.displayedElements(contentOffset: .zero, orthogonalOffsets: [0: 644])
        F.expectClose(
            displayed.first { $0.indexPath.item == 2 }?.frame, Rect(x: 62, y: 0, width: 312, height: 200))
    }
}

/// Collects what a `@Sendable` handler saw (the handler runs synchronously on the caller's thread).
final class OffsetRecorder: @unchecked Sendable {
    private(set) var offsets: [Point] = []
    private(set) var items: [[Int]] = []
    func record(_ offset: Point, items seen: [Int]) {
        offsets.append(offset)
        items.append(seen)
    }
}
