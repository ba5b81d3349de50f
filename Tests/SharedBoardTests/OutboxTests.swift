import Synchronization
import Foundation
import Storage
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    @Suite struct OutboxSubmission {
        /// A board, a player on it, and an outbox in a fresh local database sending as that player.
        struct Setup {
            let admin: BoardConnection
            let player: (id: Int64, connection: BoardConnection)
            let settings: BoardConnectionSettings
            let database: AppDatabase
            let localPlayer: Int64

            init() throws {
                admin = try TestServer.board()
                player = try TestServer.player(on: admin)
                settings = player.connection.settings
                database = try AppDatabase.inMemory()
                localPlayer = try database.currentPlayer(named: "ada").id
            }

            func outbox(wrap: @escaping @Sendable (any BoardSession) -> any BoardSession = { $0 }) -> Outbox {
                let settings = self.settings
                return Outbox(database: database, localPlayer: localPlayer) { wrap(try ServerSession(settings: settings)) }
            }

            /// Read on a connection of its own: the server may have restarted since `admin` opened.
            func runIDsOnServer() throws -> [String] {
                let connection = try BoardConnection.open(admin.settings)
                defer { connection.close() }
                return try connection.rows("SELECT id FROM clearfield.run ORDER BY id").map { try $0.decode(String.self) }
            }

            /// Passes until nothing waits (as the worker would go on trying), at most `limit`.
            func drain(_ outbox: Outbox, limit: Int = 5) -> SharedBoardState {
                var state = outbox.submitPending()
                for _ in 1..<limit where state != .online(waiting: 0) {
                    state = outbox.submitPending()
                }
                return state
            }
        }

        @Test func theServerStoppedMidRunLosesNothingAndSendsEachOnce() throws {
            let setup = try Setup()
            defer { setup.admin.close(); setup.player.connection.close() }
            // The server goes down after the board took the second of five runs.
            let countdown = Countdown(2)
            let outbox = setup.outbox { StoppingSession(wrapping: $0, countdown: countdown) }
            let runs = try (0..<5).map { try ServerRun.sample(player: 0, keys: [Int64($0 + 10), 0, 0]).dealt(on: setup.player.connection) }
            for (index, run) in runs.enumerated() {
                try outbox.enqueue(run, queuedAt: Date(timeIntervalSince1970: Double(index)))
            }

            let offline = outbox.submitPending()
            try TestServer.control("start")
            #expect(offline.isOffline && offline.waiting == 3)
            #expect(offline.line == "offline — 3 results waiting")
            #expect(try setup.database.outboxCount(player: setup.localPlayer) == 3)

            // Back up: the rest go, once each.
            #expect(setup.drain(outbox) == .online(waiting: 0))
            outbox.close()
            #expect(try setup.runIDsOnServer() == runs.map(\.id).sorted())
            #expect(try setup.database.outboxCount(player: setup.localPlayer) == 0)
        }

        @Test func aRetryAfterALostReplyAddsNoDuplicate() throws {
            let setup = try Setup()
            defer { setup.admin.close(); setup.player.connection.close() }
            let outbox = setup.outbox { LosingSession(wrapping: $0) }
            let run = try ServerRun.sample(player: 0, keys: [42, 0, 0]).dealt(on: setup.player.connection)
            try outbox.enqueue(run, queuedAt: Date())

            // The board committed, the answer never came: the entry stays.
            #expect(outbox.submitPending().isOffline)
            #expect(try setup.database.outboxCount(player: setup.localPlayer) == 1)
            #expect(try setup.runIDsOnServer() == [run.id])

            #expect(outbox.submitPending() == .online(waiting: 0))
            outbox.close()
            #expect(try setup.runIDsOnServer() == [run.id])
            let row = try #require(try BoardServer(connection: setup.admin).run(id: run.id))
            #expect(row.run.playerID == setup.player.id)
        }

        @Test func theWorkerSendsInTheBackground() throws {
            let setup = try Setup()
            defer { setup.admin.close(); setup.player.connection.close() }
            let outbox = setup.outbox()
            let worker = OutboxWorker(outbox: outbox)
            worker.start()
            defer { worker.stop() }
            let runs = try (0..<3).map { try ServerRun.sample(player: 0, keys: [Int64($0), 0, 0]).dealt(on: setup.player.connection) }
            for run in runs {
                try outbox.enqueue(run, queuedAt: Date())
            }
            worker.wake()
            let deadline = Date(timeIntervalSinceNow: 20)
            while try setup.database.outboxCount(player: setup.localPlayer) > 0 && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.05)
            }
            #expect(try setup.runIDsOnServer() == runs.map(\.id).sorted())
        }

        @Test func anUnreachableBoardIsOfflineWithinTheTimeout() throws {
            let database = try AppDatabase.inMemory()
            let local = try database.currentPlayer(named: "ada").id
            // A port nothing listens on (the test server's, plus one: the script picks free ports).
            var settings = try TestServer.superuser()
            settings.port = settings.port == 65535 ? 1 : settings.port + 1
            settings.timeoutSeconds = 2
            let outbox = Outbox(database: database, localPlayer: local) { [settings] in try ServerSession(settings: settings) }
            try outbox.enqueue(.sample(player: 0, keys: [1, 0, 0]), queuedAt: Date())
            let started = Date()
            let state = outbox.submitPending()
            #expect(state.isOffline && state.waiting == 1)
            #expect(Date().timeIntervalSince(started) < 10)
        }
    }
}

/// How many more runs go through before the server is stopped (once, across reconnections).
final class Countdown: Sendable {
    private let count: Mutex<Int>
    init(_ left: Int) { count = Mutex(left) }
    var left: Int {
        get { count.withLock { $0 } }
        set { count.withLock { $0 = newValue } }
    }
}

/// Stops the real server once the countdown's runs went through it.
final class StoppingSession: BoardSession {
    let inner: any BoardSession
    let countdown: Countdown
    init(wrapping inner: any BoardSession, countdown: Countdown) {
        self.inner = inner
        self.countdown = countdown
    }
    var playerID: Int64 { inner.playerID }
    func insert(_ run: ServerRun) throws -> Bool {
        let inserted = try inner.insert(run)
        countdown.left -= 1
        if countdown.left == 0 { try TestServer.control("stop") }
        return inserted
    }
    func issueDeal(game: String) throws -> ServerDeal { try inner.issueDeal(game: game) }
    func close() { inner.close() }
}

/// The board commits the first run, and its answer is lost on the way back.
final class LosingSession: BoardSession {
    let inner: any BoardSession
    static let lost = NSLock()
    nonisolated(unsafe) static var answered = Set<String>()
    init(wrapping inner: any BoardSession) { self.inner = inner }
    var playerID: Int64 { inner.playerID }
    func insert(_ run: ServerRun) throws -> Bool {
        let inserted = try inner.insert(run)
        Self.lost.lock()
        defer { Self.lost.unlock() }
        if Self.answered.insert(run.id).inserted {
            throw BoardError.unreachable("the connection dropped before the answer")
        }
        return inserted
    }
    func issueDeal(game: String) throws -> ServerDeal { try inner.issueDeal(game: game) }
    func close() { inner.close() }
}
