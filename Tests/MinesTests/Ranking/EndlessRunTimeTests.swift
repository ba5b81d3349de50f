import Foundation
import GameCore
import GameRules
import Leaderboards
import Testing
@testable import Mines

/// An endless run is measured by the time to clear the boards it cleared: the failed board
/// after them does not count (or dying fast would pay).
@Suite struct EndlessRunTimeTests {
    struct Played {
        var state = MinesState(mode: .endless, seed: 7)
        var log = TimedLog<MinesMove>()

        mutating func play(_ move: MinesMove, at offset: Int) throws {
            state = try #require(state.applying(move)).state
            log.append(.move(move), at: offset)
        }
    }

    @Test func theFailedBoardIsNotInTheRunsTime() throws {
        var played = Played()
        let centre = Point(x: played.state.board.width / 2, y: played.state.board.height / 2)
        try played.play(.reveal(centre), at: 1_000)
        var offset = 1_000
        let layout = try #require(played.state.board.layout)
        for y in 0..<played.state.board.height {
            for x in 0..<played.state.board.width where played.state.board.outcome == .playing {
                let point = Point(x: x, y: y)
                guard !layout.isMine(at: point), let step = played.state.board.revealing(point),
                      !step.events.isEmpty else { continue }
                offset += 500
                try played.play(.reveal(point), at: offset)
            }
        }
        #expect(played.state.board.outcome == .won)
        let cleared = offset
        try played.play(.nextBoard, at: cleared)
        let next = Point(x: played.state.board.width / 2, y: played.state.board.height / 2)
        try played.play(.reveal(next), at: cleared + 2_000)
        let mines = try #require(played.state.board.layout)
        let mine = try #require((0..<played.state.board.height).lazy.flatMap { y in
            (0..<played.state.board.width).lazy.map { Point(x: $0, y: y) }
        }.first { mines.isMine(at: $0) })
        try played.play(.reveal(mine), at: cleared + 60_000)
        #expect(played.state.board.outcome == .lost)

        let setup = GameSetup(params: MinesGameParams(mode: .endless), seed: 7)
        let verified = try MinesBackEnd.replay(setup, log: played.log, claimedPlayMilliseconds: cleared + 60_000)
            .get().verified
        #expect(verified.boardsCleared == 1)
        #expect(verified.clearedPlayMilliseconds == cleared - 1_000)
        let figures = MinesRanking().score(of: verified, on: MinesRanking.endless,
                                           finishedAt: Date(timeIntervalSince1970: 1_795_000_000)).figures
        #expect(figures[MinesRanking.Figure.time] == Int64(cleared - 1_000), "the time to clear the boards cleared")
    }
}
