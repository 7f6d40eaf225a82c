// swift-tools-version: 6.1
// swift-compositional-layout: a pure-Swift, platform-independent compositional collection-view
// layout engine, diffable snapshots and a headless collection view.

import PackageDescription

let package = Package(
    name: "swift-compositional-layout",
    // Linux needs no declaration. On Apple platforms the floor is UIKit's compositional layout's:
    // iOS 13 and macOS 10.15 with their siblings (swift-snapshot-testing's floor too). The timing
    // API of `LayoutWorkloads` and `complayout bench` (`ContinuousClock`) is marked
    // `@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)` instead of raising this floor.
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .macCatalyst(.v13), .visionOS(.v1)],
    products: [
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "DiffableSnapshot", targets: ["DiffableSnapshot"]),
        .library(name: "HeadlessCollectionView", targets: ["HeadlessCollectionView"]),
        .library(name: "LayoutDescription", targets: ["LayoutDescription"]),
        .library(name: "LayoutDescriptionUIKit", targets: ["LayoutDescriptionUIKit"]),
        .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
        .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
        .library(name: "LayoutWorkloads", targets: ["LayoutWorkloads"]),
        .library(name: "UIKitCompatibility", targets: ["UIKitCompatibility"]),
        .library(name: "SnapshotJSON", targets: ["SnapshotJSON"]),
        .executable(name: "complayout", targets: ["complayout"]),
        // The limit flags of complayout and complayout serve (Playground/), declared once.
        .library(name: "LayoutCommandOptions", targets: ["LayoutCommandOptions"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        // Yams 5 and 6 both work: a consumer already on either resolves.
        .package(url: "https://github.com/jpsim/Yams.git", "5.0.1"..<"7.0.0"),
        // `swift package generate-documentation` for the DocC catalogs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
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
        // A description as a UIKit layout: real UIKit where it exists, the facade everywhere else.
        .target(
            name: "LayoutDescriptionUIKit",
            dependencies: [
                "CollectionLayout", "LayoutDescription",
                .target(
                    name: "UIKitCompatibility",
                    condition: .when(platforms: [
                        .macOS, .watchOS, .linux, .android, .windows, .wasi, .openbsd,
                    ])),
            ]
        ),
        .target(name: "LayoutRendering", dependencies: ["CollectionLayout"]),
        // Snapshots and changesets as JSON (`complayout diff`), a library so that the fuzz targets link it.
        .target(name: "SnapshotJSON", dependencies: ["DiffableSnapshot", "LayoutDescription"]),
        // The testing kit, its own product so that engine users never pull in SnapshotTesting.
        .target(
            name: "LayoutSnapshotTesting",
            dependencies: [
                "CollectionLayout", "HeadlessCollectionView", "LayoutRendering", "UIKitCompatibility",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .target(name: "LayoutWorkloads", dependencies: ["CollectionLayout"]),
        .target(name: "HeadlessCollectionView", dependencies: ["CollectionLayout", "DiffableSnapshot"]),
        .target(
            name: "UIKitCompatibility",
            dependencies: ["CollectionLayout", "DiffableSnapshot", "HeadlessCollectionView"]),
        .target(
            name: "LayoutCommandOptions",
            dependencies: [
                "LayoutDescription", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "complayout",
            dependencies: [
                "LayoutCommandOptions",
                "CollectionLayout",
                "DiffableSnapshot",
                "HeadlessCollectionView",
                "LayoutDescription",
                "LayoutRendering",
                "LayoutWorkloads",
                "SnapshotJSON",
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
            dependencies: ["complayout", "DiffableSnapshot", "SnapshotJSON"]
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
            name: "LayoutDescriptionUIKitTests",
            dependencies: [
                "LayoutDescriptionUIKit", "LayoutDescription", "CollectionLayout", "UIKitCompatibility",
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
            name: "LayoutSnapshotTestingTests",
            dependencies: [
                "LayoutSnapshotTesting", "CollectionLayout", "HeadlessCollectionView", "UIKitCompatibility",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "UIKitCompatibilityTests",
            dependencies: [
                "UIKitCompatibility",
                "CollectionLayout",
                "HeadlessCollectionView",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // Realistic iOS layout code compiled with only `import UIKitCompatibility`.
        .testTarget(name: "UIKitPortingTests", dependencies: ["UIKitCompatibility"]),
        // One layout, description and renderer shared by many tasks; `swift test --sanitize=thread
        // --filter Concurrency` (.ci/tsan-check) runs it under ThreadSanitizer.
        .testTarget(
            name: "ConcurrencyTests",
            dependencies: [
                "CollectionLayout", "DiffableSnapshot", "HeadlessCollectionView", "LayoutDescription",
                "LayoutRendering",
            ]
        ),
        // Runs the built `complayout` on hostile inputs under time and memory budgets.
        .testTarget(name: "HostileInputTests", dependencies: ["complayout"]),
    ],
    swiftLanguageModes: [.v6]
)
