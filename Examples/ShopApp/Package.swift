// swift-tools-version: 6.1
// A shop app's layout code, shaped the way an iOS app keeps it: `ShopLayouts` holds the files the
// app target compiles too (in Xcode, add them to the app target or depend on this package), and
// `ShopLayoutsTests` snapshots their frames with `swift test` on Linux and macOS. See the README's
// "Adopting in an iOS app".

import PackageDescription

let package = Package(
    name: "ShopApp",
    // The floor of UIKit's compositional layout, and of swift-compositional-layout.
    platforms: [.iOS(.v13), .macOS(.v10_15)],
    dependencies: [
        // In an app: .package(url: "https://github.com/OWNER/swift-compositional-layout.git", from: "0.2.0")
        .package(name: "swift-compositional-layout", path: "../..")
    ],
    targets: [
        // The layout code. Where UIKit exists (iOS, iPadOS, Mac Catalyst, tvOS, visionOS) it compiles
        // against UIKit and needs nothing of this package; elsewhere (macOS, Linux, …) against
        // UIKitCompatibility, which is therefore a dependency on those platforms only.
        .target(
            name: "ShopLayouts",
            dependencies: [
                .product(
                    name: "UIKitCompatibility", package: "swift-compositional-layout",
                    condition: .when(platforms: [.macOS, .linux, .android, .windows, .wasi, .openbsd]))
            ]
        ),
        // Runs with `swift test` on macOS and Linux, not in an iOS simulator test bundle.
        .testTarget(
            name: "ShopLayoutsTests",
            dependencies: [
                "ShopLayouts",
                .product(name: "LayoutSnapshotTesting", package: "swift-compositional-layout"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
