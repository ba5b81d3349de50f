// swift-tools-version: 6.1
import PackageDescription

// Performance benchmarks, kept in a package of their own so that `swift test` at the top level
// never builds them. Run from this directory: `swift package benchmark` (see README.md).
let package = Package(
    name: "ClearfieldBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "clearfield", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "TilesBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ClearfieldKit", package: "clearfield"),
            ],
            path: "Benchmarks/TilesBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ],
    swiftLanguageModes: [.v5]
)
