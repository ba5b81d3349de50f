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
/// ranked by the service and read back; the Tiles daily dealt by /daily/deals, the day's first
/// attempt ranked on the day's board and a later one practice.
@Suite(.serialized, .tags(.postgres)) struct RealTilesServiceTests {
    /// A fresh player on the live service, with the game's client over an in-memory database.
    struct Player {
        let client: ServiceBoardClient
        let database: AppDatabase
        let localPlayer: Int64
    }

    static func join(_ live: LiveService, nickname: String) throws -> Player {
        let service = BoardService(address: try ServiceAddress.parse(live.address), key: BoardKey())
        _ = try service.join(JoinRequest(nickname: nickname))
        let database = try AppDatabase.inMemory()
        let localPlayer = try database.currentPlayer(named: nickname.lowercased()).id
        let client = ServiceBoardClient(service: service, database: database,
                                        local: database.leaderboards(periods: .fixed(secondsFromGMT: 0)),
                                        localPlayer: localPlayer)
        return Player(client: client, database: database, localPlayer: localPlayer)
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

    @Test func theTilesDailyIsDealtByDailyDealsAndItsFirstAttemptRanks() throws {
        let live = try LiveService()
        defer { live.stop() }
        let bea = try Self.join(live, nickname: "Bea")
        // The board's today, in its zone: the day /daily/deals deals.
        let status = try bea.client.service.status()
        let zone = try #require(TimeZone(identifier: status.timeZone))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: status.serverTime)
        let date = try #require(DailyDate(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0))
        let challenge = DailyTilesChallenge(date: date)
        let first = TimedLog<TilesMove>(untimed: [.move(challenge.solution[0])]).packed()

        let dealt = try bea.client.startRanked(.daily(game: "tiles"), firstAction: first).get()
        #expect(dealt.ranked, "the day's first daily deal is the ranked attempt")
        let game = try Self.played(challenge.solution, params: challenge.params, start: challenge.level.startState,
                                   seed: dealt.seed, origin: .dealt, id: "daily-1", player: bea.localPlayer, pace: 200)
        Self.playAtPace(game)
        bea.client.finished(game)
        #expect(bea.client.outbox.submitPending() == .online(waiting: 0))
        let verdict = try #require(bea.client.outbox.verdict(runID: "daily-1"))
        #expect(verdict.status == .ranked, "\(verdict)")
        let rows = try bea.client.service.rows(board: DailyBoard(game: .tiles, date: date).id.rawValue, period: .all,
                                               offset: 0, limit: 10)
        #expect(rows.items.map(\.runID) == ["daily-1"])

        // A later attempt that day is practice: dealt, never sent.
        let again = try bea.client.startRanked(.daily(game: "tiles"), firstAction: first).get()
        #expect(!again.ranked)
        bea.client.finished(try Self.played(challenge.solution, params: challenge.params, start: challenge.level.startState,
                                            seed: again.seed, origin: .chosen, id: "daily-2", player: bea.localPlayer,
                                            pace: 200))
        #expect(bea.client.store.notSentReason(runID: "daily-2") != nil)
        #expect(try bea.database.outbox(player: bea.localPlayer).isEmpty)
    }
}
