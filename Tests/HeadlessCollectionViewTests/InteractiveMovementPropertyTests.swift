import CollectionLayout
import DiffableSnapshot
import HeadlessCollectionView
import PropertyBased
import Testing

/// Random drags against a plain model: lists, grids and orthogonal rows (``SectionSpec``), a random
/// scroll position, an item held, several moves of the finger, then an end or a cancel.
@Suite("Properties of interactive movement (R-MOVE)")
struct InteractiveMovementPropertyTests {
    static let environment = LayoutEnvironment(containerSize: Size(width: 390, height: 844))

    static func snapshot(_ model: [[Int]]) throws -> DiffableDataSourceSnapshot<Int, Int> {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        try snapshot.appendSections(Array(model.indices))
        for (section, items) in model.enumerated() where !items.isEmpty {
            try snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// The model with `held` taken out and put at `target`.
    static func moving(_ held: Int, in model: [[Int]], to target: LayoutIndexPath) -> [[Int]] {
        var moved = model.map { $0.filter { $0 != held } }
        moved[target.section].insert(held, at: target.item)
        return moved
    }

    /// The cell displayed under `position` before the update — the topmost, the first of equals —
    /// or `current` over no cell.
    static func cellUnder(_ position: Point, in view: HeadlessCollectionView<Int>, current: LayoutIndexPath)
        -> LayoutIndexPath
    {
        let displayed = view.preparedLayout.displayedElements(
            contentOffset: view.contentOffset, adjustedContentInset: view.adjustedContentInset,
            orthogonalOffsets: view.orthogonalOffsets)
        var best: LayoutAttributes?
        for cell in displayed where cell.category == .cell {
            let frame = cell.frame
            guard position.x >= frame.minX, position.x < frame.maxX, position.y >= frame.minY,
                position.y < frame.maxY
            else { continue }
            if best == nil || cell.zIndex > best!.zIndex { best = cell }
        }
        return best?.indexPath ?? current
    }

    /// The data is `model`, and the live layout is the layout solved afresh for its counts; the held
    /// item, if any, is displayed once, on top, centred on the finger.
    static func expectState(
        _ view: DiffableHeadlessCollectionView<Int, Int>, model: [[Int]], layout: CompositionalLayout,
        held: (LayoutIndexPath, Point)?, _ step: String
    ) throws {
        for (section, items) in model.enumerated() {
            #expect(try view.snapshot().itemIdentifiers(inSection: section) == items, "\(step)")
        }
        let counts = model.map(\.count)
        #expect(view.view.itemCounts == counts, "\(step)")
        let fresh = try layout.prepare(in: environment, itemCounts: counts)
        #expect(view.view.contentSize == fresh.contentSize, "\(step)")
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                let indexPath = LayoutIndexPath(item: item, section: section)
                #expect(
                    view.view.preparedLayout.attributes(forItemAt: indexPath)?.frame
                        == fresh.attributes(forItemAt: indexPath)?.frame, "\(step) \(indexPath)")
            }
        }
        let floating = view.view.visibleElements().filter { $0.zIndex == Int.max }
        if let (target, position) = held {
            #expect(floating.count == 1, "\(step)")
            #expect(floating.first?.indexPath == target && floating.first?.category == .cell, "\(step)")
            if let center = floating.first?.center {
                #expect(abs(center.x - position.x) < 1e-6 && abs(center.y - position.y) < 1e-6, "\(step)")
            }
        } else {
            #expect(floating.isEmpty, "\(step)")
        }
    }

    @Test(
        "R-MOVE-2, R-MOVE-3, R-MOVE-6, R-MOVE-7, R-MOVE-10: random drags keep the data and the live layout right"
    )
    func randomDrags() async {
        await propertyCheck(
            count: 150, input: SectionSpec.generator.array(of: 1...4), Gen.double(in: 0...0.999),
            Gen.double(in: 0...1), zip(Gen.double(in: -40...430), Gen.double(in: 0...1)).array(of: 1...6),
            Gen.bool
        ) { specs, pick, scroll, moves, ends in
            let layout = CompositionalLayout(sectionProvider: { index, _ in specs[index].section })
            var view = try DiffableHeadlessCollectionView<Int, Int>(
                layout: layout, environment: Self.environment)
            var model: [[Int]] = []
            for spec in specs {
                model.append(Array(model.joined().count..<model.joined().count + spec.itemCount))
            }
            try view.apply(Self.snapshot(model))
            let total = model.joined().count
            guard total > 0 else { return }
            let range = view.view.contentOffsetRange
            try view.scroll { view in
                try view.setContentOffset(
                    Point(x: 0, y: range.lowerBound + scroll * (range.upperBound - range.lowerBound)))
            }
            var flat = Int(pick * Double(total))
            let section = model.firstIndex { items in
                if flat < items.count { return true }
                flat -= items.count
                return false
            }!
            let original = LayoutIndexPath(item: flat, section: section)
            let held = model[section][flat]
            try view.beginInteractiveMovementForItem(at: original)
            var live = model
            for (index, (x, fraction)) in moves.enumerated() {
                let position = Point(x: x, y: view.view.contentOffset.y + fraction * 844)
                let current = try #require(view.interactiveMovement).targetIndexPath
                let expected = Self.cellUnder(position, in: view.view, current: current)
                try view.updateInteractiveMovementTargetPosition(position)
                #expect(view.interactiveMovement?.targetIndexPath == expected, "move \(index)")
                live = Self.moving(held, in: model, to: expected)
                try Self.expectState(
                    view, model: live, layout: layout, held: (expected, position), "move \(index)")
            }
            if ends {
                let transaction = try view.endInteractiveMovement()
                #expect(transaction.sourceIndexPath == original)
                #expect(
                    transaction.initialSnapshot.itemIdentifiers.applying(transaction.difference)
                        == transaction.finalSnapshot.itemIdentifiers)
                #expect(transaction.initialSnapshot.itemIdentifiers == Array(model.joined()))
                model = live
            } else {
                try view.cancelInteractiveMovement()
            }
            #expect(view.interactiveMovement == nil)
            try Self.expectState(view, model: model, layout: layout, held: nil, ends ? "end" : "cancel")
        }
    }
}
