// swift-tools-version: 6.1
import PackageDescription

// Performance benchmarks, kept in a package of their own so that `swift test` at the top level
// never builds them. Run from this directory: `swift package benchmark`
// (see README.md; results and targets in ../docs/PERFORMANCE.md).

/// One benchmark executable: Benchmarks/<name>/<name>.swift.
func benchmarkTarget(_ name: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: [
            .product(name: "Benchmark", package: "benchmark"),
            .product(name: "ClearfieldKit", package: "clearfield"),
            "BenchmarkSupport",
        ],
        path: "Benchmarks/\(name)",
        plugins: [
            .plugin(name: "BenchmarkPlugin", package: "benchmark"),
        ]
    )
}

let package = Package(
    name: "ClearfieldBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "clearfield", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What several benchmarks share: the repository's files, prepared positions.
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ClearfieldKit", package: "clearfield"),
            ],
            path: "Benchmarks/Support"
        ),
        benchmarkTarget("TilesBenchmarks"),
        benchmarkTarget("MinesBenchmarks"),
        benchmarkTarget("ProgressBenchmarks"),
        benchmarkTarget("ScreensBenchmarks"),
        benchmarkTarget("SaveBenchmarks"),
        benchmarkTarget("VerifyBenchmarks"),
        benchmarkTarget("LeaderboardBenchmarks"),
        benchmarkTarget("EditorBenchmarks"),
        benchmarkTarget("PackBenchmarks"),
        // Needs a PostgreSQL server: run under ../scripts/with-postgres.sh (docs/PERFORMANCE.md).
        benchmarkTarget("SharedBoardBenchmarks"),
        // Not a benchmark: the player that wins expert Mines games for the board service's
        // submit measure (scripts/board-service-submits.sh), on the games' back ends only.
        .executableTarget(
            name: "MinesExpertPlayer",
            dependencies: [.product(name: "ClearfieldBackEnds", package: "clearfield")],
            path: "Tools/MinesExpertPlayer",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ],
    swiftLanguageModes: [.v5]
)
