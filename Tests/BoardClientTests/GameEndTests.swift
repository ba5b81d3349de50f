import BoardAPI
import Crypto
import Foundation
import GameCore
import Leaderboards
import SharedBoard
import LocalDatabase
import Testing
@testable import BoardClient

/// A game's life on the service as the running game drives it: the first action deals and starts
/// it, its end reports the finish (the log's SHA-256) and sends the run, whatever the verdict on
/// this computer; a game the service did not deal is never "sending…": it says why.
@Suite struct GameEndTests {
    let fake = FakeService()
    let database: AppDatabase
    let client: ServiceBoardClient
    let localPlayer: Int64

    init() throws {
        database = try AppDatabase.inMemory()
        localPlayer = try database.currentPlayer(named: "ada").id
        let service = BoardService(address: try ServiceAddress.parse("http://127.0.0.1:9"), key: BoardKey(), transport: fake)
        _ = try service.join(JoinRequest())
        client = ServiceBoardClient(service: service, database: database, local: database.leaderboards(periods: .fixed(secondsFromGMT: 0)),
                                    localPlayer: localPlayer)
    }

    func game(id: String, seed: UInt64, log: Data = Data([2, 1, 8, 0, 4, 4])) -> FinishedGame {
        FinishedGame(id: id, playerID: localPlayer, kind: GameKind(rawValue: "mines"), setup: Data("{\"seed\":\(seed)}".utf8), log: log,
                     claimedPlayMilliseconds: 4_200, origin: .dealt, finishedAt: Date())
    }

    @Test func aDealtGameIsStartedFinishedAndSentOnce() throws {
        let first = Data([2, 1, 0, 0, 4, 4])
        let dealt = try client.startRanked(.board("mines.beginner.noguess"), firstAction: first).get()
        let deal = try #require(fake.state.withLock { $0.deals.keys.first })
        #expect(dealt.seed == FakeService.seed(of: deal) && dealt.ranked)
        #expect(fake.state.withLock { $0.starts[deal] } == first)

        let log = Data([2, 3, 9, 9, 9])
        client.finished(game(id: "g1", seed: dealt.seed, log: log))
        let finish = try #require(fake.state.withLock { $0.finishes[deal] })
        #expect(finish.logDigest == SHA256.hash(data: log).map { String(format: "%02x", $0) }.joined())
        #expect(finish.claimedMilliseconds == 4_200)
        #expect(client.store.notSentReason(runID: "g1") == nil)
        #expect(try database.outbox(player: localPlayer).map(\.runID) == ["g1"])

        #expect(client.outbox.submitPending() == .online(waiting: 0))
        let sent = try #require(fake.state.withLock { $0.stored["g1"] })
        #expect(sent.dealID == deal && sent.board == "mines.beginner.noguess" && sent.log == log)
        #expect(client.outbox.verdict(runID: "g1")?.status == .ranked)
        // The same game's end again (a second ranking job) sends nothing more.
        client.finished(game(id: "g1", seed: dealt.seed, log: log))
        _ = client.outbox.submitPending()
        #expect(fake.state.withLock { $0.submissions } == 1)
    }

    @Test func aGameTheServiceDidNotDealSaysWhyAndIsNotQueued() throws {
        client.finished(game(id: "g2", seed: 5))
        #expect(client.store.notSentReason(runID: "g2") == ServiceLeaderboards.notDealt)
        #expect(client.statusLine?.contains("ranked on this computer only") == true)
        #expect(try database.outbox(player: localPlayer).isEmpty)
    }

    @Test func aRefusedDealIsASentenceAndTheGameIsPlayedHere() throws {
        fake.state.withLock { $0.refuseDeals = true }
        let answer = client.startRanked(.board("mines.beginner.noguess"), firstAction: Data([1]))
        guard case .failure(let refusal) = answer else {
            Issue.record("dealt: \(answer)")
            return
        }
        #expect(refusal.reason.contains("too many deals") && refusal.reason.contains("ranked on this computer only"))
    }

    @Test func aStartedDealOutlivesARestart() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("deals-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let before = ServiceDeals(dataDirectory: directory)
        let deal = Deal(dealID: 9, board: "mines.daily.2026-11-28", game: "mines", expiresAt: Date(timeIntervalSince1970: 1_800_000_600),
                        ranked: true)
        before.start(deal, answer: StartAnswer(seed: 1234, startedAt: Date(timeIntervalSince1970: 1_800_000_000)))
        let after = ServiceDeals(dataDirectory: directory)
        let kept = try #require(after.take(seed: 1234))
        #expect(kept.deal == deal && kept.startedAt == Date(timeIntervalSince1970: 1_800_000_000))
        #expect(ServiceDeals(dataDirectory: directory).take(seed: 1234) == nil, "taken once")
    }
}
