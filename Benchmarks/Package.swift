// swift-tools-version: 6.1
// Benchmarks for swift-compositional-layout, kept out of the main package so that the default
// build and CI stay light. Run with: cd Benchmarks && swift package benchmark

import PackageDescription

let package = Package(
    name: "swift-compositional-layout-benchmarks",
    dependencies: [
        .package(name: "swift-compositional-layout", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "CollectionLayout", package: "swift-compositional-layout"),
                .product(name: "LayoutWorkloads", package: "swift-compositional-layout"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "HeadlessBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "CollectionLayout", package: "swift-compositional-layout"),
                .product(name: "HeadlessCollectionView", package: "swift-compositional-layout"),
                .product(name: "LayoutWorkloads", package: "swift-compositional-layout"),
            ],
            path: "Benchmarks/HeadlessBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .target(
            name: "SnapshotWorkloads",
            dependencies: [.product(name: "DiffableSnapshot", package: "swift-compositional-layout")],
            path: "Sources/SnapshotWorkloads"
        ),
        .executableTarget(
            name: "SnapshotBenchmarks",
            dependencies: [
                "SnapshotWorkloads",
                .product(name: "DiffableSnapshot", package: "swift-compositional-layout"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/SnapshotBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "SnapshotTiming",
            dependencies: [
                "SnapshotWorkloads",
                .product(name: "DiffableSnapshot", package: "swift-compositional-layout"),
            ],
            path: "Sources/SnapshotTiming",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
    ],
    swiftLanguageModes: [.v6]
)
