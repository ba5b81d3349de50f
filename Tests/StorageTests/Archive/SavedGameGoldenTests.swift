import Foundation
import GameCore
import Progress
import SaveFiles
import Testing
import Tiles

/// The game's own save payload (`SavedGame`), format version 1, written once by
/// Golden/regenerate.sh: every later build must still load it. If this fails, old saves no longer
/// load: add a migration rather than regenerate the file.
@Suite struct SavedGameGoldenTests {
    private func goldenFile() throws -> URL {
        try #require(Bundle.module.url(forResource: "tiles-game-format1", withExtension: "clearfield-save",
                                       subdirectory: "Golden"), "missing golden file")
    }

    @Test func formatVersion1TilesGameStillLoads() throws {
        let loaded = try TestGames.archive().read(from: goldenFile()).get()
        #expect(loaded.header.kind == "tiles")
        #expect(loaded.header.summary == GoldenSavedGame.summary)
        let saved = loaded.payload
        #expect(saved.format == 1)
        #expect(saved.progress?.gameID == (try GoldenSavedGame.sample()).progress?.gameID)
        #expect(saved.progress?.game.stats.storedValues.isEmpty == false)
        #expect(saved.kind == "tiles" && saved.paused && saved.playMilliseconds == 95_250)
        // The section is Tiles' own (format 1): Storage hands it on, the game's module reads it.
        let tiles: SavedTilesGame = try saved.section()
        #expect(tiles == GoldenSavedGame.section)
        #expect(tiles.levelNumber == 7 && tiles.mapHash == 0x9E37_79B9_7F4A_7C15)
        #expect(tiles.log.actions == GoldenSavedGame.log)
        #expect(tiles.position == 1 && tiles.cursor == Point(x: 2, y: 5))
        let progress = try #require(saved.progress)
        #expect(progress.gameID == GoldenSavedGame.gameID)
        #expect(progress.game.context == .tiles(level: 7))
        #expect(progress.game.tracker.lastTurn == 6)
        #expect(try progress.game.stats.value(named: "tiles.undos") == 2)
        #expect(try progress.game.stats.value(named: "tiles.hints") == 1)
    }

    @Test func theGoldenPayloadHasTheDocumentedKeys() throws {
        let bytes = try Data(contentsOf: goldenFile())
        let root = try #require(try PropertyListSerialization.propertyList(from: bytes, format: nil) as? [String: Any])
        let payload = try #require(root["payload"] as? Data)
        let game = try #require(try PropertyListSerialization.propertyList(from: payload, format: nil) as? [String: Any])
        #expect(Set(game.keys) == ["kind", "tiles", "clockMs", "paused", "progress"])
        #expect(game["kind"] as? String == "tiles")
        let tiles = try #require(game["tiles"] as? [String: Any])
        #expect(Set(tiles.keys) == ["levelIx", "mapHash", "log", "position", "cursorX", "cursorY"])
        #expect(tiles["log"] is Data, "the log is packed")
        let progress = try #require(game["progress"] as? [String: Any])
        #expect(Set(progress.keys) == ["gameId", "game"])
    }

    @Test func aGameOfAnotherKindIsRefusedByName() throws {
        // A save of a game a later build may add, read by this one.
        struct LaterGame: Codable {
            var kind = "sudoku"
            var clockMs: Int64 = 0
            var paused = false
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("saved-game-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("sudoku.save")
        try SaveArchive<LaterGame>().write(LaterGame(), kind: "sudoku", summary: GoldenSavedGame.summary, to: file)
        guard case .failure(let problem) = TestGames.archive().read(from: file) else {
            Issue.record("a save of an unknown game decoded")
            return
        }
        #expect(problem.reason == .undecodablePayload(field: "kind", reason: "this version cannot resume a sudoku game"))
    }

    @Test(arguments: [Int64(-1), SavedGame.maximumPlayMilliseconds + 1, Int64.max])
    func aClockOutOfRangeIsRefused(milliseconds: Int64) throws {
        var sample = try GoldenSavedGame.sample()
        sample.playMilliseconds = milliseconds
        let bytes = try PropertyListEncoder().encode(sample)
        #expect(throws: DecodingError.self) { try TestGames.decoder().decode(SavedGame.self, from: bytes) }
        sample.playMilliseconds = SavedGame.maximumPlayMilliseconds
        let longest = try TestGames.decoder().decode(SavedGame.self, from: try PropertyListEncoder().encode(sample))
        #expect(longest.playMilliseconds == SavedGame.maximumPlayMilliseconds)
    }
}
