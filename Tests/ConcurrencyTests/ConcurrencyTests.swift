import CollectionLayout
import DiffableSnapshot
import HeadlessCollectionView
import LayoutDescription
import LayoutRendering
import Testing

/// A server renders layouts for many requests at once: one description, one prepared layout (with
/// measurements, whose self-sizing state is a shared copy-on-write reference) and one renderer of
/// each kind are shared by many tasks, each querying, sweeping, dumping, drawing, measuring a copy,
/// scrolling a headless view or diffing snapshots. Every task's answer must equal the answer of the
/// same operation run alone. Run under ThreadSanitizer with
/// `swift test --sanitize=thread --filter Concurrency` (`.ci/tsan-check`), which must report nothing.
@Suite("Concurrency: one layout, description and renderer shared by many tasks")
struct ConcurrencyTests {
    /// Everything the tasks share.
    struct Shared: Sendable {
        let description: LayoutDescription
        let resolved: ResolvedLayout
        let layout: PreparedLayout
        /// `layout` with some items measured: its sections hold self-sizing state.
        let measured: PreparedLayout
        let svg: SVGRenderer
        let html: HTMLRenderer
        let snapshot: DiffableDataSourceSnapshot<Int, Int>

        init(example: String) throws {
            description = try LayoutDescription.decode(try #require(BuiltInExamples.text(named: example)))
            resolved = try description.resolve()
            layout = try resolved.prepare()
            var measured = layout
            for section in 0..<measured.numberOfSections {
                for item in stride(
                    from: 0, to: min(measured.numberOfItems(inSection: section) ?? 0, 12), by: 3)
                {
                    // Sections without self-sizing items refuse a measurement; that is fine here.
                    _ = try? measured.setPreferredSize(
                        Size(width: 90 + Double(item), height: 70 + Double(section)),
                        forItemAt: LayoutIndexPath(item: item, section: section))
                }
            }
            self.measured = measured
            svg = SVGRenderer()
            html = HTMLRenderer()
            var snapshot = DiffableDataSourceSnapshot<Int, Int>()
            try snapshot.appendSections(Array(0..<layout.numberOfSections))
            var next = 0
            for section in 0..<layout.numberOfSections {
                let count = layout.numberOfItems(inSection: section) ?? 0
                try snapshot.appendItems(Array(next..<next + count), toSection: section)
                next += count
            }
            self.snapshot = snapshot
        }
    }

    /// One operation on the shared values, answering text to compare.
    typealias Operation = @Sendable (Shared) throws -> String

    /// The operations a server runs: each reads the shared values and only mutates its own copies.
    static let operations: [(name: String, run: Operation)] = [
        (
            "query",
            { shared in
                let size = shared.layout.contentSize
                return [
                    Rect(x: 0, y: 0, width: size.width, height: size.height / 3),
                    Rect(x: 0, y: size.height / 2, width: size.width, height: 800),
                ].map { "\(shared.layout.elements(in: $0))" }.joined(separator: "\n")
            }
        ),
        (
            "sweep",
            { shared in
                // A scroll through the whole content, one viewport at a time, pinned items included.
                let layout = shared.measured
                var text = ""
                var offset = 0.0
                while offset < layout.contentSize.height {
                    let viewport = Rect(x: 0, y: offset, width: layout.contentSize.width, height: 700)
                    let pin = layout.pinRect(contentOffset: viewport.origin, adjustedContentInset: .zero)
                    text += "\(offset): \(layout.elements(in: viewport, pinnedTo: pin).count)\n"
                    offset += 350
                }
                for section in 0..<layout.numberOfSections {
                    text += "\(Array(layout.itemFrames(inSection: section)))\n"
                }
                return text
            }
        ),
        ("text dump", { shared in shared.layout.textDump() + shared.measured.textDump() }),
        (
            "frames text",
            { shared in
                FramesOutput.text(
                    contentSize: shared.measured.contentSize, elements: shared.measured.allElements())
            }
        ),
        ("SVG", { shared in shared.svg.render(LayoutPicture(layout: shared.measured, title: "shared")) }),
        (
            "HTML",
            { shared in
                let region = Rect(x: 0, y: 200, width: shared.layout.contentSize.width, height: 900)
                return shared.html.render(
                    LayoutPicture(layout: shared.layout, elementsIn: region, title: "shared"))
            }
        ),
        (
            "prepare and export",
            { shared in
                // The shared description, resolved, solved and written out again by this task.
                let prepared = try shared.description.resolve().prepare()
                return prepared.textDump() + shared.description.jsonText()
                    + (try SwiftCodeExport().code(for: shared.description))
            }
        ),
        (
            "measure a copy",
            { shared in
                // Copy-on-write: the copy's self-sizing state is copied before it changes; the shared
                // layout stays as it was.
                var copy = shared.measured
                for item in 0..<min(copy.numberOfItems(inSection: 0) ?? 0, 6) {
                    _ = try? copy.setPreferredSize(
                        Size(width: 120, height: 55 + Double(item)),
                        forItemAt: LayoutIndexPath(item: item, section: 0))
                }
                return copy.textDump() + shared.measured.textDump()
            }
        ),
        (
            "headless view",
            { shared in
                var view = try HeadlessCollectionView<Int>(
                    layout: shared.resolved.layout, preparedLayout: shared.measured,
                    sectionIdentifiers: Array(0..<shared.measured.numberOfSections))
                var text = ""
                for offset in stride(from: 0.0, to: shared.measured.contentSize.height, by: 500) {
                    try view.scroll(toContentOffset: Point(x: 0, y: offset), orthogonalOffsets: [:])
                    text += "\(view.visibleItemIndexPaths)\n"
                }
                return text
            }
        ),
        (
            "snapshot diff",
            { shared in
                var changed = shared.snapshot
                let items = changed.itemIdentifiers
                changed.deleteItems(items.enumerated().filter { $0.offset % 4 == 1 }.map(\.element))
                try changed.appendItems([-1, -2, -3], toSection: 0)
                let kept = changed.itemIdentifiers.filter { $0 >= 0 }
                if kept.count > 1 { try changed.moveItem(kept[kept.count - 1], beforeItem: kept[0]) }
                let changes = SnapshotChangeset(from: shared.snapshot, to: changed)
                return "\(changes)\n\(changed.itemIdentifiers)\n\(shared.snapshot.numberOfItems)"
            }
        ),
    ]

