// swift-tools-version: 6.1
// The layout playground (`complayout serve`): a local web server with a live editor and a scrolling
// preview. Its own package so that the server stack (Hummingbird, SwiftNIO, …) never lands in the
// `Package.resolved` of an app that uses the layout libraries. Start it from the repository's root
// with `swift run complayout serve`, or directly with
// `swift run --package-path Playground complayout-serve`.

import PackageDescription

// The root package by path. `name:` gives it a fixed name for the product references below, whatever
// the clone's folder is called (its identity is the folder's name).
let root = "swift-compositional-layout"

let package = Package(
    name: "LayoutPlayground",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16), .visionOS(.v1)],
    products: [
        .executable(name: "complayout-serve", targets: ["complayout-serve"])
    ],
    dependencies: [
        .package(name: root, path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.0.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.0.0"),
        // `swift package generate-documentation --target LayoutPlayground`.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "LayoutPlayground",
            dependencies: [
                .product(name: "CollectionLayout", package: root),
                .product(name: "HeadlessCollectionView", package: root),
                .product(name: "LayoutDescription", package: root),
                .product(name: "LayoutRendering", package: root),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            // The page's HTML, CSS and JavaScript (`PlaygroundPage`), read from `Bundle.module`.
            resources: [.copy("Resources")]
        ),
        .executableTarget(
            name: "complayout-serve",
            dependencies: [
                "LayoutPlayground",
                .product(name: "LayoutCommandOptions", package: root),
                .product(name: "LayoutDescription", package: root),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ]
        ),
        .testTarget(
            name: "LayoutPlaygroundTests",
            dependencies: [
                "LayoutPlayground",
                // The parity tests run `complayout`: this builds it next to the tests.
                .product(name: "complayout", package: root),
                .product(name: "CollectionLayout", package: root),
                .product(name: "LayoutDescription", package: root),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // `complayout serve` end to end: `complayout` starts the `complayout-serve` built beside it.
        .testTarget(
            name: "ServeCommandTests",
            dependencies: ["complayout-serve", .product(name: "complayout", package: root)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
