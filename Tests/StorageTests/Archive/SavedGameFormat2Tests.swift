import Foundation
import Leaderboards
@testable import SaveFiles
import Testing

/// Save format 2: the same keys for every game, the game's own values opaque to Storage.
@Suite struct SavedGameFormat2Tests {
    static let play = SavedPlay(params: Data(#"{"level":3}"#.utf8), seed: .max, log: Data([2, 1, 0x08, 5]),
                                interface: Data(#"{"cursor":[1,2]}"#.utf8))

    static func encoded(_ game: SavedGame) throws -> Data {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        return try encoder.encode(game)
    }

    @Test func aGameOfAnyKindRoundTripsUnderTheDocumentedKeys() throws {
        let game = SavedGame(kind: "lights-out", play: Self.play, playMilliseconds: 12_345, paused: true, progress: nil)
        let bytes = try Self.encoded(game)
        let keys = try #require(try PropertyListSerialization.propertyList(from: bytes, format: nil) as? [String: Any])
        #expect(Set(keys.keys) == ["kind", "params", "seed", "log", "interface", "clockMs", "paused"])
        let back = try PropertyListDecoder().decode(SavedGame.self, from: bytes)
        #expect(back == game)
        #expect(back.format == 2)
    }

    @Test func theSeedsOriginIsAnOptionalKeyAndAnUnknownOneReadsAsNone() throws {
        var play = Self.play
        play.origin = .dealt
        let game = SavedGame(kind: "mines", play: play, playMilliseconds: 5, paused: false, progress: nil)
        let bytes = try Self.encoded(game)
        var root = try #require(try PropertyListSerialization.propertyList(from: bytes, format: nil) as? [String: Any])
        #expect(root["origin"] as? String == "dealt")
        #expect(try PropertyListDecoder().decode(SavedGame.self, from: bytes) == game)
        for stranger in ["handed-down", ""] {
            root["origin"] = stranger
            let edited = try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
            let read = try PropertyListDecoder().decode(SavedGame.self, from: edited)
            #expect(read.contents == .play(Self.play), "an origin this version does not know is none: \(stranger)")
        }
    }

    @Test func aFormat1SectionIsHandedOnAndWrittenBackAsItWas() throws {
        struct Section: Codable, Equatable {
            var levelNumber: Int
            var log: Data
            var cursorX: Int

            private enum CodingKeys: String, CodingKey {
                case levelNumber = "levelIx", log, cursorX
            }
        }
        let section = Section(levelNumber: 7, log: Data([1, 2, 3]), cursorX: -2)
        let game = try SavedGame.format1(kind: "tiles", section: section, playMilliseconds: 5, paused: false, progress: nil)
        let bytes = try Self.encoded(game)
        let keys = try #require(try PropertyListSerialization.propertyList(from: bytes, format: nil) as? [String: Any])
        #expect(Set(keys.keys) == ["kind", "tiles", "clockMs", "paused"], "format 1's layout")
        let back = try PropertyListDecoder().decode(SavedGame.self, from: bytes)
        #expect(back.format == 1)
        let read: Section = try back.section()
        #expect(read == section)
    }

    @Test func aFormat1SaveOfAGameWithoutItsSectionIsRefusedByName() throws {
        let bytes = try Self.encoded(try SavedGame.format1(kind: "tiles", section: ["a": 1], playMilliseconds: 5,
                                                          paused: false, progress: nil))
        var root = try #require(try PropertyListSerialization.propertyList(from: bytes, format: nil) as? [String: Any])
        root["kind"] = "chess"
        let renamed = try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
        #expect(throws: DecodingError.self) { try PropertyListDecoder().decode(SavedGame.self, from: renamed) }
    }
}
