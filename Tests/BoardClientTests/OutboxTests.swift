import BoardAPI
import Foundation
import SharedBoard
import LocalDatabase
import Synchronization
import Testing
@testable import BoardClient

/// The outbox over the service: each run sent exactly once (its id is the idempotency key),
/// kept while the service is out of reach or its answer is lost, and its verdict delivered.
@Suite struct ServiceOutboxTests {
    let fake = FakeService()
    let database: AppDatabase
    let localPlayer: Int64
    let service: BoardService

    init() throws {
        database = try AppDatabase.inMemory()
        localPlayer = try database.currentPlayer(named: "ada").id
        service = BoardService(address: try ServiceAddress.parse("http://127.0.0.1:9"), key: BoardKey(), transport: fake)
        _ = try service.join(JoinRequest(nickname: "ada"))
    }

    func run(_ index: Int) -> RunSubmission {
        RunSubmission(runID: "run-\(index)", dealID: Int64(index), board: "mines.beginner", setup: Data("{}".utf8),
                      log: Data([UInt8(index)]), claimedMilliseconds: Int64(1000 + index))
    }

    @Test func lostAnswersAndAnOutageSendEachRunOnceAndLoseNone() throws {
        let verdicts = Mutex<[RunVerdict]>([])
        let outbox = Outbox(database: database, localPlayer: localPlayer, session: ServiceSession(service: service),
                            onVerdict: { verdict in verdicts.withLock { $0.append(verdict) } })
        for index in 0..<5 { try outbox.enqueue(run(index), queuedAt: Date(timeIntervalSince1970: Double(index))) }
        // The service takes the first two runs but both answers are lost; then it is out of reach.
        fake.state.withLock { $0.loseAnswers = 2 }
        let first = outbox.submitPending()
        #expect(first.isOffline && first.waiting == 5)
        fake.state.withLock { $0.loseAnswers = 1; $0.unreachable = 1 }
        let second = outbox.submitPending()
        #expect(second.isOffline && second.waiting == 5)
        // Retries: one more lost answer, then everything answers.
        var state = outbox.submitPending()
        for _ in 0..<5 where state != .online(waiting: 0) { state = outbox.submitPending() }
        #expect(state == .online(waiting: 0))
        let (stored, runs) = fake.state.withLock { ($0.stored, $0.stored.values.map(\.runID).sorted()) }
        #expect(runs == (0..<5).map { "run-\($0)" })
        #expect(stored["run-3"] == run(3))
        #expect(try database.outboxCount(player: localPlayer) == 0)
        // One verdict per run, each delivered once, and kept for the panel.
        #expect(verdicts.withLock { $0.map(\.runID).sorted() } == runs)
        #expect(outbox.verdict(runID: "run-4")?.status == .ranked)
    }

    @Test func aRunKeptAcrossARestartIsSentByTheNextOutbox() throws {
        let before = Outbox(database: database, localPlayer: localPlayer, session: ServiceSession(service: service))
        fake.state.withLock { $0.unreachable = 10 }
        try before.enqueue(run(1), queuedAt: Date())
        #expect(before.submitPending().isOffline)
        fake.state.withLock { $0.unreachable = 0 }
        let after = Outbox(database: database, localPlayer: localPlayer, session: ServiceSession(service: service))
        #expect(after.state.waiting == 1)
        #expect(after.submitPending() == .online(waiting: 0))
        #expect(fake.state.withLock { $0.stored.keys.sorted() } == ["run-1"])
        #expect(try database.outbox(player: localPlayer).isEmpty)
    }

    @Test func aRefusedRequestLeavesWithTheServicesReasonAndIsNotRetried() throws {
        let outbox = Outbox(database: database, localPlayer: localPlayer, session: ServiceSession(service: service))
        fake.state.withLock { $0.refuseRuns = APIProblem(code: .dealExpired, message: "the deal lapsed before the game began") }
        try outbox.enqueue(run(1), queuedAt: Date())
        #expect(outbox.submitPending() == .online(waiting: 0))
        let verdict = try #require(outbox.verdict(runID: "run-1"))
        #expect(verdict.status == .refused && verdict.reason == "the deal lapsed before the game began")
        _ = outbox.submitPending()
        #expect(fake.state.withLock { $0.submissions } == 1)
    }

    @Test func aRunIsRetriedEachPassUntilTheServiceAnswers() throws {
        // The same run is retried by each pass while the service is away; it is stored once.
        let outbox = Outbox(database: database, localPlayer: localPlayer, session: ServiceSession(service: service))
        try outbox.enqueue(run(2), queuedAt: Date())
        fake.state.withLock { $0.unreachable = 3 }
        for _ in 0..<3 { #expect(outbox.submitPending().isOffline) }
        #expect(try database.outbox(player: localPlayer).first?.attempts == 3)
        #expect(outbox.submitPending() == .online(waiting: 0))
        #expect(fake.state.withLock { $0.stored.count } == 1)
    }
}
