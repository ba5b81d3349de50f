import BoardAPI
import Foundation
import Mines
import Testing

/// A blocked player's best is in no other player's count or rank: not in a board's total, its
/// ranks, around-me nor a verdict's rank; the blocked player still sees their own row (issue 29,
/// point 3). The counts are computed as every best less the blocked players' (Routes+Boards).
@Suite(.serialized, .tags(.postgres)) struct BlockedRankTests {
    /// The board `Games.wonBeginner` is ranked on (its parameters' default style: no-guess).
    static let board = MinesRanking.board(.beginner, .noGuess).rawValue

    @Test func aBlockedPlayersBestIsInNoOtherPlayersCountOrRank() async throws {
        try await ServiceHarness.withService { client in
            let mod = try await client.join(nickname: "Mod")
            try await client.database.rows("UPDATE clearfield.player SET role = 'moderator' WHERE id = \(mod.account.playerID)")
            var players: [TestPlayer] = []
            var runs: [Int64: String] = [:]
            for (name, pace) in [("Ada", 300), ("Bob", 420), ("Cyd", 560)] {
                let player = try await client.join(nickname: name)
                let runID = "run-\(name)"
                let (answer, _) = try await client.playRanked(player, board: Self.board, first: Games.minesFirstAction,
                                                              runID: runID) { try Games.wonBeginner(seed: $0, pace: pace) }
                let verdict = try answer.decode(RunVerdict.self)
                #expect(verdict.status == .ranked, "\(verdict)")
                players.append(player)
                runs[player.account.playerID] = runID
            }
            let board = BoardAPI.Path.board(Self.board)
            let before = try await client.get(board, as: Page<BoardRow>.self, by: mod)
            try #require(before.total == 3 && before.items.map(\.rank) == [1, 2, 3])
            // A board is read without its runs (schema 16): each best carries its run's figures.
            #expect(before.items.allSatisfy { $0.figures["timeMs"] != nil }, "\(before.items.map(\.figures))")
            let order = before.items.map(\.player.playerID)
            let first = try #require(players.first { $0.account.playerID == order[0] })
            let last = try #require(players.first { $0.account.playerID == order[2] })

            let blocked = try await client.send(.post, BoardAPI.Path.moderation,
                                                json: ModerationRequest(action: "block", player: "#\(order[0])"), key: mod.key)
            #expect(blocked.status == .noContent)

            // Others: two rows, ranked 1 and 2, the blocked best counted nowhere.
            let after = try await client.get(board, as: Page<BoardRow>.self, by: last)
            #expect(after.total == 2)
            #expect(after.items.map(\.player.playerID) == Array(order.dropFirst()))
            #expect(after.items.map(\.rank) == [1, 2])
            let around = try await client.get(BoardAPI.Path.around(Self.board), as: [BoardRow].self, by: last)
            #expect(around.map(\.player.playerID) == Array(order.dropFirst()))
            #expect(around.last?.rank == 2)
            let lastRun = try #require(runs[last.account.playerID])
            let detail = try await client.get(BoardAPI.Path.run(lastRun), as: RunDetail.self, by: last)
            #expect(detail.verdict.rankAllTime == 2)
            // The blocked player sees their own row, and the others' ranks as everyone does.
            let own = try await client.get(board, as: Page<BoardRow>.self, by: first)
            #expect(own.total == 3)
            #expect(own.items.map(\.player.playerID) == order)
        }
    }
}
