import CollectionLayout
import Foundation
import PropertyBased
import Testing
import UIKitCompatibility

/// Hands out item and section identifiers never used before.
private final class Identifiers {
    var next = 1000

    func make() -> Int {
        next += 1
        return next
    }
}

/// The model edits both tests make: each returns false when it does not apply to the model.
private enum ModelEdit {
    /// An index path `(section, item)` of an existing item chosen by `pick`, nil when there is none.
    static func item(_ model: [[Int]], _ pick: Int) -> (Int, Int)? {
        let all = model.enumerated().flatMap { section, items in items.indices.map { (section, $0) } }
        return all.isEmpty ? nil : all[pick % all.count]
    }
}

/// Random sequences of UIKit calls on the facade — data changes, offsets, `scrollToItem`,
/// orthogonal offsets, layout switches, self-sizing — checked after every step against a plain
/// model of the items and a fresh headless view (R-SCROLL-1, R-SCROLL-3, R-SCROLL-4,
/// R-SCROLL-5, R-APPLY-1, R-APPLY-2, R-ORTHO-17, R-SIZING-2). None of the calls traps.
@Suite("Random API sequences on the UICollectionView facade")
struct FacadeSequencePropertyTests {
    @Test("A classic data source updated through batch updates")
    func classicDataSource() async {
        await propertyCheck(count: 30, input: SequenceStep.generator.array(of: 1...16), Gen.int(in: 0...2)) {
            steps, start in
            try Self.runClassic(steps: steps, start: start)
        }
    }

    @Test("A diffable data source updated through snapshots")
    func diffableDataSource() async {
        await propertyCheck(count: 30, input: SequenceStep.generator.array(of: 1...16), Gen.int(in: 0...2)) {
            steps, start in
            try Self.runDiffable(steps: steps, start: start)
        }
    }

