// swift-tools-version: 6.1
// swift-compositional-layout: a pure-Swift, platform-independent compositional collection-view
// layout engine, diffable snapshots and a headless collection view.

import PackageDescription

let package = Package(
    name: "swift-compositional-layout",
    products: [
        .library(name: "CollectionLayout", targets: ["CollectionLayout"]),
        .library(name: "LayoutWorkloads", targets: ["LayoutWorkloads"]),
        .library(name: "HeadlessCollectionView", targets: ["HeadlessCollectionView"]),
        .executable(name: "complayout", targets: ["complayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    ],
    targets: [
        .target(name: "CollectionLayout"),
        .target(name: "LayoutWorkloads", dependencies: ["CollectionLayout"]),
        .target(name: "HeadlessCollectionView", dependencies: ["CollectionLayout"]),
        .executableTarget(
            name: "complayout",
            dependencies: [
                "CollectionLayout",
                "LayoutWorkloads",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "CollectionLayoutTests",
            dependencies: [
                "CollectionLayout",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "HeadlessCollectionViewTests",
            dependencies: [
                "CollectionLayout",
                "HeadlessCollectionView",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
