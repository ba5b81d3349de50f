import Foundation
import GameCore
import Mines
import Progress
import SaveFiles

// Test-only: a real Mines save (`SavedGame`, the payload the game writes) in format version 1,
// the value Golden/mines-game-format1.clearfield-save was written from by Golden/regenerate.sh.
// The script builds this file outside SwiftPM, so it imports only GameCore, Mines, Progress and
// Storage. Never change the sample: the point is that the bytes written once keep decoding, and
// (AppTests) keep resuming to the same game.
//
// The game: an endless run on seed 0xC0FFEE0000000007 with question marks on. Level 1 cleared
// (with a hint), level 2 begun: its first reveal, a flag, a flag turned into a question mark, a
// hint and a chord. Paused, 1:03.5 played, level 1 cleared in 41.25 s.

enum GoldenMinesSavedGame {
    static let kind = "mines"
    static let gameID = "0B5E55ED-3C1A-4D7E-8F20-6A9B1C2D3E4F"
    static let started = Date(timeIntervalSince1970: 1_795_100_000)
    static let setup = MinesSetup(mode: .endless, seed: 0xC0FF_EE00_0000_0007,
                                  settings: MinesSettings(style: .noGuess, questionMarks: true))

    static let log: [SessionAction<MinesMove>] = [
        .move(.reveal(Point(x: 4, y: 4))),
        .move(.reveal(Point(x: 7, y: 3))),
        .move(.reveal(Point(x: 7, y: 5))),
        .hint,
        .move(.reveal(Point(x: 7, y: 7))),
        .move(.nextBoard),
        .move(.reveal(Point(x: 4, y: 4))),
        .move(.flag(Point(x: 6, y: 4))),
        .move(.flag(Point(x: 4, y: 1))),
        .move(.flag(Point(x: 4, y: 1))),
        .hint,
        .move(.chord(Point(x: 5, y: 3))),
    ]

    /// The events each action of the log gave, as the session reported them.
    static let turns: [[GameEvent]] = [
        [.cellsRevealed(count: 55)],
        [.cellsRevealed(count: 1)],
        [.cellsRevealed(count: 1)],
        [.hintUsed],
        [.cellsRevealed(count: 1), .boardCleared(level: 1, threeBV: 4, clicks: 4)],
        [],
        [.cellsRevealed(count: 38)],
        [.flagPlaced(correct: true)],
        [.flagPlaced(correct: true)],
        [.flagRemoved(correct: true)],
        [.hintUsed],
        [.chorded(revealed: 2), .cellsRevealed(count: 2)],
    ]

    /// The stats as Progress kept them for that log (an empty achievement catalog, so the
    /// sample does not depend on the shipped achievements).
    static func progress() throws -> GameProgress {
        var player = try PlayerProgress(catalog: .empty(games: TestGames.catalogs))
        var (game, _) = try player.startGame(.mines(board: .endless), at: Instant(nanoseconds: 0), date: started)
        for (index, events) in turns.enumerated() {
            let milliseconds = UInt64(index + 1) * 5_000
            _ = player.record(events, in: &game, turn: index + 1, at: Instant(nanoseconds: milliseconds * 1_000_000),
                              date: started.addingTimeInterval(Double(milliseconds) / 1000),
                              playTimeMilliseconds: Int64(milliseconds))
        }
        return game
    }

    static let section = SavedMinesGame(setup: setup, log: log, level: 2, boardStartMilliseconds: 41_250,
                                        clearedMilliseconds: [41_250], cursor: Point(x: 5, y: 3))

    static func sample() throws -> SavedGame {
        try SavedGame.format1(kind: "mines", section: section, playMilliseconds: 63_500, paused: true,
                              progress: SavedGameProgress(gameID: gameID, game: try progress()))
    }

    static let summary = SaveSummary(game: "Mines", detail: "Endless level 2", playTimeMilliseconds: 63_500,
                                     savedAt: Date(timeIntervalSince1970: 1_795_100_321.75))
}
