import BoardAPI
import BoardTestSupport
import Crypto
import Foundation
import GameCore
import GameRules
import Mines
import Testing
import Tiles

/// A game as the client plays it: its first action (sent at start, before the seed is known),
/// then the whole game once the seed came back.
struct PlayedGame: Sendable {
    var setup: Data
    var log: Data
    var claimedMilliseconds: Int64
    var firstOffset: Int

    var digest: String { SHA256.hash(data: log).map { String(format: "%02x", $0) }.joined() }
}

enum Games {
    static let minesFirst = WonBeginnerGame.first
    static let minesFirstOffset = 500

    /// The first reveal, packed as a one-action log.
    static var minesFirstAction: Data {
        TimedLog<MinesMove>([TimedAction(.move(minesFirst), at: minesFirstOffset)]).packed()
    }

    /// A beginner board won from the middle, every safe cell revealed `pace` ms apart.
    static func wonBeginner(seed: UInt64, pace: Int = 400) throws -> PlayedGame {
        let game = try WonBeginnerGame(seed: seed, firstOffset: minesFirstOffset, pace: pace)
        let last = try #require(game.log.lastKnownOffset)
        return PlayedGame(setup: try MinesBackEnd.encode(GameSetup(params: WonBeginnerGame.params, seed: seed)),
                          log: game.log.packed(), claimedMilliseconds: Int64(last), firstOffset: minesFirstOffset)
    }

    /// The board the played games' parameters belong on (the ranking's rule, not a guess of it).
    static let minesBeginner = MinesRanking.board(for: WonBeginnerGame.params)!.rawValue

    /// Level 1 of a tiny shipped-pack map: two columns, cleared in two moves.
    static let tilesLevel: Level = {
        let board = (try? TileMap.parse("RG\nRG")) ?? TileBoard(grid: Grid(width: 1, height: 1, repeating: 0))
        return Level(number: 1, name: "First steps", background: "default", par: 2, pack: ShippedPack.name, board: board)
    }()

    static var tilesBoard: String { TilesParams(level: tilesLevel).levelBoard.id.rawValue }
    static let tilesFirst = TilesMove(Point(x: 0, y: 0))
    static var tilesFirstAction: Data {
        TimedLog<TilesMove>([TimedAction(.move(tilesFirst), at: 800)]).packed()
    }

    /// The level cleared by the first removable group, top left first, `pace` ms apart.
    static func clearedTiles(seed: UInt64, pace: Int = 1_200) throws -> PlayedGame {
        var state = tilesLevel.startState
        var log = TimedLog<TilesMove>()
        var offset = 800
        search: while true {
            for y in 0..<state.board.height {
                for x in 0..<state.board.width {
                    if let (after, _) = state.applying(TilesMove(Point(x: x, y: y))) {
                        log.append(.move(TilesMove(Point(x: x, y: y))), at: offset)
                        offset += pace
                        state = after
                        continue search
                    }
                }
            }
            break
        }
        let last = try #require(log.lastKnownOffset)
        return PlayedGame(setup: try TilesBackEnd.encode(GameSetup(params: TilesParams(level: tilesLevel), seed: seed)),
                          log: log.packed(), claimedMilliseconds: Int64(last), firstOffset: 800)
    }
}

extension ServiceClient {
    /// Plays a ranked game through the service: deal, start (the seed comes back), the game played
    /// on the service's clock, finish, submit. Returns the verdict's answer and the game.
    func playRanked(_ player: TestPlayer, board: String, first: Data, runID: String = UUID().uuidString,
                    deal existing: Deal? = nil, edit: (inout PlayedGame) -> Void = { _ in },
                    game: (UInt64) throws -> PlayedGame) async throws -> (ServiceClient.Answer, PlayedGame) {
        let deal: Deal
        if let existing {
            deal = existing
        } else {
            deal = try await post(BoardAPI.Path.deals, DealRequest(board: board), as: Deal.self, by: player, expect: .created)
        }
        let start = try await post(BoardAPI.Path.start(deal: deal.dealID), StartRequest(firstAction: first),
                                   as: StartAnswer.self, by: player)
        var played = try game(start.seed)
        clock.advance(milliseconds: Int(played.claimedMilliseconds) - played.firstOffset)
        edit(&played)
        _ = try await post(BoardAPI.Path.finish(deal: deal.dealID),
                           FinishRequest(logDigest: played.digest, claimedMilliseconds: played.claimedMilliseconds),
                           as: FinishAnswer.self, by: player)
        let answer = try await send(.post, BoardAPI.Path.runs, json: Self.submission(played, runID: runID, deal: deal, board: board),
                                    key: player.key)
        return (answer, played)
    }

    /// A daily's game, started at its deal, played from it (the service's clock moved on by its
    /// whole time), finished and sent, on `board` (the deal's unless said).
    func finishAndSubmit(_ played: PlayedGame, deal: Deal, by player: TestPlayer, runID: String = UUID().uuidString,
                         board: String? = nil) async throws -> RunVerdict {
        clock.advance(milliseconds: Int(played.claimedMilliseconds))
        _ = try await post(BoardAPI.Path.finish(deal: deal.dealID),
                           FinishRequest(logDigest: played.digest, claimedMilliseconds: played.claimedMilliseconds),
                           as: FinishAnswer.self, by: player)
        let answer = try await send(.post, BoardAPI.Path.runs,
                                    json: Self.submission(played, runID: runID, deal: deal, board: board ?? deal.board),
                                    key: player.key)
        return try answer.decode(RunVerdict.self)
    }

    static func submission(_ played: PlayedGame, runID: String, deal: Deal, board: String) -> RunSubmission {
        RunSubmission(runID: runID, dealID: deal.dealID, board: board, setup: played.setup, log: played.log,
                      claimedMilliseconds: played.claimedMilliseconds)
    }
}
