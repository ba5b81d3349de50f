import GameCore
import GameRules
import Testing
@testable import Mines

/// A Mines log changed after the game was played must not verify as the game that was played:
/// each kind of tampering is rejected with the reason that gives it away.
@Suite struct MinesTamperTests {
    /// Won expert games (and one endless run), played by `TimedPlayer`.
    private let games: [PlayedMinesGame] = {
        var player = TimedPlayer(seed: 0xE1)
        return (0..<4).map { index in
            let mode: MinesMode = index == 3 ? .endless : .classic(.expert)
            return player.play(MinesGameParams(mode: mode), seed: 1_000 + UInt64(index))
        }
    }()

    private func verify(_ game: PlayedMinesGame, _ log: TimedLog<MinesMove>, seed: UInt64? = nil,
                        claimed: Int? = nil) -> Result<VerifiedGame, VerificationFailure> {
        var setup = game.setup
        if let seed { setup.seed = seed }
        return MinesBackEnd.verify(setup, log: log, claimedPlayMilliseconds: claimed)
    }

    /// True for the failures a replay that left the played game shows: a move the rules refuse,
    /// or a move after a mine ended the game.
    private func diverged(_ result: Result<VerifiedGame, VerificationFailure>) -> Bool {
        switch result {
        case .failure(.illegalAction), .failure(.actionAfterEnd(_, .lost)): true
        default: false
        }
    }

    @Test func theUntouchedLogsVerify() throws {
        for game in games {
            #expect(try verify(game, game.log).get().status == (game.setup.params.mode.isEndless ? .lost : .won))
        }
    }

    @Test func aRevealChangedToAMineLosesThereAndTheRestIsRejected() throws {
        for game in games where !game.setup.params.mode.isEndless {
            let layout = try #require(game.final.board.layout)
            let flagged = Set(game.log.actions.compactMap { action -> Point? in
                if case .move(.flag(let point)) = action { point } else { nil }
            })
            let mine = try #require(layout.minePoints.first { !flagged.contains($0) })
            let index = try #require(game.log.entries.indices.dropFirst(3).first {
                if case .move(.reveal) = game.log.entries[$0].action { true } else { false }
            })
            var log = game.log
            log.entries[index].action = .move(.reveal(mine))
            #expect(verify(game, log) == .failure(.actionAfterEnd(index: index + 1, status: .lost)))
        }
    }

    @Test func aMoveChangedToOneOffTheBoardIsIllegal() {
        for game in games {
            var log = game.log
            let index = log.count / 2
            log.entries[index].action = .move(.reveal(Point(x: 99, y: 99)))
            #expect(verify(game, log) == .failure(.illegalAction(index: index)))
        }
    }

    @Test func aReorderedLogIsRejected() {
        for game in games {
            var log = game.log
            // The actions in reverse order, each keeping its slot's time: the first reveal is
            // now another cell, so the board is laid out otherwise.
            let reversed = Array(log.actions.reversed())
            for index in log.entries.indices { log.entries[index].action = reversed[index] }
            let result = verify(game, log)
            #expect(diverged(result), "\(result)")
        }
    }

    @Test func aWrongSeedLaysOutAnotherBoardAndTheReplayDiverges() {
        for game in games {
            for wrong in [game.setup.seed + 1, game.setup.seed ^ 0xFFFF, 0] {
                let result = verify(game, game.log, seed: wrong)
                #expect(diverged(result), "seed \(wrong): \(result)")
            }
        }
    }

    @Test func aWrongSeedNeverVerifiesAsTheSameGame() throws {
        var player = TimedPlayer(seed: 0x5EED)
        for index in 0..<60 {
            let params = generatedParams(index)
            let game = player.play(params, seed: UInt64(index) + 40)
            let right = verify(game, game.log)
            let wrong = verify(game, game.log, seed: game.setup.seed &+ 1)
            #expect(wrong != right, "game \(index)")
            if case .success(let verified) = wrong {
                let played = try right.get()
                #expect(played.status != verified.status || played.threeBV != verified.threeBV, "game \(index)")
            }
        }
    }

    @Test func aClaimedTimeShorterThanTheLogIsRejected() throws {
        for game in games {
            #expect(verify(game, game.log, claimed: game.endOffset - 1)
                    == .failure(.claimedTimeTooShort(claimed: game.endOffset - 1, lastOffset: game.endOffset)))
            #expect(verify(game, game.log, claimed: -5) == .failure(.negativeClaimedTime(-5)))
            #expect(try verify(game, game.log, claimed: game.endOffset).get().lastOffset == game.endOffset)
        }
    }

    @Test func offsetsGoingBackwardsAreRejected() throws {
        for game in games {
            var log = game.log
            let index = log.count / 3
            let previous = try #require(log.entries[index - 1].offset)
            log.entries[index].offset = previous - 1
            #expect(verify(game, log) == .failure(.offsetWentBack(index: index, offset: previous - 1, previous: previous)))
            var negative = game.log
            negative.entries[0].offset = -1
            #expect(verify(game, negative) == .failure(.negativeOffset(index: 0, offset: -1)))
        }
    }

    @Test func anythingAfterTheEndIsRejected() {
        for game in games {
            let status: GameStatus = game.setup.params.mode.isEndless ? .lost : .won
            for action in [SessionAction<MinesMove>.hint, .move(.flag(Point(x: 0, y: 0))), .move(.nextBoard)] {
                var log = game.log
                log.append(action, at: game.endOffset)
                #expect(verify(game, log) == .failure(.actionAfterEnd(index: game.log.count, status: status)))
            }
        }
    }

    @Test func aFormatOneLogVerifiesWithoutATime() throws {
        let game = games[0]
        let verified = try verify(game, TimedLog(untimed: game.log.actions), claimed: 80_000).get()
        #expect(verified.status == .won)
        #expect(verified.timingStartOffset == nil)
        #expect(verified.playMilliseconds == nil)
        #expect(verified.threeBV == game.final.board.threeBV)
    }
}
