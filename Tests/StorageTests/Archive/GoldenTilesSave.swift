import Foundation
import GameCore
import GameRules
import SaveFiles
import Tiles

// Test-only: the shape of a real Tiles save in format version 1, and the fixed value the
// committed golden archive (Golden/tiles-format1.clearfield-save) was written from by
// Golden/regenerate.sh. The script builds this file outside SwiftPM with GameCore, Tiles and
// Storage's archive sources, so it must import nothing else (not Testing). Never change the keys or the sample:
// the point is that the bytes written once keep decoding.

struct GoldenTilesSave: Codable, Equatable {
    struct Params: Codable, Equatable {
        var levelNumber: Int
        var mapHash: UInt64

        private enum CodingKeys: String, CodingKey {
            case levelNumber = "levelIx"
            case mapHash = "mapHash"
        }
    }

    enum Pause: String, Codable, Equatable {
        case running, paused
    }

    var kind: String
    var params: Params
    var seed: UInt64
    var log: [SessionAction<TilesMove>]
    /// How many of the logged steps are in effect (the rest can be redone).
    var undoPosition: Int
    var clockMilliseconds: Int64
    var cursorX: Int
    var cursorY: Int
    var pause: Pause
    var hintsUsed: Int?
    var startedAt: Date

    private enum CodingKeys: String, CodingKey {
        case kind = "kind"
        case params = "params"
        case seed = "seed"
        case log = "log"
        case undoPosition = "undoPosition"
        case clockMilliseconds = "clockMs"
        case cursorX = "cursorX"
        case cursorY = "cursorY"
        case pause = "pause"
        case hintsUsed = "hintsUsed"
        case startedAt = "startedAt"
    }

    static let kindName = "tiles"

    static let sample = GoldenTilesSave(
        kind: kindName,
        params: Params(levelNumber: 7, mapHash: 0xC1EA_F1E1_D000_0007),
        seed: 0xFEED_FACE_CAFE_BEEF,
        log: [
            .move(TilesMove(Point(x: 0, y: 9))),
            .move(TilesMove(Point(x: 3, y: 8))),
            .undo,
            .redo,
            .move(TilesMove(Point(x: 11, y: 4))),
            .hint,
            .restart,
            .move(TilesMove(Point(x: 2, y: 2))),
            .undo,
        ],
        undoPosition: 4,
        clockMilliseconds: 95_250,
        cursorX: 2,
        cursorY: 3,
        pause: .paused,
        hintsUsed: 1,
        startedAt: Date(timeIntervalSince1970: 1_795_000_000.5)
    )

    static let summary = SaveSummary(
        game: "Tiles",
        detail: "Level 7",
        playTimeMilliseconds: 95_250,
        savedAt: Date(timeIntervalSince1970: 1_795_000_123.25)
    )
}

/// The same kind of save with its log packed (`PackedActionLog`), the form a long game should
/// use; it pins the packed byte layout as well as the archive around it.
struct GoldenPackedTilesSave: Codable, Equatable {
    var levelNumber: Int
    var log: PackedActionLog<TilesMove>
    var clockMilliseconds: Int64

    private enum CodingKeys: String, CodingKey {
        case levelNumber = "levelIx"
        case log = "log"
        case clockMilliseconds = "clockMs"
    }

    /// 300 actions from plain arithmetic (not a random generator, which could change).
    static let sample = GoldenPackedTilesSave(
        levelNumber: 42,
        log: PackedActionLog((0..<300).map { index -> SessionAction<TilesMove> in
            switch index % 25 {
            case 7: .undo
            case 8: .redo
            case 19: .hint
            case 24: .restart
            default: .move(TilesMove(Point(x: (index * 5) % 16, y: (index * 7) % 12 - (index == 150 ? 200 : 0))))
            }
        }),
        clockMilliseconds: 1_234_567
    )

    static let summary = SaveSummary(
        game: "Tiles",
        detail: "Level 42",
        playTimeMilliseconds: 1_234_567,
        savedAt: Date(timeIntervalSince1970: 1_795_000_456)
    )
}
