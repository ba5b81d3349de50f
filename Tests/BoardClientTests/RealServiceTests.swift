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

/// The game's client against the real service over real HTTP on loopback (issue 29, point 10):
/// join with this computer's own key, a Mines game dealt at its first reveal and laid out on the
/// service's seed, its end reported, the run sent by the outbox, ranked by the service and read
/// back from the board; a game the service never dealt is never "sending…".
@Suite(.serialized, .tags(.postgres)) struct RealServiceTests {
    /// A beginner board won from the middle on `seed`, every safe cell revealed `pace` ms apart.
    static func wonBeginner(seed: UInt64, id: String, player: Int64, pace: Int) throws -> FinishedGame {
        let game = try WonBeginnerGame(seed: seed, firstOffset: 0, pace: pace)
        #expect(game.outcome == .won)
        return FinishedGame(id: id, playerID: player, kind: GameKind(rawValue: "mines"),
                            setup: try MinesBackEnd.encode(GameSetup(params: WonBeginnerGame.params, seed: seed)),
                            log: game.log.packed(), claimedPlayMilliseconds: game.log.lastKnownOffset ?? 0,
                            origin: .dealt, finishedAt: Date())
    }

    static let first = WonBeginnerGame.first

    @Test func joinPlayRankReadBack() throws {
        let live = try LiveService()
        defer { live.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("client-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

        // Join: a key made here, registered by a request it signs; kept 0600.
        let key = BoardKey()
        let address = try ServiceAddress.parse(live.address)
        let joining = BoardService(address: address, key: key)
        let account = try joining.join(JoinRequest(nickname: "Ann"))
        try BoardKeyFile(dataDirectory: directory).write(key)
        try JoinedBoard(address: address.description, playerID: account.playerID, keyID: key.id, joinedAt: Date())
            .write(dataDirectory: directory)
        let service = try #require(try JoinedBoard.service(option: live.address, dataDirectory: directory))
        #expect(try service.me().playerID == account.playerID)

        let database = try AppDatabase.inMemory()
        let localPlayer = try database.currentPlayer(named: "ann").id
        let client = ServiceBoardClient(service: service, database: database,
                                        local: database.leaderboards(periods: .fixed(secondsFromGMT: 0)),
                                        localPlayer: localPlayer, deals: ServiceDeals(dataDirectory: directory))
        let board = try #require(MinesRanking.board(for: MinesGameParams(mode: .classic(.beginner)))).rawValue

        // The first reveal deals the game; the board is the service's seed.
        let firstAction = TimedLog<MinesMove>(untimed: [.move(Self.first)]).packed()
        let dealt = try client.startRanked(.board(board), firstAction: firstAction).get()
        #expect(dealt.ranked)
        let game = try Self.wonBeginner(seed: dealt.seed, id: "real-1", player: localPlayer, pace: 150)
        // Played at the pace it claims (within the service's slack of the time it measured).
        Thread.sleep(forTimeInterval: Double(game.claimedPlayMilliseconds ?? 0) / 1000)
        client.finished(game)
        #expect(client.store.notSentReason(runID: "real-1") == nil)
        #expect(try database.outbox(player: localPlayer).map(\.runID) == ["real-1"])

        // The outbox sends it once; the service's verdict comes back.
        #expect(client.outbox.submitPending() == .online(waiting: 0))
        let verdict = try #require(client.outbox.verdict(runID: "real-1"))
        #expect(verdict.status == .ranked, "\(verdict)")
        #expect(verdict.rankAllTime == 1)
        // Sent again (an answer lost): the stored verdict, nothing new.
        #expect(try service.submit(RunSubmission(runID: "real-1", dealID: 0, board: board, setup: game.setup, log: game.log,
                                                 claimedMilliseconds: Int64(game.claimedPlayMilliseconds ?? 0))).status
                == .ranked)

        // Read back as the screens and commands do.
        let rows = try client.store.top(board: BoardID(board), window: .allTime, now: Date(), limit: 10, viewer: localPlayer)
        #expect(rows.map(\.runID) == ["real-1"])
        #expect(rows.first?.displayName == "Ann" && rows.first?.isViewer == true)
        let mine = try client.store.rank(of: localPlayer, board: BoardID(board), window: .allTime, now: Date())
        #expect(mine?.rank == 1)
        #expect(try client.store.rowCount(board: BoardID(board), window: .allTime, now: Date(), viewer: localPlayer) == 1)

        // A game the service never dealt is not queued and says why.
        client.finished(try Self.wonBeginner(seed: 99, id: "local-1", player: localPlayer, pace: 150))
        #expect(client.store.notSentReason(runID: "local-1") == ServiceLeaderboards.notDealt)
        #expect(try database.outbox(player: localPlayer).isEmpty)

        // Moderation through the service: a player may not block; the sentence says so.
        let refused = ServiceBoardClient.moderate(.block, player: "Ann", shown: "Ann", service: service)
        #expect(!refused.succeeded && refused.sentence.hasPrefix("Could not block Ann:"), "\(refused.sentence)")
    }

    @Test func aHeldRunIsReviewedThroughTheServiceByAModerator() throws {
        let live = try LiveService()
        defer { live.stop() }
        let service = BoardService(address: try ServiceAddress.parse(live.address), key: BoardKey())
        _ = try service.join(JoinRequest(nickname: "Cleo"))
        let database = try AppDatabase.inMemory()
        let localPlayer = try database.currentPlayer(named: "cleo").id
        let client = ServiceBoardClient(service: service, database: database,
                                        local: database.leaderboards(periods: .fixed(secondsFromGMT: 0)), localPlayer: localPlayer)
        let board = try #require(MinesRanking.board(for: MinesGameParams(mode: .classic(.beginner))))
        let dealt = try client.startRanked(.board(board.rawValue), firstAction: TimedLog<MinesMove>(untimed: [.move(Self.first)]).packed()).get()
        // Cleared faster than people play: the service holds it.
        client.finished(try Self.wonBeginner(seed: dealt.seed, id: "fast-1", player: localPlayer, pace: 5))
        _ = client.outbox.submitPending()
        #expect(client.outbox.verdict(runID: "fast-1")?.status == .held)
        #expect(try client.store.top(board: board, window: .allTime, now: Date(), limit: 10, viewer: localPlayer).isEmpty)
        // A player may not review; once the owner appoints Dan, he may (not his own runs).
        #expect(throws: BoardClientError.self) { try client.store.heldRuns(board: board) }
        let dan = BoardService(address: service.address, key: BoardKey())
        _ = try dan.join(JoinRequest(nickname: "Dan"))
        #expect(try live.administer(["moderator", "add", "Dan"]) == 0)
        let danDatabase = try AppDatabase.inMemory()
        let moderator = ServiceBoardClient(service: dan, database: danDatabase,
                                           local: danDatabase.leaderboards(periods: .fixed(secondsFromGMT: 0)),
                                           localPlayer: try danDatabase.currentPlayer(named: "dan").id)
        let held = try moderator.store.heldRuns(board: board)
        #expect(held.map(\.run.id) == ["fast-1"] && held.first?.run.log.isEmpty == false)
        #expect(try moderator.store.run(id: "fast-1")?.board == board)
        #expect(try moderator.store.reviewState(runID: "fast-1") != nil)
        try moderator.store.review(runID: "fast-1", decision: .approve, moderator: 0)
        #expect(try client.store.top(board: board, window: .allTime, now: Date(), limit: 10, viewer: localPlayer)
            .map(\.runID) == ["fast-1"])
    }

    @Test func aLinkCodeAddsAnotherComputerToThePlayer() throws {
        let live = try LiveService()
        defer { live.stop() }
        let address = try ServiceAddress.parse(live.address)
        let first = BoardService(address: address, key: BoardKey())
        let account = try first.join(JoinRequest(nickname: "Bea"))
        let code = try first.link()
        let second = BoardService(address: address, key: BoardKey())
        let linked = try second.join(JoinRequest(linkCode: code.code))
        #expect(linked.playerID == account.playerID)
        // The code works once.
        #expect(throws: BoardClientError.self) { try BoardService(address: address, key: BoardKey()).join(JoinRequest(linkCode: code.code)) }
        // Leaving forgets that computer's key only.
        try second.leave()
        #expect(throws: BoardClientError.self) { try second.me() }
        #expect(try first.me().playerID == account.playerID)
    }
}
