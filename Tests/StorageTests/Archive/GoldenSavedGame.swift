import Foundation
import GameCore
import Progress
import SaveFiles
import Tiles

// Test-only: a real Tiles save (`SavedGame`, the payload the game writes) in format version 1,
// the value Golden/tiles-game-format1.clearfield-save was written from by Golden/regenerate.sh.
// The script builds this file outside SwiftPM, so it imports only GameCore, Tiles, Progress and
// Storage. Never change the sample: the point is that the bytes written once keep decoding.

enum GoldenSavedGame {
    static let kind = "tiles"
    static let gameID = "5A1D0C3E-7B2F-4E61-9D84-0C3A5F6B7E21"
    static let started = Date(timeIntervalSince1970: 1_795_000_000)

    static let log: [SessionAction<TilesMove>] = [
        .move(TilesMove(Point(x: 0, y: 9))),
        .undo,
        .redo,
        .hint,
        .move(TilesMove(Point(x: 3, y: 8))),
        .undo,
    ]

    /// The stats as Progress kept them for that log (an empty achievement catalog, so the
    /// sample does not depend on the shipped achievements).
    static func progress() throws -> GameProgress {
        var player = try PlayerProgress(catalog: .empty(games: TestGames.catalogs))
        var (game, _) = try player.startGame(.tiles(level: 7), at: Instant(nanoseconds: 0), date: started)
        let turns: [[GameEvent]] = [
            [.groupRemoved(size: 3, color: 1, points: 1)],
            [.undone],
            [.redone],
            [.hintUsed],
            [.groupRemoved(size: 4, color: 2, points: 4)],
            [.undone],
        ]
        for (index, events) in turns.enumerated() {
            let second = UInt64(index + 1)
            _ = player.record(events, in: &game, turn: index + 1, at: Instant(nanoseconds: second * 1_000_000_000),
                              date: started.addingTimeInterval(Double(second)),
                              playTimeMilliseconds: Int64(second) * 1000)
        }
        return game
    }

    static let section = SavedTilesGame(levelNumber: 7, mapHash: 0x9E37_79B9_7F4A_7C15, log: log, position: 1,
                                        cursor: Point(x: 2, y: 5))

    static func sample() throws -> SavedGame {
        try SavedGame.format1(kind: "tiles", section: section, playMilliseconds: 95_250, paused: true,
                              progress: SavedGameProgress(gameID: gameID, game: try progress()))
    }

    static let summary = SaveSummary(game: "Tiles", detail: "Level 7", playTimeMilliseconds: 95_250,
                                     savedAt: Date(timeIntervalSince1970: 1_795_000_321.5))
}
