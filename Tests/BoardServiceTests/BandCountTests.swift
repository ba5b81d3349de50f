import Foundation
import GameCore
import PostgresNIO
import Testing
@testable import BoardService

/// The board's counts (`board_band`, kept by a trigger on `board_best`; schema version 17) agree
/// with the plain definition of a rank after any mix of verdicts, holds, approvals, refusals,
/// blocks and unblocks: for every player and period, the shown bests strictly better than theirs,
/// and the board's shown total, as the service counts them (`BoardQueries`) and as one COUNT over
/// the runs, their verdicts and their players computes them here.
@Suite(.serialized, .tags(.postgres)) struct BandCountTests {
    static let board = "mines.expert.noguess"
    static let days = ["2026-11-16", "2026-11-17", "2026-11-23"]

    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func countsFollowEveryVerdictAndBlock(seed: UInt64) async throws {
        try await ServiceHarness.withService { client in
            let sql = client.database
            var random = SeededGenerator(seed: seed)
            var players: [Int64] = []
            for index in 0..<24 {
                players.append(try #require(try await sql.value(
                    "INSERT INTO clearfield.player (nickname) VALUES (\("P\(seed)-\(index)")) RETURNING id", as: Int64.self)))
            }
            var runs: [(id: String, status: String)] = []
            for step in 0..<160 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<6:
                    let id = "r\(step)"
                    let status = ["ranked", "ranked", "ranked", "held", "refused"].randomElement(using: &random)!
                    try await Self.file(id, player: players.randomElement(using: &random)!, status: status,
                                        random: &random, on: sql)
                    runs.append((id, status))
                case 6..<8 where !runs.isEmpty:
                    // A hold, an approval or a refusal of a run already judged.
                    let index = Int.random(in: 0..<runs.count, using: &random)
                    let status = ["ranked", "held", "refused"].randomElement(using: &random)!
                    try await sql.rows("UPDATE clearfield.run_verdict SET status = \(status) WHERE run_id = \(runs[index].id)")
                    runs[index].status = status
                default:
                    let player = players.randomElement(using: &random)!
                    try await sql.rows("UPDATE clearfield.player SET blocked = NOT blocked WHERE id = \(player)")
                }
            }
            let periods = ["all"] + Self.days.map { "d:" + $0 } + ["w:2026-W47", "w:2026-W48"]
            for period in periods {
                for viewer in players {
                    let total = try await sql.value(
                        BoardQueries.visibleCount(board: Self.board, period: period, viewer: viewer), as: Int64.self)
                    #expect(total == (try await Self.plainTotal(period: period, viewer: viewer, on: sql)),
                            "seed \(seed), \(period), viewer \(viewer)")
                }
                let bests = try await sql.rows("""
                    SELECT player_id, sort_key1, sort_key2, sort_key3 FROM clearfield.board_best
                    WHERE board = \(Self.board) AND period = \(period)
                    """)
                for best in bests {
                    let (player, k1, k2, k3) = try best.decode((Int64, Int64, Int64, Int64).self)
                    let better = try await sql.value(
                        BoardQueries.better(than: [k1, k2, k3], board: Self.board, period: period), as: Int64.self)
                    let expected = try await Self.plainBetter(than: [k1, k2, k3], period: period, on: sql)
                    #expect(better == expected, "seed \(seed), \(period), player \(player)")
                    let placement = try #require(try await sql.rows(
                        BoardQueries.placement(of: [k1, k2, k3], player: player, board: Self.board, period: period)).first)
                    #expect(try placement.decode((Int64, Int64).self).0 == expected)
                }
            }
        }
    }

    /// A run and its verdict as the service files them (its month's partition made first).
    static func file(_ id: String, player: Int64, status: String, board: String = board, random: inout SeededGenerator,
                     on sql: PostgresClient) async throws {
        let day = days.randomElement(using: &random)!
        let finished = ISO8601DateFormatter().date(from: day + "T12:00:00Z")!
            .addingTimeInterval(Double(Int.random(in: 0..<3600, using: &random)))
        // Few distinct first keys, across coarse bands (1,024 wide) and below zero: ties, neighbours
        // in one band and sums over bands all happen.
        let key1 = Int64([-2048, -5, 0, 1000, 1023, 1024, 1500, 3000, 9000].randomElement(using: &random)!)
            + Int64.random(in: 0...2, using: &random)
        let key2 = Int64.random(in: -3...3, using: &random)
        let week = day < "2026-11-23" ? "2026-W47" : "2026-W48"
        try await sql.rows("SELECT clearfield.add_run_month(\(finished))")
        try await sql.rows("""
            INSERT INTO clearfield.run (id, player_id, board, game, setup, log, claimed, sort_key1, sort_key2, sort_key3,
                                        finished_at, day, week)
            VALUES (\(id), \(player), \(board), 'mines', '\\x00'::bytea, '\\x00'::bytea, '{}', \(key1), \(key2),
                    \(Int64(finished.timeIntervalSince1970 * 1000)), \(finished), \(day), \(week))
            """)
        try await sql.rows("""
            INSERT INTO clearfield.run_verdict (run_id, board, player_id, status) VALUES (\(id), \(board), \(player), \(status))
            """)
    }

    /// Each shown player's best ranked run of the period, straight from the runs.
    static let plainBests = """
        SELECT DISTINCT ON (r.player_id) r.player_id, r.sort_key1 AS k1, r.sort_key2 AS k2, r.sort_key3 AS k3
        FROM clearfield.run r JOIN clearfield.run_verdict v ON v.run_id = r.id AND v.status = 'ranked'
        JOIN clearfield.player p ON p.id = r.player_id
        """

    static func plainBetter(than keys: [Int64], period: String, on sql: PostgresClient) async throws -> Int64 {
        try await sql.value("""
            WITH bests AS (\(unescaped: plainBests)
                WHERE r.board = \(board) AND NOT p.blocked
                  AND (\(period) = 'all' OR \(period) = 'd:' || r.day OR \(period) = 'w:' || r.week)
                ORDER BY r.player_id, r.sort_key1, r.sort_key2, r.sort_key3)
            SELECT count(*) FROM bests WHERE (k1, k2, k3) < (\(keys[0]), \(keys[1]), \(keys[2]))
            """, as: Int64.self) ?? -1
    }

    static func plainTotal(period: String, viewer: Int64, on sql: PostgresClient) async throws -> Int64 {
        try await sql.value("""
            WITH bests AS (\(unescaped: plainBests)
                WHERE r.board = \(board) AND (NOT p.blocked OR p.id = \(viewer))
                  AND (\(period) = 'all' OR \(period) = 'd:' || r.day OR \(period) = 'w:' || r.week)
                ORDER BY r.player_id, r.sort_key1, r.sort_key2, r.sort_key3)
            SELECT count(*) FROM bests
            """, as: Int64.self) ?? -1
    }
}
