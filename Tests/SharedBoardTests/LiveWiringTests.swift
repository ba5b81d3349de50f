import Foundation
import GameCore
import GameRules
import Leaderboards
import Midend
import Mines
import Storage
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    /// The game's own wiring (`SharedBoardClient`, what the executable builds when a board is
    /// configured) against the real server: a real game won, ranked by `GameRanker` into the store
    /// the results panel uses, sent in the background once, read back replayed and ranked; the
    /// server stopped: the last copy and "offline — 1 result waiting", then sent after restart.
    @Suite struct LiveWiring {
        static let registry = RankingRegistry(games: try! GameRegistry([MinesBackEnd.self]), rules: [MinesRanking()])
        static let periods = RankPeriods.fixed(secondsFromGMT: 0)

        /// A beginner board won by revealing every safe cell from the middle, `step` ms apart (a
        /// game played from a deal just issued must claim less play than the deal's age + 2 s).
        static func wonBeginnerGame(seed: UInt64, id: String, step: Int = 250) throws -> Leaderboards.FinishedGame {
            let params = MinesGameParams(mode: .classic(.beginner))
            var state = MinesState(setup: params.setup(seed: seed))
            var log = TimedLog<MinesMove>()
            var offset = step == 250 ? 1_000 : 0
            func play(_ move: MinesMove) throws {
                state = try #require(state.applying(move)).state
                offset += step
                log.append(.move(move), at: offset)
            }
            try play(.reveal(Point(x: 4, y: 4)))
            let layout = try #require(state.board.layout)
            for y in 0..<9 {
                for x in 0..<9 where !layout.isMine(at: Point(x: x, y: y))
                    && state.board.mark(at: Point(x: x, y: y)) == .covered && state.board.outcome == .playing {
                    try play(.reveal(Point(x: x, y: y)))
                }
            }
            return Leaderboards.FinishedGame(
                id: id, playerID: 1, kind: .mines, setup: try MinesBackEnd.encode(GameSetup(params: params, seed: seed)),
                log: log.packed(), claimedPlayMilliseconds: offset, origin: .dealt, finishedAt: Date())
        }

        /// A seed from a deal the board issued, once the worker fetched one (at most 30 s).
        static func dealtSeed(_ client: SharedBoardClient) throws -> UInt64 {
            let deadline = Date(timeIntervalSinceNow: 30)
            while Date() < deadline {
                if let seed = client.dealtSeed(game: "mines") { return seed }
                Thread.sleep(forTimeInterval: 0.05)
            }
            Issue.record("no deal arrived")
            throw TestServer.Missing()
        }

        /// Waits (at most 30 s) until the outbox is empty.
        static func waitUntilSent(_ database: AppDatabase, player: Int64) throws {
            let deadline = Date(timeIntervalSinceNow: 30)
            while try database.outboxCount(player: player) > 0 && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.1)
            }
        }

        @Test func aFinishedGameReachesTheBoardOnceAndTheBoardStaysReadableOffline() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let player = try TestServer.player(on: admin)
            player.connection.close()
            let database = try AppDatabase.inMemory()
            let local = try database.currentPlayer(named: "ada").id
            let client = SharedBoardClient(
                settings: player.connection.settings, database: database,
                local: database.leaderboards(periods: Self.periods, aggregates: Self.registry.aggregates),
                localPlayer: local, registry: Self.registry, periods: Self.periods)
            client.start()
            defer { client.stop() }

            // Played at 10 actions a second (a person's pace, under the human envelope); the run is
            // offered once that long has passed since its deal (the board's time bound).
            let first = try Self.wonBeginnerGame(seed: try Self.dealtSeed(client), id: "live-1", step: 100)
            Thread.sleep(forTimeInterval: Double(first.claimedPlayMilliseconds ?? 0) / 1000)
            let verdict = GameRanker.rank(first, registry: Self.registry, store: client.store)
            guard case .ranked(_, let runID) = verdict else {
                Issue.record("not ranked: \(verdict)")
                return
            }
            #expect(runID == "live-1")
            try Self.waitUntilSent(database, player: local)
            // Ranked again (the same game id): nothing new anywhere.
            _ = GameRanker.rank(first, registry: Self.registry, store: client.store)
            try Self.waitUntilSent(database, player: local)
            let server = BoardServer(connection: admin)
            #expect(try server.runs(after: nil, limit: 10).map(\.run.id) == ["live-1"])

            let board = try #require(Self.registry.assess(first).run?.board)
            let now = Date()
            let top = try client.store.top(board: board, window: .allTime, now: now, limit: 20, viewer: local)
            #expect(top.map(\.runID) == ["live-1"])
            #expect(top.first?.rank == 1 && top.first?.playerID == player.id && top.first?.isViewer == true)
            #expect(client.statusLine == "shared board")

            // A deal in hand for the game played while the board is away.
            let secondSeed = try Self.dealtSeed(client)
            // The server goes away: the board shows the copy it last read, and says so.
            try TestServer.control("stop")
            var restarted = false
            defer { if !restarted { try? TestServer.control("start") } }
            let offlineTop = try client.store.top(board: board, window: .allTime, now: now, limit: 20, viewer: local)
            #expect(offlineTop == top)
            #expect(client.statusLine?.hasPrefix("offline") == true)
            // A game finished meanwhile is ranked locally and waits.
            let second = try Self.wonBeginnerGame(seed: secondSeed, id: "live-2", step: 100)
            guard case .ranked = GameRanker.rank(second, registry: Self.registry, store: client.store) else {
                Issue.record("the second game was not kept while offline")
                return
            }
            #expect(try database.outboxCount(player: local) == 1)
            #expect(client.statusLine == "offline — 1 result waiting")

            try TestServer.control("start")
            restarted = true
            try Self.waitUntilSent(database, player: local)
            let check = try BoardConnection.open(admin.settings)
            defer { check.close() }
            #expect(try BoardServer(connection: check).runs(after: nil, limit: 10).map(\.run.id).sorted() == ["live-1", "live-2"])
        }

        /// Issue 19: a game that had no deal (the board was out of reach when it started) is ranked
        /// on this computer and never sent; the board's header says why.
        @Test func aGameWithoutADealIsRankedLocallyOnlyAndTheHeaderSaysWhy() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let player = try TestServer.player(on: admin)
            player.connection.close()
            let database = try AppDatabase.inMemory()
            let local = try database.currentPlayer(named: "ada").id
            let localStore = database.leaderboards(periods: Self.periods, aggregates: Self.registry.aggregates)
            let client = SharedBoardClient(
                settings: player.connection.settings, database: database, local: localStore,
                localPlayer: local, registry: Self.registry, periods: Self.periods)
            defer { client.stop() }
            // Not started: no deal was ever fetched, as when the board is down at the game's start.
            // Played at a person's pace: a faster game would be held by the human envelope instead.
            let game = try Self.wonBeginnerGame(seed: 7, id: "undealt", step: 400)
            guard case .ranked = GameRanker.rank(game, registry: Self.registry, store: client.store) else {
                Issue.record("the game was not ranked locally")
                return
            }
            #expect(try database.outboxCount(player: local) == 0)
            #expect(try localStore.run(id: "undealt") != nil)
            #expect(client.statusLine?.hasSuffix(SharedBoardLeaderboards.startedOffline) == true,
                    "\(String(describing: client.statusLine))")
        }
    }
}
