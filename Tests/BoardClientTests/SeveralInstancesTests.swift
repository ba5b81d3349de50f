import BoardAPI
import Foundation
import GameCore
import GameRules
import Leaderboards
import Mines
import SharedBoard
import LocalDatabase
import BoardTestSupport
import Testing
@testable import BoardClient

/// Two real `clearfield-board serve` processes on one database, behind Debian's nginx (issue 30,
/// point 1), played through the game's own client: nothing one instance needs is in the other's
/// memory, and an instance stopped mid-play loses nothing.
@Suite(.serialized, .tags(.postgres)) struct SeveralInstancesTests {
    /// A player of the board through `address` with `key`, their local records in `database`.
    static func client(_ address: String, key: BoardKey, database: AppDatabase, name: String) throws -> ServiceBoardClient {
        ServiceBoardClient(service: BoardService(address: try ServiceAddress.parse(address), key: key), database: database,
                           local: database.leaderboards(periods: .fixed(secondsFromGMT: 0)),
                           localPlayer: try database.currentPlayer(named: name).id)
    }

    static let board = MinesRanking.board(for: MinesGameParams(mode: .classic(.beginner)))!

    /// Deals a ranked beginner game through `client`; the won game it becomes, played at a person's pace.
    static func dealAndPlay(_ client: ServiceBoardClient, id: String, player: Int64) throws -> FinishedGame {
        let firstAction = TimedLog<MinesMove>(untimed: [.move(RealServiceTests.first)]).packed()
        let dealt = try client.startRanked(.board(board.rawValue), firstAction: firstAction).get()
        #expect(dealt.ranked)
        return try RealServiceTests.wonBeginner(seed: dealt.seed, id: id, player: player, pace: 60)
    }

    @Test func aRunSentThroughOneInstanceIsRankedAndReadThroughTheOther() throws {
        let first = try LiveService()
        defer { first.stop() }
        let second = try LiveService(sharedDatabase: first.databaseURL)
        defer { second.stop() }
        let key = BoardKey()
        let account = try BoardService(address: try ServiceAddress.parse(first.address), key: key)
            .join(JoinRequest(nickname: "Ann"))
        let database = try AppDatabase.inMemory()
        let viaFirst = try Self.client(first.address, key: key, database: database, name: "ann")
        let viaSecond = try Self.client(second.address, key: key, database: database, name: "ann")
        // Dealt and filed through the first (a client remembers its own deals; the nginx test below
        // has deals taken from one instance and their runs filed through the other).
        let local = try database.currentPlayer(named: "ann").id
        let game = try Self.dealAndPlay(viaFirst, id: "both-1", player: local)
        Thread.sleep(forTimeInterval: Double(game.claimedPlayMilliseconds ?? 0) / 1000)
        viaFirst.finished(game)
        #expect(viaFirst.outbox.submitPending() == .online(waiting: 0))
        #expect(viaFirst.outbox.verdict(runID: "both-1")?.status == .ranked)
        // Read back through the second instance, as the game's board screen does.
        let rows = try viaSecond.store.top(board: Self.board, window: .allTime, now: Date(), limit: 10, viewer: local)
        #expect(rows.map(\.runID) == ["both-1"])
        #expect(try viaSecond.store.rank(of: local, board: Self.board, window: .allTime, now: Date())?.rank == 1)
        #expect(try BoardService(address: try ServiceAddress.parse(second.address), key: key).me().playerID == account.playerID)
    }

    @Test func anInstanceStoppedMidPlayBehindNginxLosesNothing() throws {
        let first = try LiveService()
        defer { first.stop() }
        let second = try LiveService(sharedDatabase: first.databaseURL)
        defer { second.stop() }
        let proxy = try NginxProxy(upstreams: [first.port, second.port])
        defer { proxy.stop() }

        let key = BoardKey()
        let database = try AppDatabase.inMemory()
        _ = try BoardService(address: try ServiceAddress.parse(proxy.address), key: key).join(JoinRequest(nickname: "Bea"))
        let player = try Self.client(proxy.address, key: key, database: database, name: "bea")
        let local = try database.currentPlayer(named: "bea").id
        // Round-robin: of the requests so far, each instance has had some (the upstream in nginx's log).
        for _ in 0..<4 { _ = try player.service.me() }
        let log = proxy.accessLog()
        #expect(log.contains(":\(first.port)") && log.contains(":\(second.port)"), "\(log)")

        // Mid-play: the game is dealt, then the instance that dealt and started it stops (SIGTERM)
        // before the run is sent: the other files it, from the deal in the database.
        let game = try Self.dealAndPlay(player, id: "stop-1", player: local)
        let dealer = try #require(proxy.accessLog().split(separator: "\n").last { $0.contains(BoardAPI.Path.deals) })
        let (stopped, other) = dealer.hasSuffix(":\(first.port)") ? (first, second) : (second, first)
        #expect(stopped.terminate(waitingAtMost: 10) == 0)
        Thread.sleep(forTimeInterval: Double(game.claimedPlayMilliseconds ?? 0) / 1000)
        player.finished(game)
        #expect(player.outbox.submitPending() == .online(waiting: 0))
        #expect(player.outbox.verdict(runID: "stop-1")?.status == .ranked)
        #expect(try database.outbox(player: local).isEmpty)
        let filed = proxy.accessLog().split(separator: "\n").filter { $0.hasPrefix("POST \(BoardAPI.Path.runs) 200") }
        #expect(filed.count == 1 && filed.first?.hasSuffix(":\(other.port)") == true, "\(filed)")
        // Every read after the stop is answered (by the other), several times over.
        for _ in 0..<4 {
            #expect(try player.store.top(board: Self.board, window: .allTime, now: Date(), limit: 10, viewer: local)
                .map(\.runID) == ["stop-1"])
        }
    }
}
