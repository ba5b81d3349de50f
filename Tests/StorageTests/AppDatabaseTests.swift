import Foundation
import GRDB
import Synchronization
import Testing
@testable import SaveFiles
@testable import LocalDatabase
@testable import TilesLevels

@Suite struct AppDatabaseTests {
    @Test func theMigratorCreatesEveryTableOnce() throws {
        let database = try makeDatabase()
        let tables = try database.reader.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
        for table in ["levelPack", "packLevel", "levelSource", "levelImportProblem", "player", "packLevelProgress",
                      "statTotal", "finishedGame", "achievementState", "playerProfile", "playerAvatar",
                      "moderationLog", "rankedRun", "boardBest", "runReview", "runReviewLog", "dailyAttempt"] {
            #expect(tables.contains(table), "missing table \(table)")
        }
        let applied = try database.reader.read { db in try AppDatabase.migrator.appliedMigrations(db) }
        #expect(applied == ["v1", "v2-game-history", "v3-leaderboards", "v4-level-packs", "v6-level-proof", "v7-tiles-level-boards",
                            "v8-shared-board-outbox", "v9-player-made-packs", "v10-run-review", "v11-unclearable-levels",
                            "v12-daily-attempts", "v13-run-copy-index"])
        // Opening the same connection again runs no migration and keeps the data.
        let queue = try DatabaseQueue(configuration: AppDatabase.makeConfiguration())
        let first = try AppDatabase(queue)
        let player = try first.currentPlayer(named: "ada")
        let second = try AppDatabase(queue)
        #expect(try second.players() == [player])
    }

    @Test func aFileDatabaseUsesWALAndABusyTimeout() throws {
        let directory = try TemporaryDirectory()
        let database = try AppDatabase.open(at: directory.url.appendingPathComponent("game.sqlite"))
        // The writer is the connection that waits for other processes (GRDB gives readers 10 s).
        let (journalMode, timeout) = try database.dbWriter.write { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Int.fetchOne(db, sql: "PRAGMA busy_timeout"))
        }
        #expect(journalMode == "wal")
        #expect(timeout == 5000)
    }

    @Test func openingInAMissingDirectoryIsAClearError() throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("absent/game.sqlite")
        #expect {
            try AppDatabase.open(at: path)
        } throws: { error in
            guard case let .cannotOpen(failedPath, _) = error as? AppDatabaseError else { return false }
            return failedPath == path.path
        }
    }

    @Test func aFileThatIsNotADatabaseIsAClearError() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(String(repeating: "not sqlite ", count: 100), to: "game.sqlite")
        #expect {
            try AppDatabase.open(at: file)
        } throws: { error in
            guard case let .cannotOpen(path, reason) = error as? AppDatabaseError else { return false }
            return path == file.path && reason.contains("not a database")
        }
    }

    @Test func theLoginNameComesFromTheEnvironmentFirst() {
        #expect(Player.loginName(environment: ["USER": "ada", "LOGNAME": "grace"]) == "ada")
        #expect(Player.loginName(environment: ["USER": "", "LOGNAME": "grace"]) == "grace")
        #expect(!Player.loginName(environment: [:]).isEmpty)
    }

    @Test func openingWithPathsCreatesTheDirectories() throws {
        let directory = try TemporaryDirectory()
        let paths = AppPaths(root: directory.url.appendingPathComponent("home"), origin: .dataDirectoryOption)
        let database = try AppDatabase.open(paths: paths)
        _ = try database.currentPlayer(named: "ada")
        #expect(FileManager.default.fileExists(atPath: paths.databaseFile.path))
        #expect(FileManager.default.fileExists(atPath: paths.stateDirectory.path))
    }

    @Test func thePlayerIsCreatedOnFirstUseAndFoundAfterwards() throws {
        let database = try makeDatabase()
        let first = try database.currentPlayer(named: "ada")
        let again = try database.currentPlayer(named: "ada")
        let other = try database.currentPlayer(named: "grace")
        #expect(first == again)
        #expect(first.id != other.id)
        #expect(first.createdAt == fixedDate)
        #expect(try database.players().map(\.name) == ["ada", "grace"])
    }

    @Test func levelResultsKeepTheBestOfEveryAttempt() throws {
        let database = try makeDatabase()
        let player = try database.currentPlayer(named: "ada").id
        #expect(try database.levelProgress(player: player, levelNumber: 1) == nil)

        let stuck = try database.recordLevelResult(
            LevelAttempt(levelNumber: 1, passed: false, score: 40, stars: 0, moves: 3), player: player)
        #expect(stuck.passed == false)
        #expect(stuck.bestScore == nil)

        try database.recordLevelResult(LevelAttempt(levelNumber: 1, passed: true, score: 1010, stars: 2, moves: 9), player: player)
        try database.recordLevelResult(LevelAttempt(levelNumber: 1, passed: true, score: 1004, stars: 3, moves: 7), player: player)
        try database.recordLevelResult(LevelAttempt(levelNumber: 1, passed: false, score: 5000, stars: 0, moves: 1), player: player)
        try database.recordLevelResult(LevelAttempt(levelNumber: 2, passed: true, score: 1000, stars: 3, moves: 4), player: player)

        let progress = try database.levelProgress(player: player)
        #expect(progress.map(\.levelNumber) == [1, 2])
        #expect(progress[0].passed)
        #expect(progress[0].bestScore == 1010)
        #expect(progress[0].bestStars == 3)
        #expect(progress[0].fewestMoves == 7)
        #expect(progress[0].updatedAt == fixedDate)
        // Another player's progress is separate.
        let other = try database.currentPlayer(named: "grace").id
        #expect(try database.levelProgress(player: other).isEmpty)
    }

    @Test func writesForAnUnknownPlayerAreRefused() throws {
        let database = try makeDatabase()
        #expect(throws: AppDatabaseError.unknownPlayer(id: 42)) {
            try database.recordLevelResult(LevelAttempt(levelNumber: 1, passed: true, score: 1, stars: 1, moves: 1), player: 42)
        }
        #expect(throws: AppDatabaseError.unknownPlayer(id: 42)) {
            try database.rollOver(gameID: "g", player: 42, game: "tiles", outcome: "won", totals: ["x": 1])
        }
        #expect(try database.isFinished(gameID: "g") == false)
    }

    @Test func aGameRollsOverExactlyOnce() throws {
        let database = try makeDatabase()
        let player = try database.currentPlayer(named: "ada").id
        let result = LevelAttempt(levelNumber: 3, passed: true, score: 1009, stars: 3, moves: 5)
        func roll(_ gameID: String) throws -> Bool {
            try database.rollOver(
                gameID: gameID, player: player, game: "tiles", outcome: "won", levelResult: result
            ) { totals in
                var totals = totals
                totals["gamesWon", default: 0] += 1
                totals["tilesCleared", default: 0] += 12
                return totals
            }
        }
        #expect(try roll("game-1"))
        #expect(try roll("game-1") == false)
        #expect(try database.statTotals(player: player, game: "tiles") == ["gamesWon": 1, "tilesCleared": 12])
        #expect(try roll("game-2"))
        #expect(try database.statTotals(player: player, game: "tiles") == ["gamesWon": 2, "tilesCleared": 24])
        #expect(try database.isFinished(gameID: "game-1"))
        #expect(try database.levelProgress(player: player, levelNumber: 3)?.bestScore == 1009)
        #expect(try database.statGames(player: player) == ["tiles"])
        #expect(try database.statTotals(player: player, game: "mines").isEmpty)
    }

    @Test func theUpdateReturnsTheCompleteTotalsAndAbsentStatsAreRemoved() throws {
        let database = try makeDatabase()
        let player = try database.currentPlayer(named: "ada").id
        try database.rollOver(gameID: "g1", player: player, game: "mines", outcome: "won",
                              totals: ["bestTime": 91_000, "bestTimeBoard": 2, "wins": 1])
        try database.rollOver(gameID: "g2", player: player, game: "mines", outcome: "won") { totals in
            #expect(totals == ["bestTime": 91_000, "bestTimeBoard": 2, "wins": 1])
            return ["bestTime": 80_000, "wins": 2]
        }
        #expect(try database.statTotals(player: player, game: "mines") == ["bestTime": 80_000, "wins": 2])
        try database.rollOver(gameID: "g3", player: player, game: "tiles", outcome: "won", totals: ["moves": 3])
        // Another game's totals are not touched.
        #expect(try database.statTotals(player: player, game: "mines") == ["bestTime": 80_000, "wins": 2])
        #expect(try database.allStatTotals(player: player) == [
            "mines": ["bestTime": 80_000, "wins": 2], "tiles": ["moves": 3],
        ])
    }

    @Test func aFailingRolloverChangesNothing() throws {
        struct Refused: Error {}
        let database = try makeDatabase()
        let player = try database.currentPlayer(named: "ada").id
        try database.rollOver(gameID: "g1", player: player, game: "tiles", outcome: "won", totals: ["moves": 4])
        #expect(throws: Refused.self) {
            try database.rollOver(
                gameID: "g2", player: player, game: "tiles", outcome: "won",
                levelResult: LevelAttempt(levelNumber: 1, passed: true, score: 1, stars: 1, moves: 1)
            ) { _ in throw Refused() }
        }
        #expect(try database.isFinished(gameID: "g2") == false)
        #expect(try database.levelProgress(player: player).isEmpty)
        #expect(try database.statTotals(player: player, game: "tiles") == ["moves": 4])
        // The game can still be rolled over once the problem is gone (totals retried later).
        #expect(try database.rollOver(gameID: "g2", player: player, game: "tiles", outcome: "won", totals: ["moves": 9]))
    }

    @Test func totalsKeepTheFullInt64Range() throws {
        let database = try makeDatabase()
        let player = try database.currentPlayer(named: "ada").id
        try database.rollOver(gameID: "g", player: player, game: "mines", outcome: "lost",
                              totals: ["big": .max, "small": .min, "zero": 0])
        #expect(try database.statTotals(player: player, game: "mines") == ["big": .max, "small": .min, "zero": 0])
        try database.resetStats(player: player)
        #expect(try database.statTotals(player: player, game: "mines").isEmpty)
        #expect(try database.isFinished(gameID: "g") == false)
    }

    @Test func achievementStatesRoundTrip() throws {
        let database = try makeDatabase()
        let player = try database.currentPlayer(named: "ada").id
        let earned = StoredAchievement(
            achievementID: "tiles.first-clear", progress: 1, earnedCount: 2,
            firstEarnedAt: fixedDate, lastEarnedAt: fixedDate.addingTimeInterval(90.5),
            definitionHash: "abc123", armed: false)
        let partial = StoredAchievement(
            achievementID: "mines.hundred-boards", progress: 37, target: 100, earnedCount: 0,
            firstEarnedAt: nil, lastEarnedAt: nil, definitionHash: "def456", armed: true,
            baselines: ["boardsCleared": 12, "huge": .max])
        try database.saveAchievementStates([partial, earned], player: player)
        #expect(try database.achievementStates(player: player) == [partial, earned])

        var updated = partial
        updated.progress = 38
        try database.saveAchievementStates([updated], player: player)
        #expect(try database.achievementStates(player: player) == [updated, earned])

        try database.rollOver(gameID: "g", player: player, game: "tiles", outcome: "won", totals: [:],
                              achievements: [StoredAchievement(
                                achievementID: "tiles.first-clear", progress: 1, earnedCount: 3,
                                firstEarnedAt: fixedDate, lastEarnedAt: fixedDate, definitionHash: "abc123",
                                armed: false)])
        #expect(try database.achievementStates(player: player).last?.earnedCount == 3)

        let other = try database.currentPlayer(named: "grace").id
        #expect(try database.achievementStates(player: other).isEmpty)
        try database.resetAchievements(player: player)
        #expect(try database.achievementStates(player: player).isEmpty)
    }

    @Test func replacingAchievementStatesDropsTheOthersAndKeepsOtherPlayers() throws {
        let database = try makeDatabase()
        let player = try database.currentPlayer(named: "ada").id
        let other = try database.currentPlayer(named: "grace").id
        func state(_ id: String, earned: Int, baselines: [String: Int64] = [:]) -> StoredAchievement {
            StoredAchievement(achievementID: id, progress: 0, earnedCount: earned, firstEarnedAt: nil,
                              lastEarnedAt: nil, definitionHash: "h", armed: true, baselines: baselines)
        }
        try database.saveAchievementStates([state("a", earned: 1), state("gone", earned: 1)], player: player)
        try database.saveAchievementStates([state("a", earned: 2)], player: other)

        let fresh = state("a", earned: 0, baselines: ["tiles.tilesCleared": 40])
        try database.replaceAchievementStates([fresh], player: player)
        #expect(try database.achievementStates(player: player) == [fresh])
        #expect(try database.achievementStates(player: other).map(\.earnedCount) == [2])
        #expect(throws: AppDatabaseError.unknownPlayer(id: 999)) {
            try database.replaceAchievementStates([fresh], player: 999)
        }
        #expect(try database.achievementStates(player: player) == [fresh], "a failed replace changes nothing")
    }

    @Test func twoCopiesOpeningANewFileAtOnceBothSucceed() throws {
        // Both see no migration applied; one creates the tables, the other must cope. Repeated
        // because the race is only lost some of the time.
        let directory = try TemporaryDirectory()
        let failures = FailureLog()
        for attempt in 0..<20 {
            let file = directory.url.appendingPathComponent("new-\(attempt).sqlite")
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                do {
                    _ = try AppDatabase.open(at: file).currentPlayer(named: "ada")
                } catch {
                    failures.append("attempt \(attempt): \(error)")
                }
            }
        }
        #expect(failures.messages.isEmpty)
    }

    @Test func twoConnectionsToOneFileLoseNoUpdate() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("shared.sqlite")
        let databases = [try AppDatabase.open(at: file), try AppDatabase.open(at: file)]
        let player = try databases[0].currentPlayer(named: "ada").id
        let perConnection = 200
        let failures = FailureLog()
        DispatchQueue.concurrentPerform(iterations: databases.count) { connection in
            for game in 0..<perConnection {
                do {
                    try databases[connection].rollOver(
                        gameID: "c\(connection)-g\(game)", player: player, game: "tiles", outcome: "won"
                    ) { totals in ["gamesWon": (totals["gamesWon"] ?? 0) + 1] }
                } catch {
                    failures.append("\(error)")
                }
            }
        }
        #expect(failures.messages.isEmpty)
        #expect(try databases[1].statTotals(player: player, game: "tiles") == ["gamesWon": Int64(2 * perConnection)])
    }
}

/// Collects errors from concurrent work for one assertion at the end.
final class FailureLog: Sendable {
    private let stored = Mutex<[String]>([])
    func append(_ message: String) { stored.withLock { $0.append(message) } }
    var messages: [String] { stored.withLock { $0 } }
}
