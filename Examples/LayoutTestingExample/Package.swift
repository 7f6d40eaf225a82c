// swift-tools-version: 6.1
// An app's collection layouts, tested on Linux with LayoutSnapshotTesting (see the README's
// "Test your layouts" and the test kit's DocC article "Testing layouts on Linux CI").

import PackageDescription

let package = Package(
    name: "LayoutTestingExample",
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    dependencies: [
        // In an app: .package(url: "https://github.com/OWNER/swift-compositional-layout.git", from: "0.2.0")
        .package(name: "swift-compositional-layout", path: "../..")
    ],
    targets: [
        .target(
            name: "FeedLayout",
            // UIKitCompatibility only where UIKit is absent: on iOS the layout code imports UIKit.
            dependencies: [
                .product(
                    name: "UIKitCompatibility", package: "swift-compositional-layout",
                    condition: .when(platforms: [.macOS, .linux, .android, .windows, .wasi, .openbsd]))
            ]
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
