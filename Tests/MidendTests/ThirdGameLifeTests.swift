import Foundation
import GameCore
import GameRules
import LightsOutGame
@testable import Midend
import Progress
import SaveFiles
import LocalDatabase
import Testing

/// A third game, defined only in these tests, lives a whole life through the registry and the
/// midend with the program's own Progress and Storage, unchanged: started, played, paused,
/// saved, put away, resumed from its save, verified, won, and rolled over into the player's totals.
@Suite struct ThirdGameLifeTests {
    /// What the app's effect runner does, with the same Progress and Storage pieces: the reports
    /// to the keeper, the saves to an archive, the save's removal, putting a game away.
    final class World {
        let database: AppDatabase
        let player: PlayerIdentity
        let keeper: ProgressKeeper
        let folder: URL
        let archive = SaveArchive<SavedGame>(userInfo: TestRegistry.catalogs.decodingUserInfo)
        let clock = ManualClock()
        var file: URL { folder.appendingPathComponent("game.clearfield-save") }

        init() throws {
            database = try AppDatabase.inMemory()
            player = PlayerIdentity(try database.currentPlayer(named: "ada"))
            keeper = try ProgressKeeper(
                catalog: .empty(games: TestRegistry.catalogs),
                store: DatabaseProgressStore(database: database, player: player, unsavedFile: nil,
                                             games: TestRegistry.catalogs),
                playerName: player.name, gameIDs: GameIDGenerator(seed: 3))
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("midend-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        var moment: GameMoment { GameMoment(clock) }

        func run<BackEnd: GameBackEnd>(_ effects: [GameEffect], of play: GamePlay<BackEnd>) throws {
            for effect in effects {
                switch effect {
                case .retireSavedGame: break
                case .report(let report): _ = keeper.report(report)
                case .autosave:
                    let saved = SavedGame(
                        kind: BackEnd.kind.rawValue, play: try play.savedPlay(),
                        playMilliseconds: Int64(play.playMilliseconds(at: clock.now())), paused: play.isPaused,
                        progress: keeper.gameToSave.map { SavedGameProgress(gameID: $0.id, game: $0.progress) })
                    try archive.write(saved, kind: saved.kind, summary: SaveSummary(
                        game: BackEnd.title, detail: "", playTimeMilliseconds: saved.playMilliseconds,
                        savedAt: clock.wallTime()), to: file)
                case .removeSave: try archive.remove(file)
                case .suspendProgress: keeper.suspendGame()
                case .rank: break
                }
            }
        }
    }

    @Test func aGameUnknownToAppProgressAndStorageLivesItsWholeLife() throws {
        let world = try World()
        let backEnd = try #require(TestRegistry.registry.backEnd(forKind: "lights-out"))
        #expect(backEnd.title == "Lights Out")

        // Started and played.
        // The first seeded board that takes at least three presses, so the game outlives its save.
        let params = LightsOutParams(scramble: 9)
        let seed = try #require((UInt64(1)...200).first { seed in
            (try? LightsOutBackEnd.newGame(GameSetup(params: params, seed: seed))).map {
                LightsOutBackEnd.solution(from: $0).count >= 3
            } ?? false
        })
        // Dealt: a chosen seed would be practice, which keeps no best.
        var play = try GamePlay<LightsOutBackEnd>(GameSetup(params: params, seed: seed), origin: .dealt)
        play.show(true, at: world.clock.now())
        try world.run(play.start(at: world.moment), of: play)
        let solution = LightsOutBackEnd.solution(from: play.state)
        #expect(solution.count >= 3)
        let first = solution[0]
        world.clock.advance(milliseconds: 800)
        try world.run(play.play(LightsOutMove(first), at: world.moment).effects, of: play)
        // Paused (saved as it pauses), then put away.
        world.clock.advance(milliseconds: 400)
        try world.run(play.pause(at: world.moment), of: play)
        world.clock.advance(milliseconds: 60_000)
        try world.run(play.suspend(at: world.clock.now()), of: play)
        #expect(world.keeper.gameInProgress == nil, "put away, not rolled over")

        // Resumed from its save: the archive read back, the game rebuilt by the replay.
        let loaded = try world.archive.read(from: world.file).get().payload
        #expect(loaded.kind == "lights-out" && loaded.format == 2 && loaded.paused)
        guard case .play(let values) = loaded.contents else {
            Issue.record("not a format-2 save")
            return
        }
        var resumed = try GamePlay<LightsOutBackEnd>.resume(values, playMilliseconds: loaded.playMilliseconds,
                                                             paused: loaded.paused).get()
        #expect(resumed.state == play.state && resumed.log == play.log)
        #expect(resumed.log.entries.map(\.offset) == [800])
        let kept = try #require(loaded.progress)
        _ = world.keeper.resumeGame(id: kept.gameID, progress: kept.game, at: world.clock.now(),
                                    date: world.clock.wallTime())

        // Played to the end: won, rolled over, its save removed.
        resumed.resume(at: world.clock.now())
        resumed.show(true, at: world.clock.now())
        for cell in solution.dropFirst() {
            world.clock.advance(milliseconds: 500)
            try world.run(resumed.play(LightsOutMove(cell), at: world.moment).effects, of: resumed)
        }
        #expect(resumed.lifecycle == .ended && resumed.outcome == .won)
        #expect(!FileManager.default.fileExists(atPath: world.file.path), "the save went with the game")
        let totals = try world.database.statTotals(player: world.player.id, game: "lights-out")
        #expect(totals["lights-out.gamesStarted"] == 1 && totals["lights-out.gamesWon"] == 1,
                "one game, counted once though it was put away and resumed: \(totals)")
        #expect(totals["lights-out.fewestMoves"] == Int64(solution.count))
        #expect(totals["lights-out.toggles"] == Int64(solution.map { LightsOutState.mask(for: $0).nonzeroBitCount }
            .reduce(0, +)))

        // Verified from the stored bytes, through the registry, as a ranking would.
        let verified = try TestRegistry.registry.verify(
            kind: "lights-out", encodedSetup: LightsOutBackEnd.encode(resumed.setup),
            packedLog: resumed.log.packed(),
            claimedPlayMilliseconds: resumed.playMilliseconds(at: world.clock.now())).get()
        #expect(verified.status == .won && verified.moves == solution.count)
        #expect(verified.playMilliseconds == 800 + 400 + 500 * (solution.count - 1), "the pause and the time away left out")
    }
}
