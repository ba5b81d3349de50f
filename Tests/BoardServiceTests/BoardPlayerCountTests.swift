import Foundation
import GameCore
import PostgresNIO
import Testing
@testable import BoardService

/// The players counted per board for the list of boards (`board_players`, kept by triggers on
/// `board_best` and `player`; schema version 21) agree with one COUNT over the runs, their
/// verdicts and their players after any mix of verdicts, holds, approvals, refusals, blocks and
/// unblocks on several boards.
@Suite(.serialized, .tags(.postgres)) struct BoardPlayerCountTests {
    static let boards = ["mines.expert.noguess", "mines.beginner.noguess", "mines.daily.2026-11-17"]

    @Test(arguments: [UInt64(11), 12, 13])
    func countsFollowEveryVerdictAndBlock(seed: UInt64) async throws {
        try await ServiceHarness.withService { client in
            let sql = client.database
            var random = SeededGenerator(seed: seed)
            var players: [Int64] = []
            for index in 0..<20 {
                players.append(try #require(try await sql.value(
                    "INSERT INTO clearfield.player (nickname) VALUES (\("C\(seed)-\(index)")) RETURNING id", as: Int64.self)))
            }
            var runs: [String] = []
            for step in 0..<150 {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<6:
                    let id = "c\(step)"
                    let status = ["ranked", "ranked", "ranked", "held", "refused"].randomElement(using: &random)!
                    try await BandCountTests.file(id, player: players.randomElement(using: &random)!, status: status,
                                                  board: Self.boards.randomElement(using: &random)!, random: &random, on: sql)
                    runs.append(id)
                case 6..<8 where !runs.isEmpty:
                    let status = ["ranked", "held", "refused"].randomElement(using: &random)!
                    try await sql.rows(
                        "UPDATE clearfield.run_verdict SET status = \(status) WHERE run_id = \(runs.randomElement(using: &random)!)")
                default:
                    let player = players.randomElement(using: &random)!
                    try await sql.rows("UPDATE clearfield.player SET blocked = NOT blocked WHERE id = \(player)")
                }
                if step % 50 == 49 {
                    #expect(try await Self.counted(on: sql) == (try await Self.plain(on: sql)), "seed \(seed), step \(step)")
                }
            }
        }
    }

    /// The boards' counts as the service reads them.
    static func counted(on sql: PostgresClient) async throws -> [String: Int64] {
        var counts: [String: Int64] = [:]
        for row in try await sql.rows(BoardQueries.playersByBoard) {
            let (board, players) = try row.decode((String, Int64).self)
            counts[board] = players
        }
        return counts
    }

    /// Players not blocked with a ranked run, per board, straight from the runs.
    static func plain(on sql: PostgresClient) async throws -> [String: Int64] {
        var counts: [String: Int64] = [:]
        for row in try await sql.rows("""
            SELECT r.board, count(DISTINCT r.player_id)
            FROM clearfield.run r JOIN clearfield.run_verdict v ON v.run_id = r.id AND v.status = 'ranked'
            JOIN clearfield.player p ON p.id = r.player_id WHERE NOT p.blocked GROUP BY r.board
            """) {
            let (board, players) = try row.decode((String, Int64).self)
            counts[board] = players
        }
        return counts
    }
}
