// swift-tools-version: 6.1
// Benchmarks for swift-compositional-layout's DiffableSnapshot (run: swift package benchmark).

import PackageDescription

let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(name: "swift-compositional-layout", path: ".."),
        .package(
            url: "https://github.com/ordo-one/benchmark.git", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
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
