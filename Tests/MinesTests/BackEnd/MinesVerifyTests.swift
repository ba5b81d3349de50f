import Foundation
import GameCore
import GameRules
import Progress
import Testing
@testable import Mines

/// The params of the `index`th generated game: mostly classic boards, with custom sizes, the
/// random layout style and short endless runs among them.
func generatedParams(_ index: Int) -> MinesGameParams {
    let questionMarks = index % 7 == 0
    switch index % 20 {
    case 0, 1: return MinesGameParams(mode: .classic(.expert), settings: MinesSettings(questionMarks: questionMarks))
    case 2: return MinesGameParams(mode: .endless, settings: MinesSettings(questionMarks: questionMarks))
    case 3, 4, 5, 6, 7:
        return MinesGameParams(mode: .classic(.intermediate), settings: MinesSettings(questionMarks: questionMarks))
    case 8, 9:
        let params = try! MinesParams(width: 5 + index % 11, height: 5 + index % 13, mines: 3 + index % 9)
        return MinesGameParams(mode: .custom(params), settings: MinesSettings(style: .random))
    default:
        let style: MinesGenerationStyle = index % 3 == 0 ? .random : .noGuess
        return MinesGameParams(mode: .classic(.beginner), settings: MinesSettings(style: style, questionMarks: questionMarks))
    }
}

@Suite struct MinesVerifyTests {
    @Test func aThousandGeneratedGamesVerifyWithTheirThreeBVAndTime() {
        var player = TimedPlayer(seed: 0x1000_6A3E5)
        var won = 0
        var lost = 0
        var kinds: Set<String> = []
        for index in 0..<1_000 {
            let params = generatedParams(index)
            let game = player.play(params, seed: UInt64(index) &* 0x9E37_79B9_7F4A_7C15 &+ 17)
            let claimed = game.endOffset + index
            let result = MinesBackEnd.verify(game.setup, log: game.log, claimedPlayMilliseconds: claimed)
            guard case .success(let verified) = result else {
                Issue.record("game \(index) (\(params.mode.title)): \(result)")
                continue
            }
            let expected = VerifiedGame(
                kind: .mines, status: params.mode.isEndless ? .lost : .won,
                level: params.mode.isEndless ? game.final.level : nil, boardsCleared: game.final.boardsCleared,
                moves: game.moves, threeBV: game.final.board.threeBV, threeBVCleared: game.threeBVCleared,
                hintsUsed: game.hints, undosUsed: 0, actionCount: game.log.count,
                timingStartOffset: game.firstRevealOffset, lastOffset: game.endOffset,
                playMilliseconds: game.endOffset - game.firstRevealOffset)
            // The time to the last clear is checked on its own: the rest must match exactly.
            var rest = verified
            rest.clearedPlayMilliseconds = nil
            #expect(rest == expected, "game \(index) (\(params.mode.title))")
            if params.mode.isEndless {
                #expect(verified.clearedPlayMilliseconds.map { $0 <= expected.playMilliseconds ?? 0 }
                        ?? (game.final.boardsCleared == 0), "game \(index): a run's time ends at its last clear")
            } else {
                #expect(verified.clearedPlayMilliseconds == expected.playMilliseconds, "game \(index): won on its clear")
            }
            if verified.status == .won { won += 1 } else { lost += 1 }
            for action in game.log.actions {
                switch action {
                case .move(.reveal): kinds.insert("reveal")
                case .move(.flag): kinds.insert("flag")
                case .move(.chord): kinds.insert("chord")
                case .move(.nextBoard): kinds.insert("nextBoard")
                case .hint: kinds.insert("hint")
                default: kinds.insert("other")
                }
            }
        }
        #expect(won == 950 && lost == 50)
        // The logs hold every kind of Mines action, so verify met each of them.
        #expect(kinds == ["reveal", "flag", "chord", "nextBoard", "hint"])
    }

    @Test func replayRebuildsTheGameAResumeNeeds() throws {
        var player = TimedPlayer(seed: 5)
        let game = player.play(MinesGameParams(mode: .endless), seed: 77, endlessLevels: 3)
        let cut = TimedLog(Array(game.log.entries.prefix(game.log.count * 2 / 3)))
        let replayed = try MinesBackEnd.replay(game.setup, log: cut, claimedPlayMilliseconds: nil).get()
        let direct = try #require(GameSession.replaying(cut.actions, from: try MinesBackEnd.newGame(game.setup)))
        #expect(replayed.session == direct)
        #expect(replayed.verified.status == .playing)
        #expect(replayed.verified.lastOffset == cut.lastKnownOffset)
        #expect(replayed.verified.playMilliseconds == cut.lastKnownOffset! - game.firstRevealOffset)
    }

    @Test func beforeTheFirstRevealNoTimeIsCounted() throws {
        let setup = GameSetup(params: MinesGameParams(mode: .classic(.beginner)), seed: 3)
        let log = TimedLog<MinesMove>([TimedAction(.hint, at: 4_000)])
        let verified = try MinesBackEnd.verify(setup, log: log, claimedPlayMilliseconds: 9_000).get()
        #expect(verified.timingStartOffset == nil)
        #expect(verified.playMilliseconds == nil)
        #expect(verified.threeBV == nil)
        #expect(verified.hintsUsed == 1)
    }

    @Test func theStatsBoardFollowsTheMode() {
        let cases: [(MinesMode, MinesStatsBoard)] = [
            (.classic(.beginner), .beginner), (.classic(.intermediate), .intermediate), (.classic(.expert), .expert),
            (.custom(.beginner), .custom), (.endless, .endless),
        ]
        for (mode, board) in cases {
            // The board, and how its mines are laid out (issue 22): an endless run's are always no-guess.
            let context = MinesBackEnd.statsContext(for: MinesGameParams(mode: mode))
            #expect(context == (board == .endless ? .mines(board: board) : .mines(board: board, style: .noGuess)))
        }
    }

    @Test func setupsRoundTripThroughTheirEncodedForm() throws {
        var player = TimedPlayer(seed: 11)
        let game = player.play(generatedParams(8), seed: 4)
        let bytes = try MinesBackEnd.encode(game.setup)
        let direct = MinesBackEnd.verify(game.setup, log: game.log, claimedPlayMilliseconds: nil)
        #expect(MinesBackEnd.verify(encodedSetup: bytes, packedLog: game.log.packed(), claimedPlayMilliseconds: nil) == direct)
        guard case .failure(.badSetup) = MinesBackEnd.verify(encodedSetup: Data("{}".utf8), packedLog: game.log.packed(),
                                                             claimedPlayMilliseconds: nil) else {
            Issue.record("an empty setup was accepted")
            return
        }
        guard case .failure(.unreadableLog) = MinesBackEnd.verify(encodedSetup: bytes, packedLog: Data([9]),
                                                                  claimedPlayMilliseconds: nil) else {
            Issue.record("a damaged log was accepted")
            return
        }
    }
}
