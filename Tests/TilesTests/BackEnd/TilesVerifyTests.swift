import GameCore
import GameRules
import Testing
@testable import Tiles

/// Every level the game ships, read from levels/*.sql.
private let shippedLevels: [LevelRecord] = (try? LevelFileReader.allLevels()) ?? []

/// A level's setup for the back end (the seed is not used by Tiles).
func tilesSetup(_ record: LevelRecord, seed: UInt64 = 0) throws -> GameSetup<TilesParams> {
    let board = try TileMap.parse(record.map)
    return GameSetup(params: TilesParams(level: record.number, par: record.par, mapRows: board.mapRows,
                                         mapHash: TilesParams.mapHash(of: board)), seed: seed)
}

/// A solved game of a level as a player's timed log: a hint first, the solver's clearing, and
/// after its first move a detour (another group removed) taken back with undo. Offsets grow by
/// 0.2 to 3 s per action.
struct SolvedTilesGame {
    var log = TimedLog<TilesMove>()
    /// The state the clearing reaches, applied move by move outside any session.
    var final: TilesState
    var lastOffset = 0

    init(_ record: LevelRecord, seed: UInt64 = 1) throws {
        let board = try TileMap.parse(record.map)
        let solution = TilesSolver().solve(board)
        var random = SeededGenerator(seed: seed)
        var state = TilesState(level: record.number, par: record.par, board: board)
        final = state
        var offset = 0
        func append(_ action: SessionAction<TilesMove>) {
            offset += 200 + Int(random.next() % 2_800)
            log.append(action, at: offset)
        }
        append(.hint)
        for (index, move) in solution.moves.enumerated() {
            append(.move(move))
            state = try #require(state.applying(move)).state
            // A detour that would clear the board would end the game: nothing may follow it.
            if index == 0, let detour = Self.anyMove(in: state, notClearing: true) {
                append(.move(detour))
                append(.undo)
            }
        }
        final = state
        lastOffset = offset
    }

    /// Some legal move on the board (one that leaves tiles, if `notClearing`), if there is one.
    static func anyMove(in state: TilesState, notClearing: Bool = false) -> TilesMove? {
        for y in 0..<state.board.height {
            for x in 0..<state.board.width {
                let move = TilesMove(Point(x: x, y: y))
                guard let next = state.applying(move)?.state, !(notClearing && next.isCleared) else { continue }
                return move
            }
        }
        return nil
    }
}

@Suite struct TilesVerifyTests {
    @Test func everyLevelIsRead() {
        #expect(shippedLevels.count >= 40)
    }

    @Test(arguments: shippedLevels)
    func aShippedLevelsSolutionVerifies(record: LevelRecord) throws {
        let game = try SolvedTilesGame(record)
        #expect(game.final.isCleared, "the solver clears level \(record.number)")
        let claimed = game.lastOffset + 1_234
        let verified = try TilesBackEnd.verify(try tilesSetup(record), log: game.log,
                                               claimedPlayMilliseconds: claimed).get()
        #expect(verified.kind == .tiles)
        #expect(verified.status == .won)
        #expect(verified.score == game.final.score)
        #expect(verified.moves == game.final.moves)
        #expect(verified.level == record.number)
        #expect(verified.boardsCleared == 1)
        #expect(verified.hintsUsed == 1)
        #expect(verified.undosUsed == (game.log.actions.contains(.undo) ? 1 : 0))
        #expect(verified.actionCount == game.log.count)
        // A won game's time ends at the clearing move, not at the claim.
        #expect(verified.playMilliseconds == game.lastOffset)
        #expect(verified.lastOffset == game.lastOffset)
    }

    @Test func theSeedDoesNotChangeALevel() throws {
        let record = try #require(shippedLevels.first { $0.number == 5 })
        let game = try SolvedTilesGame(record)
        let first = TilesBackEnd.verify(try tilesSetup(record, seed: 1), log: game.log, claimedPlayMilliseconds: nil)
        let second = TilesBackEnd.verify(try tilesSetup(record, seed: 99), log: game.log, claimedPlayMilliseconds: nil)
        #expect(first == second)
        #expect(try first.get().status == .won)
    }

    @Test func aLevelPlayedOnStuckMayStillBeTakenBack() throws {
        // RB over GG: removing the one group leaves two single tiles, a stuck board; undo goes on.
        let board = try TileMap.parse("RB\nGG")
        let setup = GameSetup(params: TilesParams(level: 1, par: 1, mapRows: board.mapRows,
                                                  mapHash: TilesParams.mapHash(of: board)), seed: 0)
        let move = try #require(SolvedTilesGame.anyMove(in: TilesState(level: 1, par: 1, board: board)))
        let log = TimedLog<TilesMove>([TimedAction(.move(move), at: 10), TimedAction(.undo, at: 20)])
        let verified = try TilesBackEnd.verify(setup, log: log, claimedPlayMilliseconds: 25).get()
        #expect(verified.status == .playing)
        #expect(verified.undosUsed == 1)
        #expect(verified.playMilliseconds == 25)
        let stuck = try TilesBackEnd.verify(setup, log: TimedLog(Array(log.entries.prefix(1))),
                                            claimedPlayMilliseconds: nil).get()
        #expect(stuck.status == .stuck)
    }

    @Test func replayRebuildsTheSessionAResumeNeeds() throws {
        let record = try #require(shippedLevels.first { $0.number == 12 })
        let game = try SolvedTilesGame(record)
        let cut = TimedLog(Array(game.log.entries.prefix(game.log.count / 2)))
        let replayed = try TilesBackEnd.replay(try tilesSetup(record), log: cut, claimedPlayMilliseconds: nil).get()
        let direct = try #require(GameSession.replaying(cut.actions, from: try TilesBackEnd.newGame(try tilesSetup(record))))
        #expect(replayed.session == direct)
        #expect(replayed.verified.status == .playing)
        #expect(TilesBackEnd.initialInterface(for: direct.initial).cursor == Point(x: 0, y: direct.initial.board.height - 1))
        let params = try tilesSetup(record).params
        #expect(TilesBackEnd.statsContext(for: params) == .tiles(level: record.number, map: FNV1a.hex(params.mapHash)))
    }
}
