// swift-tools-version: 6.1
// swift-compositional-layout: a pure-Swift, platform-independent compositional collection-view
// layout engine, diffable snapshots and a headless collection view.

import PackageDescription

let package = Package(
    name: "swift-compositional-layout",
    products: [
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "DiffableSnapshot", targets: ["DiffableSnapshot"]),
        .library(name: "HeadlessCollectionView", targets: ["HeadlessCollectionView"]),
        .library(name: "LayoutDescription", targets: ["LayoutDescription"]),
        .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
        .library(name: "LayoutWorkloads", targets: ["LayoutWorkloads"]),
        .library(name: "UIKitCompatibility", targets: ["UIKitCompatibility"]),
        .executable(name: "complayout", targets: ["complayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "5.0.1"),
    ],
    targets: [
        .target(
            name: "CollectionLayout",
            // No Foundation: `rounded(_:)` and friends come from the C math library, which only
            // Foundation would otherwise link on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android, .wasi]))]),
        .target(
            name: "DiffableSnapshot",
            dependencies: [
                .product(name: "OrderedCollections", package: "swift-collections")
            ]
        ),
        .target(
            name: "LayoutDescription",
            dependencies: [
                "CollectionLayout",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(name: "LayoutRendering", dependencies: ["CollectionLayout"]),
        .target(name: "LayoutWorkloads", dependencies: ["CollectionLayout"]),
        .target(name: "HeadlessCollectionView", dependencies: ["CollectionLayout", "DiffableSnapshot"]),
        .target(name: "UIKitCompatibility", dependencies: ["CollectionLayout", "DiffableSnapshot"]),
        .executableTarget(
            name: "complayout",
            dependencies: [
                "CollectionLayout",
                "DiffableSnapshot",
                "HeadlessCollectionView",
                "LayoutDescription",
                "LayoutRendering",
                "LayoutWorkloads",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "CollectionLayoutTests",
            dependencies: [
                "CollectionLayout",
                "LayoutWorkloads",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "complayoutTests",
            dependencies: ["complayout", "DiffableSnapshot"]
        ),
        .testTarget(
            name: "DiffableSnapshotTests",
            dependencies: [
                "DiffableSnapshot",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "HeadlessCollectionViewTests",
            dependencies: [
                "HeadlessCollectionView",
                "DiffableSnapshot",
                "CollectionLayout",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "LayoutDescriptionTests",
            dependencies: [
                "LayoutDescription",
                "CollectionLayout",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "LayoutRenderingTests",
            dependencies: [
                "CollectionLayout",
                "LayoutRendering",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "UIKitCompatibilityTests", dependencies: ["UIKitCompatibility", "CollectionLayout"]),
        // Runs the built `complayout` on hostile inputs under time and memory budgets.
        .testTarget(name: "HostileInputTests", dependencies: ["complayout"]),
    ],
    swiftLanguageModes: [.v6]
)