    @Test(
        "Every task's answer equals the single-threaded answer",
        arguments: ["app-store", "settings", "photo-feed", "cat-food"])
    func sharedBetweenTasks(example: String) async throws {
        let shared = try Shared(example: example)
        let expected = try Self.operations.map { try $0.run(shared) }
        let rounds = 6
        let answers = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for round in 0..<rounds {
                for index in Self.operations.indices {
                    // Rounds start the operations in different orders so that different pairs overlap.
                    let position = (index + round) % Self.operations.count
                    group.addTask { (position, try Self.operations[position].run(shared)) }
                }
            }
            var answers: [(Int, String)] = []
            for try await answer in group { answers.append(answer) }
            return answers
        }
        #expect(answers.count == rounds * Self.operations.count)
        for (position, answer) in answers {
            #expect(answer == expected[position], "\(example): \(Self.operations[position].name)")
        }
        // The shared values are unchanged by the tasks.
        #expect(try Self.operations.map { try $0.run(shared) } == expected)
    }

    /// Empty arrays are shared storage: an operation that builds one in place (with
    /// `unsafeUninitializedCapacity: 0`) writes into that shared storage, a race that
    /// ThreadSanitizer once reported between a diff and a query. Here many tasks at once diff a
    /// section that only lost items at its end (nothing new to match) and query where nothing is.
    @Test("Operations answering empty arrays share nothing between tasks")
    func emptyAnswersOnManyTasks() async throws {
        let shared = try Shared(example: "settings")
        var old = DiffableDataSourceSnapshot<Int, Int>()
        try old.appendSections([0])
        try old.appendItems(Array(0..<8), toSection: 0)
        var shortened = old
        shortened.deleteItems(Array(4..<8))
        let (before, after) = (old, shortened)
        let beyond = Rect(
            x: 0, y: shared.layout.contentSize.height + 1_000, width: 100, height: 100)
        let answers = try await withThrowingTaskGroup(of: [Int].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var counts: [Int] = []
                    for _ in 0..<200 {
                        let changes = SnapshotChangeset(from: before, to: after)
                        counts.append(changes.itemDeletes.count)
                        counts.append(shared.layout.elements(in: beyond).count)
                    }
                    return counts
                }
            }
            var answers: [[Int]] = []
            for try await answer in group { answers.append(answer) }
            return answers
        }
        // Each diff deletes the four last items; nothing lies beyond the content.
        #expect(answers.count == 8)
        for counts in answers { #expect(counts == Array(repeating: [4, 0], count: 200).flatMap { $0 }) }
    }

    /// The audit of the DocC article *Concurrency*, kept by the compiler: this test does not build if
    /// a value a server shares between tasks stops being `Sendable`.
    @Test("The values a server shares between tasks are Sendable")
    func sharedValuesAreSendable() async throws {
        let shared = try Shared(example: "gallery")
        let view = try HeadlessCollectionView<Int>(
            layout: shared.resolved.layout, preparedLayout: shared.layout,
            sectionIdentifiers: Array(0..<shared.layout.numberOfSections))
        let plan = try shared.description.uikitPlan()
        let frames = shared.layout.itemFrames(inSection: 0).makeIterator()
        let changes = SnapshotChangeset(from: shared.snapshot, to: shared.snapshot)
        let picture = LayoutPicture(layout: shared.layout)
        // Each value crosses into a child task, which needs it to be Sendable.
        let counts = await Task.detached {
            var iterator = frames
            var frameCount = 0
            while iterator.next() != nil { frameCount += 1 }
            return [
                shared.layout.allElements().count, shared.resolved.itemCounts.reduce(0, +),
                view.visibleElements().count, plan.sections.count, frameCount,
                changes.sectionDeletes.count, picture.elements.count, shared.svg.render(picture).count,
            ]
        }.value
        #expect(counts[0] == counts[6])
        #expect(counts[0] > counts[2] && counts[2] > 0)
        #expect(counts[3] == shared.layout.numberOfSections)
        #expect(counts[4] == shared.layout.numberOfItems(inSection: 0))
        #expect(counts[5] == 0)
    }
}
