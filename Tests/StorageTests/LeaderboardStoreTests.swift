import Foundation
import GameCore
import GameRules
import GRDB
import Leaderboards
import Players
import PropertyBased
import Testing
@testable import LocalDatabase

/// The SQLite store against the pure `Ranking` on random runs: both must show the same rows.
@Suite struct LeaderboardStoreTests {
    static let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18, a Wednesday
    static let boards: [BoardID] = ["test.a", "test.b", "tiles.level.1", "tiles.level.2"]
    static let total: BoardID = "tiles.total"
    static let aggregates = [total: BoardAggregate(memberPrefix: "tiles.level.", summedFigure: "score", countFigure: "levels")]

    /// A database with players 1...8 ("p1"...).
    private func makeStore(offsetHours: Int = 0) throws -> DatabaseLeaderboardStore {
        let database = try makeDatabase()
        for index in 1...8 { _ = try database.currentPlayer(named: "p\(index)") }
        return database.leaderboards(periods: .fixed(secondsFromGMT: offsetHours * 3600), aggregates: Self.aggregates)
    }

    private func randomRuns(seed: UInt64, count: Int) -> [RankedRun] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { index in
            let key = (0..<3).map { _ in Int64.random(in: -2...2, using: &generator) }
            let back = Int64.random(in: 0...(9 * 86_400_000), using: &generator)
            let states: [VerificationState] = [.verified, .verified, .verified, .pending, .unverified("tampered")]
            return RankedRun(
                id: "r\(index)", board: Self.boards.randomElement(using: &generator)!,
                playerID: Int64.random(in: 1...8, using: &generator), kind: GameKind(rawValue: "test"),
                setup: Data([1, 2]), log: Data("r\(index)".utf8),
                claimed: VerifiedGame(kind: GameKind(rawValue: "test"), status: .won, boardsCleared: 1, moves: index,
                                      hintsUsed: 0, undosUsed: 0, actionCount: 1, timingStartOffset: 0,
                                      lastOffset: 0, playMilliseconds: 10),
                sortKey: key, figures: ["score": -key[0], "moves": key[1]],
                finishedAt: Date(timeIntervalSince1970: Double(Int64(Self.now.timeIntervalSince1970) * 1000 - back) / 1000),
                verification: states.randomElement(using: &generator)!)
        }
    }

    /// Store and reference agree on every board, window, viewer, page and around-me.
    private func expectAgreement(_ store: DatabaseLeaderboardStore, _ reference: Ranking) throws {
        func plain(_ rows: [BoardRow]) -> [String] {
            rows.map { "\($0.rank) \($0.playerID) \($0.runID) \($0.sortKey) \($0.figures.sorted { $0.key < $1.key }) "
                + "\(($0.finishedAt.timeIntervalSince1970 * 1000).rounded()) \($0.isViewer) \($0.isHidden)" }
        }
        for board in Self.boards + [Self.total] {
            for window in RankWindow.allCases {
                for viewer in [nil, 1, 5] as [PlayerID?] {
                    let expected = reference.rows(board: board, window: window, now: Self.now, viewer: viewer)
                    let all = try store.rows(board: board, window: window, now: Self.now, offset: 0, limit: 100, viewer: viewer)
                    #expect(plain(all) == plain(expected), "\(board) \(window) viewer \(String(describing: viewer))")
                    #expect(try store.rowCount(board: board, window: window, now: Self.now, viewer: viewer) == expected.count)
                    let page = try store.rows(board: board, window: window, now: Self.now, offset: 2, limit: 3, viewer: viewer)
                    #expect(plain(page) == plain(Array(expected.dropFirst(2).prefix(3))))
                }
                for player in PlayerID(1)...8 {
                    let own = try store.rank(of: player, board: board, window: window, now: Self.now)
                    #expect(plain(own.map { [$0] } ?? []) == plain(reference.rank(of: player, board: board, window: window,
                                                                                 now: Self.now).map { [$0] } ?? []))
                    let around = try store.around(player: player, board: board, window: window, now: Self.now, radius: 2)
                    #expect(plain(around) == plain(reference.around(player: player, board: board, window: window,
                                                                      now: Self.now, radius: 2)))
                }
            }
        }
    }

    @Test func theStoreAgreesWithTheReferenceRanking() async throws {
        await propertyCheck(count: 20, input: zip(Gen.uint64(), Gen.int(in: 0...50), Gen.int(in: -11...13))) { seed, count, offset in
            let store = try makeStore(offsetHours: offset)
            let runs = randomRuns(seed: seed, count: count)
            // Half one by one, half in one transaction: the same rows either way.
            for run in runs.prefix(count / 2) { try store.submit(run) }
            try store.submit(contentsOf: runs.dropFirst(count / 2))
            try expectAgreement(store, Ranking(runs: runs, periods: store.periods, aggregates: Self.aggregates))
        }
    }

    @Test func changedVerificationsAndBlockedPlayersAgreeToo() async throws {
        await propertyCheck(count: 15, input: zip(Gen.uint64(), Gen.int(in: 1...40))) { seed, count in
            let store = try makeStore()
            var runs = randomRuns(seed: seed, count: count)
            for run in runs { try store.submit(run) }
            var generator = SeededGenerator(seed: seed ^ 0x5eed)
            for index in runs.indices where Bool.random(using: &generator) {
                runs[index].verification = runs[index].verification.isVerified ? .unverified("replay differs") : .verified
                try store.markVerification(runID: runs[index].id, state: runs[index].verification)
            }
            try block([1, 3], in: store.database)
            try expectAgreement(store, Ranking(runs: runs, periods: store.periods, aggregates: Self.aggregates,
                                               blocked: [1, 3]))
        }
    }

    @Test func submittingARunAgainChangesNothing() throws {
        let store = try makeStore()
        var run = randomRuns(seed: 7, count: 1)[0]
        run.verification = .verified
        let first = try store.submit(run)
        var copy = run
        copy.sortKey = [-100, 0, 0]  // a resubmission cannot improve the stored run
        let second = try store.submit(copy)
        #expect(first == second)
        #expect(first.isPersonalBest)
        #expect(first.ranks[.allTime] == 1)
        #expect(try store.allRuns() == [run])
        #expect(try store.run(id: run.id) == run)
    }

    @Test func aPlacementNamesEveryWindowTheRunIsBestIn() throws {
        let store = try makeStore()
        var runs = randomRuns(seed: 3, count: 3)
        for index in runs.indices {
            runs[index].board = "test.a"
            runs[index].verification = .verified
            runs[index].playerID = Int64(index + 1)
            runs[index].finishedAt = Self.now
        }
        runs[0].sortKey = [5, 0, 0]
        runs[1].sortKey = [1, 0, 0]
        runs[2].sortKey = [3, 0, 0]
        for run in runs.prefix(2) { try store.submit(run) }
        let placement = try store.submit(runs[2])
        #expect(placement == Placement(board: "test.a", ranks: [.allTime: 2, .week: 2, .today: 2], isPersonalBest: true))
        var worse = runs[2]
        worse.id = "worse"
        worse.sortKey = [4, 0, 0]
        #expect(try store.submit(worse) == Placement(board: "test.a", ranks: [:], isPersonalBest: false))
    }

    @Test func rowsShowNicknamesBlankedNamesAndAvatars() throws {
        let store = try makeStore()
        for player in PlayerID(1)...3 {
            var run = randomRuns(seed: UInt64(player), count: 1)[0]
            run.playerID = player
            run.id = "run of \(player)"
            run.log = Data(run.id.utf8)  // each player's own game (the same log would be a copy)
            run.board = "test.a"
            run.verification = .verified
            try store.submit(run)
        }
        try store.database.dbWriter.write { db in
            try db.execute(sql: """
                INSERT INTO playerProfile (playerId, nickname, nicknameBlanked, memberSince) VALUES
                  (1, 'Ada \u{1B}[2J', 0, '2026-01-01'), (2, 'Rude', 1, '2026-01-01'), (3, 'Ada', 0, '2026-01-01');
                INSERT INTO playerAvatar (playerId, pixels, updatedAt) VALUES (3, x'0102', '2026-01-01')
                """)
        }
        let rows = try store.rows(board: "test.a", window: .allTime, now: Self.now, offset: 0, limit: 10, viewer: nil)
        let names = Dictionary(uniqueKeysWithValues: rows.map { ($0.playerID, $0.displayName) })
        // A nickname written by hand that breaks the rules shows the login name, as on the profile.
        #expect(names == [1: "p1", 2: "Player 2", 3: "Ada"])
        #expect(rows.first { $0.playerID == 3 }?.avatarPixels == [1, 2])
        #expect(rows.first { $0.playerID == 1 }?.avatarPixels == nil)
    }

    @Test func aRunOfAnUnknownPlayerIsRefused() throws {
        let store = try makeStore()
        var run = randomRuns(seed: 1, count: 1)[0]
        run.playerID = 99
        #expect(throws: AppDatabaseError.unknownPlayer(id: 99)) { try store.submit(run) }
    }

    private func block(_ players: [PlayerID], in database: AppDatabase) throws {
        try database.dbWriter.write { db in
            for player in players {
                try db.execute(sql: "INSERT INTO playerProfile (playerId, blocked, memberSince) VALUES (?, 1, '2026-01-01')",
                               arguments: [player])
            }
        }
    }
}
