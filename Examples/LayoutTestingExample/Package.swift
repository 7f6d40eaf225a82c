// swift-tools-version: 6.1
// An app's collection layouts, tested on Linux with LayoutSnapshotTesting (see the README's
// "Test your layouts" and the test kit's DocC article "Testing layouts on Linux CI").

import PackageDescription

let package = Package(
    name: "LayoutTestingExample",
    dependencies: [
        // In an app: .package(url: "https://github.com/OWNER/swift-compositional-layout.git", from: "…")
        .package(name: "swift-compositional-layout", path: "../..")
    ],
    targets: [
        .target(
            name: "FeedLayout",
            dependencies: [.product(name: "UIKitCompatibility", package: "swift-compositional-layout")]
        ),
        .testTarget(
            name: "FeedLayoutTests",
            dependencies: [
                "FeedLayout",
                .product(name: "LayoutSnapshotTesting", package: "swift-compositional-layout"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
