import BoardAPI
import BoardTestSupport
import Daily
import Foundation
import GameCore
import GameRules
import Leaderboards
import LocalDatabase
import Testing
import Tiles
@testable import BoardClient

/// Tiles through the game's client against the real service over real HTTP (issue 29, point 4):
/// a level's game dealt at its first move (the seed comes back in the answer, the map is the
/// level's), its end reported with the log's digest, the run sent by the outbox, replayed and
/// ranked by the service and read back. The Tiles daily: RealTilesDailyTests.
@Suite(.serialized, .tags(.postgres)) struct RealTilesServiceTests {
    /// A fresh player on the live service, with the game's client over an in-memory database.
    struct Player {
        let service: BoardService
        let client: ServiceBoardClient
        let database: AppDatabase
        let localPlayer: Int64

        /// Another client of the player (the program started again), keeping its started deals
        /// in `directory` as the game does.
        func client(deals directory: URL?) -> ServiceBoardClient {
            RealTilesServiceTests.client(service, database: database, localPlayer: localPlayer,
                                         deals: ServiceDeals(dataDirectory: directory))
        }
    }

    static func client(_ service: BoardService, database: AppDatabase, localPlayer: Int64,
                       deals: ServiceDeals = ServiceDeals()) -> ServiceBoardClient {
        ServiceBoardClient(service: service, database: database, local: database.leaderboards(periods: .fixed(secondsFromGMT: 0)),
                           localPlayer: localPlayer, deals: deals)
    }

    static func join(_ live: LiveService, nickname: String) throws -> Player {
        let service = BoardService(address: try ServiceAddress.parse(live.address), key: BoardKey())
        _ = try service.join(JoinRequest(nickname: nickname))
        let database = try AppDatabase.inMemory()
        let localPlayer = try database.currentPlayer(named: nickname.lowercased()).id
        return Player(service: service, client: client(service, database: database, localPlayer: localPlayer), database: database,
                      localPlayer: localPlayer)
    }

    /// `moves` played from `start` `pace` ms apart from 0 (the first is the action sent at start);
    /// the game as the ranking job hands it to the client.
    static func played(_ moves: [TilesMove], params: TilesParams, start: TilesState, seed: UInt64, origin: SeedOrigin,
                       id: String, player: Int64, pace: Int) throws -> FinishedGame {
        var state = start
        var log = TimedLog<TilesMove>()
        for (index, move) in moves.enumerated() {
            state = try #require(state.applying(move)).state
            log.append(.move(move), at: index * pace)
        }
        #expect(state.isCleared)
        return FinishedGame(id: id, playerID: player, kind: TilesBackEnd.kind,
                            setup: try TilesBackEnd.encode(GameSetup(params: params, seed: seed)), log: log.packed(),
                            claimedPlayMilliseconds: log.lastKnownOffset ?? 0, origin: origin, finishedAt: Date())
    }

    /// Waits the game's claimed time, as a player playing it would (the service times it too).
    static func playAtPace(_ game: FinishedGame) {
        Thread.sleep(forTimeInterval: Double(game.claimedPlayMilliseconds ?? 0) / 1000)
    }

    @Test func aLevelDealtAtItsFirstMoveIsRankedAndReadBack() throws {
        let live = try LiveService()
        defer { live.stop() }
        let ann = try Self.join(live, nickname: "Ann")
        let level = Level(number: 2, name: "Columns", background: "default", par: 2, pack: ShippedPack.name,
                          board: try TileMap.parse("RG\nRG"))
        let params = TilesParams(level: level)
        let board = params.levelBoard.id
        let moves = [TilesMove(Point(x: 0, y: 0)), TilesMove(Point(x: 0, y: 0))]

        let first = TimedLog<TilesMove>(untimed: [.move(moves[0])]).packed()
        let dealt = try ann.client.startRanked(.board(board.rawValue), firstAction: first).get()
        #expect(dealt.ranked)
        #expect(try live.startedSeeds() == [dealt.seed], "the seed is the one the service drew at the first move")
        let game = try Self.played(moves, params: params, start: level.startState, seed: dealt.seed, origin: .dealt,
                                   id: "tiles-1", player: ann.localPlayer, pace: 400)
        Self.playAtPace(game)
        ann.client.finished(game)
        #expect(ann.client.store.notSentReason(runID: "tiles-1") == nil)
        #expect(ann.client.outbox.submitPending() == .online(waiting: 0))
        let verdict = try #require(ann.client.outbox.verdict(runID: "tiles-1"))
        #expect(verdict.status == .ranked && verdict.rankAllTime == 1, "\(verdict)")
        let rows = try ann.client.store.top(board: board, window: .allTime, now: Date(), limit: 10, viewer: ann.localPlayer)
        #expect(rows.map(\.runID) == ["tiles-1"] && rows.first?.displayName == "Ann")

        // The same level played on the game's own seed (not dealt) is not sent, and says why.
        let local = try Self.played(moves, params: params, start: level.startState, seed: 0, origin: .dealt,
                                    id: "tiles-local", player: ann.localPlayer, pace: 400)
        ann.client.finished(local)
        #expect(ann.client.store.notSentReason(runID: "tiles-local") == ServiceLeaderboards.notDealt)
    }
}
