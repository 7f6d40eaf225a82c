// swift-tools-version: 6.1
// Coverage-guided fuzzing (libFuzzer) of swift-compositional-layout's input readers and snapshot API,
// kept out of the main package. Build and run every target with: bash Fuzz/run.sh SECONDS
// (it builds with `-sanitize=fuzzer,address` for every module, so that the libraries are instrumented).

import PackageDescription

/// libFuzzer and AddressSanitizer at link time, so that the targets also link when built without
/// run.sh's flags (only the drivers are instrumented then).
let fuzzerLink: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]

let package = Package(
    name: "swift-compositional-layout-fuzz",
    dependencies: [
        .package(name: "swift-compositional-layout", path: "..")
    ],
    targets: [
        // The C declaration of libFuzzer's `LLVMFuzzerRunDriver`.
        .target(name: "FuzzerDriver"),
        .target(
            name: "FuzzSupport",
            dependencies: [
                "FuzzerDriver",
                .product(name: "LayoutDescription", package: "swift-compositional-layout"),
            ]),
        .executableTarget(
            name: "FuzzDescription",
            dependencies: [
                "FuzzSupport",
                .product(name: "CollectionLayout", package: "swift-compositional-layout"),
                .product(name: "LayoutDescription", package: "swift-compositional-layout"),
            ],
            linkerSettings: fuzzerLink),
        .executableTarget(
            name: "FuzzSizes",
            dependencies: [
                "FuzzSupport",
                .product(name: "CollectionLayout", package: "swift-compositional-layout"),
                .product(name: "LayoutDescription", package: "swift-compositional-layout"),
            ],
            linkerSettings: fuzzerLink),
        .executableTarget(
            name: "FuzzDiff",
            dependencies: [
                "FuzzSupport",
                .product(name: "DiffableSnapshot", package: "swift-compositional-layout"),
                .product(name: "SnapshotJSON", package: "swift-compositional-layout"),
            ],
            linkerSettings: fuzzerLink),
        .executableTarget(
            name: "FuzzSnapshot",
            dependencies: [
                "FuzzSupport",
                .product(name: "DiffableSnapshot", package: "swift-compositional-layout"),
            ],
            linkerSettings: fuzzerLink),
    ],
    swiftLanguageModes: [.v6]
)
