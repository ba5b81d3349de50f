// swift-tools-version:6.0
import PackageDescription

// Module map (who may import whom) is documented in docs/ARCHITECTURE.md.
// Game modules (GameCore, Tiles, Mines, Progress) import Foundation at most; Tiles and Mines
// import Progress to declare their stats and events.
let package = Package(
    name: "clearfield",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "clearfield", targets: ["clearfield"]),
        // The board service (issue 29): every player on one board through HTTP, none in the database.
        .executable(name: "clearfield-board", targets: ["clearfield-board"]),
        // The games' pure back ends alone (no database, terminal or network): what the board
        // service benchmarks' player (Benchmarks/Tools) links, without building the whole kit.
        .library(name: "ClearfieldBackEnds", targets: ["GameCore", "GameRules", "Progress", "Players", "Leaderboards", "Mines"]),
        .library(name: "ClearfieldKit", targets: ["ClearfieldApp", "ClearfieldCommands", "ClearfieldGames", "Shell", "Midend", "GameCore", "GameRules", "Tiles", "Mines", "Progress",
                                                  "SaveFiles", "LocalDatabase", "TilesLevels", "Terminal", "Players", "Leaderboards", "SharedBoard"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // The shared board (issue 14): the PostgreSQL client (it brings NIO and NIOSSL along), and
        // swift-log, whose silent handler keeps the client's logging off the game's terminal.
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        // Named for NIOCore's futures, which the board's blocking calls wait on (postgres-nio brings it).
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        // Ed25519 request signatures and SHA-256 for the board service (issue 29); already in the
        // graph through postgres-nio, which accepts 3.x and 4.x.
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        // The game's HTTP client of the board service (issue 29): HTTPS with certificate checks,
        // on swift-nio like the rest of the board code.
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        // The board service (issue 29): its HTTP server and its graceful stop on SIGTERM.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        // HTTP's field names and statuses as the board service's tests name them (Hummingbird's own types).
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        // NIOHTTPTypes' request and response parts, which the board service's own channel handler
        // (CloseWhenRefused) sees, as Hummingbird's do (already in the graph through Hummingbird).
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
    ],
    targets: [
        .systemLibrary(name: "CNCurses", path: "Sources/CNCurses", pkgConfig: "ncursesw",
                       providers: [.apt(["libncursesw5-dev"])]),
        .target(name: "CStopSignals"),
        .target(name: "Terminal", dependencies: ["CNCurses", "CStopSignals", "GameCore"]),
        .target(name: "GameCore"),
        // The rules' seam depends on nothing heavier than GameCore; the stats engine builds on it.
        .target(name: "GameRules", dependencies: ["GameCore"]),
        .target(name: "Progress", dependencies: ["GameCore", "GameRules"]),
        // Pure: players' nicknames, avatars, roles and profiles (no database, no terminal).
        // The Unicode confusables data (UTS #39) ships beside the binary; Resources/README.md says from where.
        .target(name: "Players", dependencies: ["GameCore"], exclude: ["Resources/README.md"],
                resources: [.copy("Resources/confusables.txt")]),
        // Pure: boards, eligibility, ranking order and the store protocol (no database).
        .target(name: "Leaderboards", dependencies: ["GameCore", "GameRules", "Players"]),
        // Pure: the daily challenges of any game (dates, seeds, boards, ranking, streaks, the line
        // to share); each game declares its own daily in its module (`GameDaily`).
        .target(name: "Daily", dependencies: ["GameCore", "GameRules", "Leaderboards", "Progress"]),
        .target(name: "Tiles", dependencies: ["GameCore", "Progress", "GameRules", "Leaderboards", "Daily"]),
        .target(name: "Mines", dependencies: ["GameCore", "Progress", "GameRules", "Leaderboards", "Daily"]),
        // The files the game keeps beside its database, with no GRDB: the save archive and the
        // saved games, the settings file, the game's folders and resources, safe file reads.
        .target(name: "SaveFiles", dependencies: ["GameCore", "GameRules", "Progress", "Leaderboards"]),
        // The game's SQLite database (GRDB): the schema and its shipped migrations, the players,
        // stats, history, leaderboards and outbox, and the progress store Midend's protocol asks for.
        .target(name: "LocalDatabase", dependencies: [
            // No game module: saves keep each game's values by kind, levels are rows of text.
            "GameCore", "GameRules", "Progress", "Players", "Leaderboards", "Midend", "SaveFiles",
            .product(name: "GRDB", package: "GRDB.swift"),
            // SQLite's C API itself: the busy handler.
            .product(name: "GRDBSQLite", package: "GRDB.swift"),
        ]),
        // The Tiles levels and packs in the database: the campaign's import from levels/*.sql in a
        // sandbox, players' packs (import, export, saving from the editor) and their queries.
        .target(name: "TilesLevels", dependencies: [
            "GameCore", "Players", "LocalDatabase", "SaveFiles",
            .product(name: "GRDB", package: "GRDB.swift"),
            // SQLite's C API itself: the sandbox's authorizer, progress handler and statement ends.
            .product(name: "GRDBSQLite", package: "GRDB.swift"),
        ]),
        // A board many machines share, on PostgreSQL (issue 14): configuration, migrations, roles and
        // policies, the PostgreSQL store and the outbox that submits finished games in the background.
        .target(name: "SharedBoard", dependencies: [
            "GameCore", "GameRules", "Players", "Leaderboards", "LocalDatabase", "BoardAPI",
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The board service's HTTP/JSON interface, shared by the service and the game (issue 29):
        // plain Codable messages and the request signatures; no networking, no database.
        .target(name: "BoardAPI", dependencies: [.product(name: "Crypto", package: "swift-crypto")]),
        // The game as the board service's client (issue 29): this computer's key, the URL policy,
        // the signed HTTP transport and what the running game and the commands ask of the service.
        .target(name: "BoardClient", dependencies: [
            "BoardAPI", "SharedBoard", "GameCore", "GameRules", "Players", "Leaderboards", "LocalDatabase",
            .product(name: "AsyncHTTPClient", package: "async-http-client"),
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
        ]),
        // The board service (issue 29): the HTTP/JSON API over a bounded PostgreSQL pool; verdicts by
        // replay with the games' own back ends (no UI module), the schema of SharedBoard, migrated.
        .target(name: "BoardService", dependencies: [
            "BoardAPI", "SharedBoard", "GameCore", "GameRules", "Players", "Leaderboards", "Daily",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "HummingbirdTLS", package: "hummingbird"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
        ]),
        // The board service's composition root: the games it serves (back ends, rules, dailies).
        .target(name: "ClearfieldServiceGames", dependencies: ["BoardService", "Daily", "GameRules", "Leaderboards", "Mines", "Tiles"]),
        .executableTarget(name: "clearfield-board", dependencies: [
            "BoardService", "ClearfieldServiceGames", "SharedBoard", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The midend: a game's life without a screen (progress, the current player, sessions).
        .target(name: "Midend", dependencies: ["GameCore", "Progress", "GameRules", "SaveFiles", "Players", "Leaderboards"]),
        // The front end, by feature (docs/ARCHITECTURE.md). The shell (screen stack, menus, the
        // environment, background work, saving and the one effect runner) names no game: each game
        // declares what the app needs of it in its own UI module's `GameFrontEnd`.
        .target(name: "Shell", dependencies: [
            "Terminal", "Midend", "GameCore", "GameRules", "Progress", "SaveFiles", "LocalDatabase", "Players", "Leaderboards",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The Stats and Achievements screens (a game adds its own page through `GameFrontEnd.statsPage`).
        .target(name: "StatsUI", dependencies: ["Shell", "Terminal", "GameCore", "Midend", "Progress"]),
        .target(name: "ReplayUI", dependencies: ["Shell", "Midend", "Terminal", "GameCore", "GameRules", "Leaderboards"]),
        .target(name: "PlayersUI", dependencies: ["Shell", "Midend", "Terminal", "GameCore", "Players", "Leaderboards"]),
        .target(name: "LeaderboardsUI", dependencies: [
            "Shell", "Midend", "ReplayUI", "PlayersUI", "Terminal", "GameCore", "Leaderboards", "Players", ]),
        .target(name: "TilesPacksUI", dependencies: ["Shell", "Midend", "Terminal", "GameCore", "LocalDatabase", "TilesLevels", "Tiles"]),
        .target(name: "TilesUI", dependencies: [
            "Shell", "StatsUI", "ReplayUI", "TilesPacksUI", "Tiles", "Terminal", "GameCore", "GameRules", "Progress", "SaveFiles", "LocalDatabase", "TilesLevels", "Midend",
            "Leaderboards", "Players", "Daily", "DailyUI", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "TilesEditorUI", dependencies: [
            "Shell", "Midend", "TilesUI", "Tiles", "Terminal", "GameCore", "LocalDatabase", "TilesLevels", ]),
        .target(name: "MinesUI", dependencies: [
            "Shell", "StatsUI", "ReplayUI", "Mines", "Daily", "DailyUI", "Terminal", "GameCore", "GameRules", "Progress", "SaveFiles", "Midend", "Leaderboards",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The daily challenges' screen, its start points and the ledger of attempts (issue 23): no
        // game named, each game's UI module declares its daily's play (`DailyFrontEnd`).
        .target(name: "DailyUI", dependencies: [
            "Shell", "Daily", "Terminal", "GameCore", "GameRules", "Progress",
            "LocalDatabase", "Midend", "Leaderboards",
        ]),
        // The registry lines: the games this program offers, with their back ends, rankings and front ends.
        .target(name: "ClearfieldGames", dependencies: [
            "CommandSupport", "TilesCommands", "MinesCommands", "Shell", "StatsUI", "ReplayUI", "PlayersUI", "LeaderboardsUI", "TilesPacksUI", "TilesUI", "TilesEditorUI", "MinesUI",
            "Tiles", "Mines", "Daily", "DailyUI", "GameCore", "GameRules", "Progress", "SaveFiles", "LocalDatabase", "Midend", "Leaderboards", ]),
        // What every command shares: the global options, opening the game's files, printing safely.
        .target(name: "CommandSupport", dependencies: [
            "SaveFiles", "LocalDatabase", "Midend", "Progress", "GameCore", "GameRules", "Shell", "Daily", "DailyUI", "Leaderboards",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Each game's own commands, beside its front end (issue 20): `levels` for Tiles, `mines` for Mines.
        .target(name: "TilesCommands", dependencies: [
            "CommandSupport", "Tiles", "TilesUI", "TilesPacksUI", "TilesEditorUI", "Shell", "SaveFiles", "LocalDatabase",
            "TilesLevels", "GameCore", "Terminal",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .target(name: "MinesCommands", dependencies: [
            "CommandSupport", "Mines", "GameCore", "GameRules",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Every command of the program, as a library so tests can reach it; `clearfield` is its main.
        .target(name: "ClearfieldCommands", dependencies: [
            "CommandSupport", "Shell", "PlayersUI", "LeaderboardsUI",
            "Midend", "SaveFiles", "LocalDatabase", "Daily", "DailyUI", "Progress", "GameCore", "Terminal",
            "Players", "Leaderboards", "SharedBoard", "BoardClient", "BoardAPI",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The composition root of the program: Clearfield's games as the commands offer them.
        .target(name: "ClearfieldApp", dependencies: [
            "ClearfieldCommands", "CommandSupport", "ClearfieldGames", "DailyUI", "Leaderboards", "Shell",
        ]),
        .executableTarget(name: "clearfield", dependencies: ["ClearfieldApp"], swiftSettings: [
            // Compiled against the static resource directory too, so its imports name the static
            // Foundation's own dependencies (CoreFoundation, ICU) for the linker.
            .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
        ], linkerSettings: [
            // The Swift runtime and Foundation linked into the release binary instead of loaded as
            // a dozen shared libraries: 6 MB less resident memory while playing
            // (docs/PERFORMANCE.md, "Resident memory").
            .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
        ]),
        .testTarget(name: "BoardAPITests", dependencies: [
            "BoardAPI", .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // The board service over real HTTP on loopback against a real PostgreSQL (scripts/with-postgres.sh).
        .testTarget(name: "BoardServiceTests", dependencies: [
            "BoardService", "ClearfieldServiceGames", "BoardAPI", "SharedBoard", "GameCore", "GameRules", "Mines", "Tiles", "Players", "Daily",
            // The real `clearfield-board serve` process (its stop on SIGTERM); the test game.
            "BoardTestSupport", "LightsOutGame",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "GameCoreTests", dependencies: [
            "GameCore", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "GameRulesTests", dependencies: [
            "GameRules", "GameCore", "Tiles", "Mines", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "TilesTests", dependencies: [
            "Tiles", "GameRules", "GameCore", "Leaderboards", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "MinesTests", dependencies: [
            "Mines", "GameRules", "GameCore", "Progress", "Leaderboards", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "ProgressTests", dependencies: [
            "Progress", "GameCore", "GameRules", "Tiles", "Mines", "LightsOutGame", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "LeaderboardsTests", dependencies: [
            "Leaderboards", "Players", "GameRules", "GameCore", "Tiles", "Mines",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "DailyTests", dependencies: [
            "Daily", "Mines", "Tiles", "GameRules", "GameCore", "Leaderboards", "LightsOutGame",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "StorageTests", dependencies: ["SaveFiles", "LocalDatabase", "TilesLevels", "GameRules", "Tiles", "Mines", "Progress", "GameCore",
                                                         "Players", "Leaderboards", .product(name: "GRDB", package: "GRDB.swift"),
                                                         .product(name: "PropertyBased", package: "swift-property-based")],
                    resources: [.copy("Golden")]),
        .testTarget(name: "PlayersTests", dependencies: [
            "Players", "GameCore", "Terminal", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "TerminalTests", dependencies: [
            "Terminal", "TerminalTestSupport", "CNCurses", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // A tiny terminal that plays the encoder's bytes (VTScreen), for TerminalTests and the
        // tests that play a game's frames through it.
        .target(name: "TerminalTestSupport", dependencies: ["Terminal"], path: "Tests/TerminalTestSupport"),
        // A third game (3×3 lights-out) that only the tests know: proof that a game plugs in
        // through its own module and the registry, its front end included (Shell only).
        .target(name: "LightsOutGame", dependencies: ["GameCore", "GameRules", "Progress", "Players", "Leaderboards", "Daily",
                                                      "Shell", "StatsUI", "Midend", "SaveFiles", "Terminal",
                                                      .product(name: "ArgumentParser", package: "swift-argument-parser")],
                path: "Tests/LightsOutGame"),
        .testTarget(name: "MidendTests", dependencies: [
            "Midend", "LightsOutGame", "GameRules", "SaveFiles", "LocalDatabase", "Progress", "GameCore", "Leaderboards", "Daily",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // What the UI modules' test targets share (issue 33): the fakes, fixtures and harnesses, the
        // scripted terminal, the boards the Mines tests know. A plain target like BoardTestSupport;
        // `@testable import` of it and of the UI modules works in debug builds, where `swift test` runs.
        .target(name: "UITestSupport", dependencies: [
            "ClearfieldGames", "Daily", "DailyUI", "GameCore", "GameRules", "Leaderboards", "LeaderboardsUI", "LightsOutGame",
            "LocalDatabase", "Midend", "Mines", "MinesUI", "Players", "Progress", "ReplayUI", "SaveFiles", "Shell",
            "Terminal", "Tiles", "TilesEditorUI", "TilesLevels", "TilesUI",
        ], path: "Tests/UITestSupport"),
        // What crosses the UI modules: the app's flows through the main loop, saving and its problems,
        // banners and background work, the stats keeper behind the screens, the words on every screen.
        .testTarget(name: "AppTests", dependencies: [
            "UITestSupport", "Daily", "DailyUI", "GameCore", "GameRules", "Leaderboards", "LightsOutGame",
            "LocalDatabase", "Midend", "Mines", "MinesUI", "PlayersUI", "Progress", "SaveFiles", "Shell", "StatsUI",
            "Terminal", "Tiles", "TilesEditorUI", "TilesPacksUI", "TilesUI",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // One test target per UI module (issue 33): `swift test --filter MinesUITests` runs one module's.
        .testTarget(name: "MinesUITests", dependencies: [
            "UITestSupport", "GameCore", "GameRules", "Leaderboards", "LightsOutGame", "LocalDatabase", "Midend",
            "Mines", "MinesUI", "Progress", "ReplayUI", "SaveFiles", "Shell", "Terminal", "TerminalTestSupport",
        ]),
        .testTarget(name: "TilesUITests", dependencies: [
            "UITestSupport", "Daily", "GameCore", "GameRules", "Leaderboards", "LightsOutGame", "LocalDatabase",
            "Midend", "Progress", "Shell", "StatsUI", "Terminal", "Tiles", "TilesUI",
        ]),
        .testTarget(name: "TilesEditorUITests", dependencies: [
            "UITestSupport", "GameCore", "LocalDatabase", "Midend", "Shell", "Terminal", "Tiles", "TilesEditorUI", "TilesUI",
        ]),
        .testTarget(name: "TilesPacksUITests", dependencies: [
            "UITestSupport", "GameCore", "LocalDatabase", "Midend", "MinesUI", "PlayersUI", "Shell", "Terminal", "Tiles",
            "TilesEditorUI", "TilesLevels", "TilesPacksUI", "TilesUI",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "ReplayUITests", dependencies: [
            "UITestSupport", "GameCore", "GameRules", "LightsOutGame", "Mines", "MinesUI", "ReplayUI", "Shell", "Terminal", "Tiles",
            "TilesUI",
        ]),
        .testTarget(name: "LeaderboardsUITests", dependencies: [
            "UITestSupport", "GameRules", "Leaderboards", "LeaderboardsUI", "LocalDatabase", "Midend", "Mines",
            "Players", "PlayersUI", "ReplayUI", "Shell", "Terminal",
        ]),
        .testTarget(name: "PlayersUITests", dependencies: [
            "UITestSupport", "GameCore", "GameRules", "Leaderboards", "LocalDatabase", "Midend", "Players", "PlayersUI",
            "Shell", "Terminal", "Tiles",
        ]),
        .testTarget(name: "StatsUITests", dependencies: [
            "UITestSupport", "GameCore", "Midend", "Mines", "MinesUI", "Progress", "Shell", "StatsUI", "Terminal",
            "Tiles", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "DailyUITests", dependencies: [
            "UITestSupport", "Daily", "DailyUI", "GameCore", "Leaderboards", "LightsOutGame", "LocalDatabase",
            "Midend", "Mines", "MinesUI", "Players", "Progress", "Shell", "Terminal", "Tiles", "TilesUI",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // Lights-out played through the real shell with no game module of Clearfield's linked in.
        .testTarget(name: "LightsOutAppTests", dependencies: [
            "LightsOutGame", "Shell", "StatsUI", "LeaderboardsUI", "ReplayUI", "Midend", "SaveFiles", "LocalDatabase", "Progress", "GameCore",
            "GameRules", "Leaderboards", "Terminal",
        ]),
        // Needs a PostgreSQL server: scripts/with-postgres.sh starts a throwaway one (README, Test).
        .testTarget(name: "SharedBoardTests", dependencies: [
            "SharedBoard", "LocalDatabase", "Leaderboards", "Players", "GameRules", "GameCore", "Midend", "Mines", "Tiles",
            .product(name: "PostgresNIO", package: "postgres-nio"),
        ]),
        // The game as the service's client: keys, URL policy, signing, the outbox over a fake
        // transport, and (under scripts/with-postgres.sh) the real service on loopback.
        // The real board service for the client's tests: `clearfield-board` migrated and serving a
        // fresh database on a loopback port (only the tests know it).
        .target(name: "BoardTestSupport", dependencies: [
            "SharedBoard", "GameCore", "GameRules", "Mines", .product(name: "PostgresNIO", package: "postgres-nio"),
        ], path: "Tests/BoardTestSupport"),
        .testTarget(name: "BoardClientTests", dependencies: [
            "BoardClient", "BoardAPI", "SharedBoard", "LocalDatabase", "Leaderboards", "GameCore", "GameRules", "Mines",
            "Tiles", "Daily", "BoardTestSupport", .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "ClearfieldCommandsTests", dependencies: [
            "ClearfieldApp", "ClearfieldCommands", "CommandSupport", "TilesCommands", "LocalDatabase", "TilesLevels", "Leaderboards", "Players", "Shell", "ClearfieldGames",
            "LightsOutGame", "GameCore", "GameRules", "BoardAPI", "Daily", "DailyUI",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // LocalDatabase and Leaderboards only to seed a database's boards before the binary reads them;
        // BoardTestSupport for the real board service the binary joins; Tiles and Daily to build
        // the Tiles daily's map from the seed the service dealt the binary.
        .testTarget(name: "EndToEndTests", dependencies: ["Mines", "Tiles", "Daily", "GameCore", "GameRules", "SaveFiles",
                                                          "LocalDatabase", "Leaderboards", "BoardTestSupport"]),
    ],
    // Swift 6 language mode, with complete data-race checking, for every target (issue 20).
    swiftLanguageModes: [.v6]
)
