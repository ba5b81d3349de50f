@testable import StatsUI
@testable import Midend
import Foundation
import GameCore
import Progress
import LocalDatabase
import Tiles
import Testing
@testable import UITestSupport

/// The keeper on its own: game reports in, database rows out.
@Suite struct ProgressKeeperTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// Reports one moment of a Tiles game on level 1.
    static func report(_ moment: GameReport.Moment, turn: Int, seconds: Int = 0) -> GameReport {
        GameReport(context: .tiles(level: 1), moment: moment, turn: turn, playMilliseconds: seconds * 1000,
                   instant: Instant(nanoseconds: UInt64(seconds) * 1_000_000_000),
                   date: start.addingTimeInterval(Double(seconds)))
    }

    /// Level 1 of the fixtures (two pairs) cleared in two moves.
    static func clearLevelOne(_ keeper: ProgressKeeper, ending outcome: GameOutcome? = .won) -> [String] {
        var banners = keeper.report(report(.started, turn: 0))
        banners += keeper.report(report(.turn([.groupRemoved(size: 2, color: 0, points: 0)]), turn: 1, seconds: 1))
        banners += keeper.report(report(.turn([.groupRemoved(size: 2, color: 1, points: 0),
                                               .levelCleared(level: 1, score: 1000, moves: 2, stars: 3, bonus: 1000)]),
                                        turn: 2, seconds: 2))
        if let outcome { banners += keeper.report(report(.ended(outcome), turn: 2, seconds: 2)) }
        return banners
    }

    @Test func aGameIsRolledOverExactlyOnceEvenIfEndedTwice() throws {
        let fixture = try ProgressFixture()
        _ = Self.clearLevelOne(fixture.keeper)
        let again = fixture.keeper.report(Self.report(.ended(.won), turn: 2, seconds: 3))
        #expect(again.isEmpty)
        let totals = try fixture.totals()
        #expect(totals["tiles.gamesFinished"] == 1 && totals["tiles.gamesWon"] == 1)
        #expect(totals["tiles.tilesCleared"] == 4)
        #expect(fixture.keeper.totals(for: .tiles)[try fixture.keeper.totals(for: .tiles).schema.handle("tiles.gamesWon")] == 1)

        // The store refuses a second rollover of one id too.
        let finished = try #require(fixture.keeper.lastGame)
        let replay = PendingRollover(gameID: "replayed", result: finished)
        #expect(try fixture.store.rollOver(replay, achievements: AchievementState()) != nil)
        #expect(try fixture.store.rollOver(replay, achievements: AchievementState()) == nil)
        #expect(try fixture.totals()["tiles.gamesWon"] == 2)
    }

    @Test func unlocksAreStoredAtOnceNotOnlyAtTheEnd() throws {
        let fixture = try ProgressFixture()
        _ = fixture.keeper.report(Self.report(.started, turn: 0))
        let banners = fixture.keeper.report(
            Self.report(.turn([.groupRemoved(size: 2, color: 0, points: 0)]), turn: 1, seconds: 1))
        #expect(banners == ["Achievement unlocked: First Pop (+5)"])
        let stored = try fixture.database.achievementStates(player: fixture.player.id)
        let firstPop = try #require(stored.first { $0.achievementID == "org.example.first-group" })
        #expect(firstPop.earnedCount == 1)
        #expect(firstPop.firstEarnedAt == Self.start.addingTimeInterval(1))
        #expect(try fixture.totals().isEmpty, "the totals wait for the end of the game")
        #expect(fixture.keeper.gameInProgress != nil)
    }

    @Test func playTimeTicksUnlockTimeBasedAchievements() throws {
        let fixture = try ProgressFixture()
        _ = fixture.keeper.report(Self.report(.started, turn: 0))
        var banners: [String] = []
        for second in 1...5 { banners += fixture.keeper.report(Self.report(.tick, turn: 0, seconds: second)) }
        #expect(banners == ["Achievement unlocked: Warming Up (+5)"])
        #expect(fixture.keeper.achievementStatuses.first { $0.id == "org.example.warm-up" }?.isEarned == true)
    }

    @Test func aFailedWriteIsToldKeptAndRetriedAtTheNextRollover() throws {
        let fixture = try ProgressFixture()
        fixture.store.failing = true
        let banners = Self.clearLevelOne(fixture.keeper)
        #expect(banners.contains("Achievement not saved yet (the database is busy): kept, saved later"))
        #expect(banners.contains("Database busy: results kept, will retry"))
        #expect(fixture.keeper.pending.count == 1)
        #expect(fixture.keeper.hasUnsavedChanges)
        #expect(try fixture.totals().isEmpty)
        let wonHandle = try fixture.keeper.totals(for: .tiles).schema.handle("tiles.gamesWon")
        #expect(fixture.keeper.totals(for: .tiles)[wonHandle] == 1, "the game still counts in memory")

        fixture.store.failing = false
        _ = fixture.keeper.report(Self.report(.started, turn: 0))
        _ = fixture.keeper.report(Self.report(.ended(.abandoned), turn: 0, seconds: 1))
        #expect(fixture.keeper.pending.isEmpty && !fixture.keeper.hasUnsavedChanges)
        let totals = try fixture.totals()
        #expect(totals["tiles.gamesWon"] == 1 && totals["tiles.gamesAbandoned"] == 1)
        #expect(totals["tiles.gamesStarted"] == 2)
        let stored = try fixture.database.achievementStates(player: fixture.player.id)
        #expect(stored.first { $0.achievementID == "org.example.first-clear" }?.earnedCount == 1)
    }

    @Test func whatCannotBeWrittenAtExitIsWrittenAtTheNextStart() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("clearfield-keeper-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("unsaved-progress.json")
        let database = try AppDatabase.inMemory()
        let first = try ProgressFixture(database: database, unsavedFile: file)
        first.store.failing = true
        _ = Self.clearLevelOne(first.keeper)
        let message = try #require(first.keeper.close())
        #expect(message.contains("they were kept and will be saved at the next start"))
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(try first.totals().isEmpty)

        let second = try ProgressFixture(database: database, unsavedFile: file, seed: 8)
        #expect(second.keeper.loadWarnings.isEmpty)
        #expect(try second.totals()["tiles.gamesWon"] == 1)
        #expect(try second.database.achievementStates(player: second.player.id)
            .first { $0.achievementID == "org.example.first-clear" }?.earnedCount == 1)
        #expect(!FileManager.default.fileExists(atPath: file.path), "nothing is left waiting")
        #expect(second.keeper.close() == nil)
    }

    @Test func anUnreadableLeftoverFileIsReportedOnceAndSetAside() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("clearfield-keeper-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("unsaved-progress.json")
        try Data("{ not json".utf8).write(to: file)
        let database = try AppDatabase.inMemory()
        let first = try ProgressFixture(database: database, unsavedFile: file)
        #expect(first.keeper.loadWarnings.count == 1)
        #expect(first.keeper.loadWarnings.first?.contains("could not be read") == true)
        #expect(FileManager.default.fileExists(atPath: file.path + ".unreadable"))
        let second = try ProgressFixture(database: database, unsavedFile: file)
        #expect(second.keeper.loadWarnings.isEmpty)
    }

    @Test func resettingAchievementsKeepsTheStatsAndStartsOver() throws {
        let fixture = try ProgressFixture()
        _ = Self.clearLevelOne(fixture.keeper)
        let statsBefore = try fixture.totals()
        try fixture.keeper.resetAchievements()
        #expect(try fixture.totals() == statsBefore)
        #expect(fixture.keeper.achievementSummary.earned == 0)
        #expect(fixture.keeper.achievementStatuses.first { $0.id == "org.example.tiles-10" }?.progress.current == 0,
                "counted again from the reset, not from the 4 tiles already cleared")
        // Loaded again, nothing comes back.
        let reloaded = try ProgressFixture(database: fixture.database)
        #expect(reloaded.keeper.achievementSummary.earned == 0)
        #expect(reloaded.keeper.achievementStatuses.first { $0.id == "org.example.tiles-10" }?.progress.current == 0)
        // A failed reset changes nothing.
        _ = Self.clearLevelOne(reloaded.keeper)
        reloaded.store.failing = true
        #expect(throws: FlakyStore.Locked.self) { try reloaded.keeper.resetAchievements() }
        // Level 1 was passed before the reset: clearing it again is not a new level.
        #expect(reloaded.keeper.achievementSummary.earned == 1)
    }

    @Test func aSavedGameResumesUnderItsIdAndIsRolledOverOnceWhenItEnds() throws {
        let fixture = try ProgressFixture()
        _ = fixture.keeper.report(Self.report(.started, turn: 0))
        _ = fixture.keeper.report(Self.report(.turn([.groupRemoved(size: 2, color: 0, points: 0)]), turn: 1, seconds: 1))
        let saved = try #require(fixture.keeper.gameToSave)
        #expect(try fixture.totals().isEmpty, "saving is not ending")

        // Another run of the game brings it back.
        let later = try ProgressFixture(database: fixture.database, seed: 99)
        let banners = later.keeper.resumeGame(id: saved.id, progress: saved.progress,
                                              at: Instant(nanoseconds: 0), date: Self.start)
        #expect(banners.isEmpty, "First Pop was earned before the save: not granted again")
        _ = later.keeper.report(Self.report(.turn([.groupRemoved(size: 2, color: 1, points: 0),
                                                   .levelCleared(level: 1, score: 1000, moves: 2, stars: 3, bonus: 1000)]),
                                            turn: 2, seconds: 2))
        _ = later.keeper.report(Self.report(.ended(.won), turn: 2, seconds: 2))
        let totals = try later.totals()
        #expect(totals["tiles.tilesCleared"] == 4 && totals["tiles.gamesWon"] == 1)
        #expect(try later.database.isFinished(gameID: saved.id))
        #expect(try fixture.store.rollOver(PendingRollover(gameID: saved.id, result: try #require(later.keeper.lastGame)),
                                           achievements: AchievementState()) == nil, "never twice")
    }

    @Test func aSuspendedGameIsNotEndedByTheNextStart() throws {
        let fixture = try ProgressFixture()
        _ = fixture.keeper.report(Self.report(.started, turn: 0))
        _ = fixture.keeper.report(Self.report(.turn([.groupRemoved(size: 2, color: 0, points: 0)]), turn: 1, seconds: 1))
        let saved = try #require(fixture.keeper.gameToSave)
        fixture.keeper.suspendGame()
        #expect(fixture.keeper.gameInProgress == nil && fixture.keeper.gameToSave == nil)
        // Another game starts and ends: only it is counted; the suspended one waits in its save.
        _ = Self.clearLevelOne(fixture.keeper)
        let totals = try fixture.totals()
        #expect(totals["tiles.gamesStarted"] == 1 && totals["tiles.gamesAbandoned"] == 0)
        #expect(try !fixture.database.isFinished(gameID: saved.id))
        // An ended report with no game open changes nothing.
        _ = fixture.keeper.report(Self.report(.ended(.abandoned), turn: 1, seconds: 1))
        #expect(try fixture.totals() == totals)
    }

    @Test func gameIDsAreReproducibleAndDistinct() {
        var first = GameIDGenerator(seed: 42)
        var second = GameIDGenerator(seed: 42)
        let ids = (0..<100).map { _ in first.next() }
        #expect(ids == (0..<100).map { _ in second.next() })
        #expect(Set(ids).count == 100)
        let shape = "^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$"
        #expect(ids.allSatisfy { $0.range(of: shape, options: .regularExpression) != nil })
    }

    @Test func statsTablePutsTheGameBesideTheTotals() throws {
        let catalog = try TilesStats.catalog()
        var totals = catalog.freshTotals()
        try totals.add(90_500, to: "tiles.playTime")
        var game = Stats(schema: catalog.game)
        try game.add(3, to: "tiles.tilesCleared")
        let table = StatsTable(totals: totals, game: game)
        #expect(table.hasGameColumn)
        #expect(table.rows.first { $0.label == "Play time" } == .init(label: "Play time", game: "0:00", total: "1:30"))
        #expect(table.rows.first { $0.label == "Tiles cleared" }?.game == "3")
        #expect(table.rows.first { $0.label == "Games won" } == .init(label: "Games won", game: nil, total: "0"))
        #expect(table.rows.last == .init(label: "Level cleared", game: "–", total: nil))
        #expect(table.rows.count == catalog.totals.count + 1)
        #expect(StatsTable(totals: totals, game: nil).rows.count == catalog.totals.count)
    }
}