    /// One run of ``classicDataSource()``.
    static func runClassic(steps: [SequenceStep], start: Int) throws {
        let ids = Identifiers()
        let dataSource = ModelDataSource((0..<3).map { _ in (0..<4).map { _ in ids.make() } })
        var layout = SequenceLayout(rawValue: start) ?? .list
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout.facade())
        collectionView.preferredSizeProvider = { indexPath, proposed in
            CGSize(
                width: proposed.width,
                height: SequenceLayout.measuredHeight(
                    of: dataSource.sections[indexPath.section][indexPath.item]))
        }
        collectionView.dataSource = dataSource
        try checkAgainstModel(collectionView, model: dataSource.sections, layout: layout)
        for step in steps {
            let update = { (change: @escaping () -> Void) in
                step.flag ? collectionView.performBatchUpdates(change) : change()
            }
            var model = dataSource.sections
            switch step.kind {
            case 0 where !model.isEmpty:
                let section = step.a % model.count
                let item = step.b % (model[section].count + 1)
                model[section].insert(ids.make(), at: item)
                update { [model] in
                    dataSource.sections = model
                    collectionView.insertItems(at: [IndexPath(item: item, section: section)])
                }
            case 1:
                guard let (section, item) = ModelEdit.item(model, step.a) else { continue }
                model[section].remove(at: item)
                update { [model] in
                    dataSource.sections = model
                    collectionView.deleteItems(at: [IndexPath(item: item, section: section)])
                }
            case 2:
                guard let (section, item) = ModelEdit.item(model, step.a) else { continue }
                let id = model[section].remove(at: item)
                let target = step.b % model.count
                let index = step.b % (model[target].count + 1)
                model[target].insert(id, at: index)
                update { [model] in
                    dataSource.sections = model
                    collectionView.moveItem(
                        at: IndexPath(item: item, section: section),
                        to: IndexPath(item: index, section: target))
                }
            case 3:
                guard let (section, item) = ModelEdit.item(model, step.a) else { continue }
                model[section][item] = ids.make()
                update { [model] in
                    dataSource.sections = model
                    collectionView.reloadItems(at: [IndexPath(item: item, section: section)])
                }
            case 4, 0:
                let section = step.a % (model.count + 1)
                model.insert((0..<(step.b % 4)).map { _ in ids.make() }, at: section)
                update { [model] in
                    dataSource.sections = model
                    collectionView.insertSections(IndexSet(integer: section))
                }
            case 5 where model.count > 1:
                let section = step.a % model.count
                model.remove(at: section)
                update { [model] in
                    dataSource.sections = model
                    collectionView.deleteSections(IndexSet(integer: section))
                }
            default:
                Self.scroll(collectionView, step: step, model: model, layout: &layout)
            }
            try checkAgainstModel(collectionView, model: dataSource.sections, layout: layout)
        }
    }

    /// One run of ``diffableDataSource()``.
    static func runDiffable(steps: [SequenceStep], start: Int) throws {
        let ids = Identifiers()
        var layout = SequenceLayout(rawValue: start) ?? .list
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout.facade())
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            _, _, id in
            let cell = IdentifiedCell(frame: .zero)
            cell.id = id
            return cell
        }
        collectionView.preferredSizeProvider = { [weak dataSource] indexPath, proposed in
            guard let id = dataSource?.itemIdentifier(for: indexPath) else { return nil }
            return CGSize(width: proposed.width, height: SequenceLayout.measuredHeight(of: id))
        }
        var sections = (0..<3).map { _ in ids.make() }
        var model = sections.map { _ in (0..<4).map { _ in ids.make() } }
        func snapshot(reloading: [Int] = []) -> NSDiffableDataSourceSnapshot<Int, Int> {
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections(sections)
            for (section, items) in zip(sections, model) {
                snapshot.appendItems(items, toSection: section)
            }
            snapshot.reloadItems(reloading)
            return snapshot
        }
        dataSource.apply(snapshot(), animatingDifferences: false)
        try checkAgainstModel(collectionView, model: model, layout: layout)
        for step in steps {
            var reloading: [Int] = []
            switch step.kind {
            case 0 where !model.isEmpty:
                let section = step.a % model.count
                model[section].insert(ids.make(), at: step.b % (model[section].count + 1))
            case 1:
                guard let (section, item) = ModelEdit.item(model, step.a) else { continue }
                model[section].remove(at: item)
            case 2:
                guard let (section, item) = ModelEdit.item(model, step.a) else { continue }
                let id = model[section].remove(at: item)
                let target = step.b % model.count
                model[target].insert(id, at: step.b % (model[target].count + 1))
            case 3:
                guard let (section, item) = ModelEdit.item(model, step.a) else { continue }
                reloading = [model[section][item]]
            case 4, 0:
                let index = step.a % (model.count + 1)
                sections.insert(ids.make(), at: index)
                model.insert((0..<(step.b % 4)).map { _ in ids.make() }, at: index)
            case 5 where model.count > 1:
                let index = step.a % model.count
                sections.remove(at: index)
                model.remove(at: index)
            default:
                Self.scroll(collectionView, step: step, model: model, layout: &layout)
                try checkAgainstModel(collectionView, model: model, layout: layout)
                continue
            }
            if step.kind == 3 && step.flag {
                dataSource.applySnapshotUsingReloadData(snapshot())
            } else {
                dataSource.apply(snapshot(reloading: reloading), animatingDifferences: step.flag)
            }
            #expect(dataSource.snapshot().itemIdentifiers == model.flatMap { $0 })
            try checkAgainstModel(collectionView, model: model, layout: layout)
        }
    }

    /// The steps that do not change data: a content offset, `scrollToItem`, an orthogonal offset,
    /// a layout switch.
    static func scroll(
        _ collectionView: UICollectionView, step: SequenceStep, model: [[Int]], layout: inout SequenceLayout
    ) {
        switch step.kind {
        case 6:
            let range = max(0, collectionView.contentSize.height - 844)
            collectionView.contentOffset = CGPoint(x: 0, y: range * CGFloat(step.a) / 999)
        case 7:
            guard let (section, item) = ModelEdit.item(model, step.a) else { return }
            collectionView.scrollToItem(
                at: IndexPath(item: item, section: section), at: step.flag ? .top : .bottom,
                animated: step.flag)
        case 8:
            guard layout == .list, !model.isEmpty else { return }
            collectionView.setOrthogonalScrollOffset(CGFloat(step.a), inSection: 0)
        default:
            layout = SequenceLayout(rawValue: step.a % 3) ?? .list
            collectionView.setCollectionViewLayout(layout.facade(), animated: step.flag)
        }
    }
}
