import Foundation
import GameCore
import SaveFiles
import Testing
import Tiles

/// Saves written by format version 1 must load in every later build. The committed file was
/// written once by Golden/regenerate.sh; if this test fails, old saves no longer load: add a
/// migration rather than regenerate the file.
@Suite struct ArchiveGoldenTests {
    private func goldenFile(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: "clearfield-save", subdirectory: "Golden"),
                     "missing golden file \(name)")
    }

    @Test func formatVersion1TilesSaveStillLoads() throws {
        let file = try goldenFile("tiles-format1")
        let loaded = try SaveArchive<GoldenTilesSave>().read(from: file, expecting: "tiles").get()

        #expect(loaded.header.formatVersion == 1)
        #expect(loaded.header.kind == "tiles")
        #expect(loaded.header.summary.game == "Tiles")
        #expect(loaded.header.summary.detail == "Level 7")
        #expect(loaded.header.summary.playTimeMilliseconds == 95_250)
        #expect(loaded.header.summary.savedAt == Date(timeIntervalSince1970: 1_795_000_123.25))

        let save = loaded.payload
        #expect(save == GoldenTilesSave.sample)
        #expect(save.params.levelNumber == 7)
        #expect(save.params.mapHash == 0xC1EA_F1E1_D000_0007)
        #expect(save.seed == 0xFEED_FACE_CAFE_BEEF)
        #expect(save.log.count == 9)
        #expect(save.log.first == .move(TilesMove(Point(x: 0, y: 9))))
        #expect(save.log[2] == .undo)
        #expect(save.undoPosition == 4)
        #expect(save.clockMilliseconds == 95_250)
        #expect(save.pause == .paused)
        #expect(save.startedAt == Date(timeIntervalSince1970: 1_795_000_000.5))
    }

    @Test func formatVersion1HeaderLoadsWithoutThePayloadType() throws {
        let header = try ArchiveFile.readHeader(from: goldenFile("tiles-format1")).get()
        #expect(header.summary == GoldenTilesSave.summary)
    }

    @Test func theGoldenFileIsABinaryPropertyListWithTheDocumentedKeys() throws {
        // Read with Foundation's generic property list reader, not with SaveArchive: this pins
        // the container format itself, which other tools can inspect.
        let bytes = try Data(contentsOf: goldenFile("tiles-format1"))
        #expect(bytes.starts(with: Array("bplist00".utf8)))
        let root = try #require(try PropertyListSerialization.propertyList(from: bytes, format: nil) as? [String: Any])
        #expect(Set(root.keys) == ["magic", "formatVersion", "kind", "summary", "crc32", "payload"])
        #expect(root["magic"] as? String == "clearfield-save")
        let summary = try #require(root["summary"] as? [String: Any])
        #expect(Set(summary.keys) == ["game", "detail", "playTimeMs", "savedAt"])
        let payload = try #require(root["payload"] as? Data)
        let game = try #require(try PropertyListSerialization.propertyList(from: payload, format: nil) as? [String: Any])
        #expect(Set(game.keys) == ["kind", "params", "seed", "log", "undoPosition", "clockMs", "cursorX", "cursorY",
                                   "pause", "hintsUsed", "startedAt"])
    }

    @Test func formatVersion1PackedLogStillLoads() throws {
        let file = try goldenFile("tiles-packed-format1")
        let loaded = try SaveArchive<GoldenPackedTilesSave>().read(from: file, expecting: "tiles").get()
        #expect(loaded.header.summary == GoldenPackedTilesSave.summary)
        #expect(loaded.payload == GoldenPackedTilesSave.sample)
        let actions = loaded.payload.log.actions
        #expect(actions.count == 300)
        #expect(actions[7] == .undo && actions[8] == .redo && actions[19] == .hint && actions[24] == .restart)
        #expect(actions[150] == .move(TilesMove(Point(x: 14, y: -194))))

        // The packed bytes themselves: version 1, then 300 actions (zigzag 600 = 0xD8 0x04).
        let root = try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [String: Any]
        let payload = try #require(root?["payload"] as? Data)
        let game = try PropertyListSerialization.propertyList(from: payload, format: nil) as? [String: Any]
        let log = try #require(game?["log"] as? Data)
        #expect(Array(log.prefix(3)) == [1, 0xD8, 0x04])
    }
}