/// The Stats screen must not give away a Mines board that is still hidden.
@Suite struct StatsSecrecyTests {
    static func minesReport(_ moment: GameReport.Moment, turn: Int, seconds: Int = 0) -> GameReport {
        GameReport(context: .mines(board: .beginner), moment: moment, turn: turn,
                   playMilliseconds: seconds * 1000, instant: Instant(nanoseconds: UInt64(seconds) * 1_000_000_000),
                   date: ProgressKeeperTests.start.addingTimeInterval(Double(seconds)))
    }

    @Test func correctFlagsOfAGameInProgressStayHiddenUntilItEnds() throws {
        let fixture = try ProgressFixture()
        _ = fixture.keeper.report(Self.minesReport(.started, turn: 0))
        _ = fixture.keeper.report(Self.minesReport(.turn([.cellsRevealed(count: 9)]), turn: 1, seconds: 1))
        _ = fixture.keeper.report(Self.minesReport(.turn([.flagPlaced(correct: true)]), turn: 2, seconds: 2))
        let context = Fixtures.context(fixture.environment(clock: ManualClock()))
        let playing = StatsScreen(kind: .mines).frame(context).text
        #expect(playing.contains("This game: Mines"))
        #expect(ProgressFlowTests.row(playing, "Correct flags", StatsTable.withheld, "0"),
                "a flag on a mine must not show as correct while the board is hidden")
        #expect(ProgressFlowTests.row(playing, "Flags placed", "1", "0"), "what the player can see still shows")
        #expect(ProgressFlowTests.row(playing, "Cells revealed", "9", "0"))

        _ = fixture.keeper.report(Self.minesReport(.ended(.abandoned), turn: 2, seconds: 3))
        let ended = StatsScreen(kind: .mines).frame(context).text
        #expect(ended.contains("Last game: Mines"))
        #expect(ProgressFlowTests.row(ended, "Correct flags", "1", "1"), "once the game is over it may be told")
    }
}
