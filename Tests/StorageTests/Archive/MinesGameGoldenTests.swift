import Foundation
import GameCore
import Mines
import Progress
import SaveFiles
import Testing

/// The game's own save payload for Mines (`SavedGame` with its Mines section), format version 1,
/// written once by Golden/regenerate.sh: every later build must still load it. If this fails, old
/// saves no longer load: add a migration rather than regenerate the file. (AppTests resumes the
/// same file, so a change of the generator that would rebuild other boards fails there.)
@Suite struct MinesGameGoldenTests {
    private func goldenFile() throws -> URL {
        try #require(Bundle.module.url(forResource: "mines-game-format1", withExtension: "clearfield-save",
                                       subdirectory: "Golden"), "missing golden file")
    }

    @Test func formatVersion1MinesGameStillLoads() throws {
        let loaded = try TestGames.archive().read(from: goldenFile()).get()
        #expect(loaded.header.formatVersion == 1)
        #expect(loaded.header.kind == "mines")
        #expect(loaded.header.summary == GoldenMinesSavedGame.summary)
        let saved = loaded.payload
        #expect(saved.format == 1)
        #expect(saved.progress?.gameID == (try GoldenMinesSavedGame.sample()).progress?.gameID)
        #expect(saved.progress?.game.stats.storedValues.isEmpty == false)
        #expect(saved.kind == "mines" && saved.paused && saved.playMilliseconds == 63_500)
        // The section is Mines' own (format 1): Storage hands it on, the game's module reads it.
        let mines: SavedMinesGame = try saved.section()
        #expect(mines == GoldenMinesSavedGame.section)
        #expect(mines.setup.mode == .endless)
        #expect(mines.setup.seed == 0xC0FF_EE00_0000_0007)
        #expect(mines.setup.settings == MinesSettings(style: .noGuess, questionMarks: true))
        #expect(mines.log.actions == GoldenMinesSavedGame.log)
        #expect(mines.level == 2 && mines.boardStartMilliseconds == 41_250 && mines.clearedMilliseconds == [41_250])
        #expect(mines.cursor == Point(x: 5, y: 3))
        let progress = try #require(saved.progress)
        #expect(progress.gameID == GoldenMinesSavedGame.gameID)
        #expect(progress.game.context == .mines(board: .endless))
        #expect(progress.game.tracker.lastTurn == 12)
        #expect(try progress.game.stats.value(named: "mines.hints") == 2)
    }

    @Test func theGoldenMinesPayloadHasTheDocumentedKeys() throws {
        let bytes = try Data(contentsOf: goldenFile())
        let root = try #require(try PropertyListSerialization.propertyList(from: bytes, format: nil) as? [String: Any])
        let payload = try #require(root["payload"] as? Data)
        let game = try #require(try PropertyListSerialization.propertyList(from: payload, format: nil) as? [String: Any])
        #expect(Set(game.keys) == ["kind", "mines", "clockMs", "paused", "progress"])
        #expect(game["kind"] as? String == "mines")
        let mines = try #require(game["mines"] as? [String: Any])
        #expect(Set(mines.keys) == ["mode", "seed", "noGuess", "questionMarks", "log", "level", "boardStartMs",
                                    "clearedMs", "cursorX", "cursorY"])
        #expect(mines["mode"] as? String == "endless")
        #expect(mines["log"] is Data, "the log is packed")
    }
}
