import Benchmark
import CollectionLayout
import HeadlessCollectionView
import LayoutWorkloads

/// Headless collection view benchmarks (issue 5, performance requirements):
///
/// - `visibleElements()` for an 844-pt viewport halfway down a 1M-item grid (target: under
///   5 µs + 50 ns per returned element);
/// - a main-axis scroll of 10,000 steps through a 100k-item layout with 1,000 orthogonal rows
///   (target: under 100 ms in total), each step computing the visible set and its events;
/// - the same scroll in 1-pt steps (mostly unchanged visible sets), and 10,000 drag steps of one row.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .instructions],
        maxDuration: .seconds(2),
        maxIterations: 10_000
    )
    let viewport = Size(width: 390, height: 844)

    Benchmark("visibleElements 1M grid3 844pt") { benchmark in
        var view = try HeadlessCollectionView(
            layout: LayoutWorkload.grid3.layout, itemCounts: [1_000_000], boundsSize: viewport)
        try view.setContentOffset(Point(x: 0, y: view.contentSize.height / 2))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(view.visibleElements())
        }
    }

    Benchmark("visibleElements 1M grid3 1688pt (allocation scaling)") { benchmark in
        // Twice the viewport of the benchmark above, twice the elements: shows how allocations grow.
        var view = try HeadlessCollectionView(
            layout: LayoutWorkload.grid3.layout, itemCounts: [1_000_000],
            boundsSize: Size(width: viewport.width, height: 2 * viewport.height))
        try view.setContentOffset(Point(x: 0, y: view.contentSize.height / 2))
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(view.visibleElements())
        }
    }

    Benchmark(
        "scroll 10k steps 100k items 1k orthogonal rows",
        configuration: .init(maxIterations: 20)
    ) { benchmark in
        var view = try ScrollWorkload.view(viewport: viewport)
        let step = view.maximumContentOffset.y / 10_000
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for index in 0...10_000 {
                blackHole(try view.setContentOffset(Point(x: 0, y: Double(index) * step)))
            }
        }
    }

    Benchmark(
        "baseline: engine displayedElements for the same 10k steps",
        configuration: .init(maxIterations: 20)
    ) { benchmark in
        // What the engine alone costs for the steps of the scroll benchmark above, so that the
        // view's own share (event diffing) can be read off.
        let view = try ScrollWorkload.view(viewport: viewport)
        let layout = view.preparedLayout
        let step = view.maximumContentOffset.y / 10_000
        let inset = view.adjustedContentInset
        let offsets = view.orthogonalOffsets
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for index in 0...10_000 {
                blackHole(
                    layout.displayedElements(
                        contentOffset: Point(x: 0, y: Double(index) * step), adjustedContentInset: inset,
                        orthogonalOffsets: offsets))
            }
        }
    }

    Benchmark(
        "scroll 10k 1pt steps 100k items 1k orthogonal rows",
        configuration: .init(maxIterations: 20)
    ) { benchmark in
        var view = try ScrollWorkload.view(viewport: viewport)
        let start = view.maximumContentOffset.y / 2
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for index in 0...10_000 {
                blackHole(try view.setContentOffset(Point(x: 0, y: start + Double(index))))
            }
        }
    }

    Benchmark(
        "orthogonal drag 10k steps",
        configuration: .init(maxIterations: 20)
    ) { benchmark in
        var view = try ScrollWorkload.view(viewport: viewport)
        // Section 0 is a carousel at the top of the viewport.
        try view.setContentOffset(.zero)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            try view.beginOrthogonalDrag(section: 0)
            for index in 0...10_000 {
                blackHole(try view.updateOrthogonalDrag(section: 0, offset: Double(index)))
            }
            blackHole(try view.endOrthogonalDrag(section: 0, velocity: 0))
        }
    }
}

/// 2,000 sections of 50 items: even sections are `groupPaging` carousels (groups `fw0.8` × 200,
/// spacing 10, insets 16), odd sections two-column grids of 100-pt rows — 100,000 items and 1,000
/// orthogonal rows, each row scrolled to one of its first five groups.
enum ScrollWorkload {
    static func view(viewport: Size) throws -> HeadlessCollectionView<Int> {
        let layout = CompositionalLayout(sectionProvider: { index, _ in
            let item = LayoutItem(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(index.isMultiple(of: 2) ? 1 : 0.5),
                    heightDimension: .fractionalHeight(1)))
            let group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(
                    widthDimension: .fractionalWidth(index.isMultiple(of: 2) ? 0.8 : 1),
                    heightDimension: .absolute(index.isMultiple(of: 2) ? 200 : 100)),
                subitems: [item])
            var section = LayoutSection(group: group)
            if index.isMultiple(of: 2) {
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 10
                section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            }
            return section
        })
        var view = try HeadlessCollectionView(
            layout: layout, itemCounts: Array(repeating: 50, count: 2_000), boundsSize: viewport)
        for section in stride(from: 0, to: 2_000, by: 2) {
            try view.setOrthogonalOffset(Double(322 * (section / 2 % 5)), forSection: section)
        }
        return view
    }
}
