import ClearfieldServiceGames
import BoardAPI
@testable import BoardService
import Foundation
import GameCore
import GameRules
import Mines
import Testing

/// The service decides every run's verdict once, on submit, by replay and against its deal and
/// its clock (issue 29, point 3 and 4).
@Suite(.serialized, .tags(.postgres)) struct RunVerdictTests {
    @Test func aWonMinesGameIsRankedAndShownOnTheBoard() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let (answer, _) = try await client.playRanked(ada, board: Games.minesBeginner, first: Games.minesFirstAction) {
                try Games.wonBeginner(seed: $0)
            }
            let verdict = try answer.decode(RunVerdict.self)
            #expect(verdict.status == .ranked, "\(verdict)")
            #expect(verdict.rankAllTime == 1)
            let page = try await client.get(BoardAPI.Path.board(Games.minesBeginner), as: Page<BoardRow>.self, by: ada)
            #expect(page.items.map(\.player.playerID) == [ada.account.playerID])
            #expect(page.total == 1)
            // Sent again (a retry whose answer was lost): the same verdict, nothing added.
            let profile = try await client.get(BoardAPI.Path.profile("Ada"), as: PlayerProfileAnswer.self, by: ada)
            #expect(profile.gamesStarted == 1 && profile.gamesWon == 1)
        }
    }

    @Test func aClearedTilesLevelIsRanked() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let (answer, _) = try await client.playRanked(ada, board: Games.tilesBoard, first: Games.tilesFirstAction) {
                try Games.clearedTiles(seed: $0)
            }
            #expect(try answer.decode(RunVerdict.self).status == .ranked)
        }
    }

    @Test func aDealCarriesNoSeedUntilTheFirstActionIsSent() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let dealt = try await client.send(.post, BoardAPI.Path.deals, json: DealRequest(board: Games.minesBeginner), key: ada.key)
            #expect(dealt.status == .created)
            let fields = try #require(try JSONSerialization.jsonObject(with: dealt.body) as? [String: Any])
            #expect(fields["seed"] == nil)
            let seeds = try await client.database.rows("SELECT seed FROM clearfield.deal").map { try $0.decode(Int64?.self) }
            #expect(seeds == [nil])
        }
    }

    @Test func aNewDealForfeitsTheOpenOneAndAStartedOneCountsAsALoss() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let first = try await client.post(BoardAPI.Path.deals, DealRequest(board: Games.minesBeginner), as: Deal.self,
                                              by: ada, expect: .created)
            _ = try await client.post(BoardAPI.Path.start(deal: first.dealID), StartRequest(firstAction: Games.minesFirstAction),
                                      as: StartAnswer.self, by: ada)
            _ = try await client.post(BoardAPI.Path.deals, DealRequest(board: Games.minesBeginner), as: Deal.self,
                                      by: ada, expect: .created)
            let late = try await client.send(.post, BoardAPI.Path.finish(deal: first.dealID),
                                             json: FinishRequest(logDigest: String(repeating: "0", count: 64), claimedMilliseconds: 1),
                                             key: ada.key)
            #expect(late.status == .conflict)
            let profile = try await client.get(BoardAPI.Path.profile("Ada"), as: PlayerProfileAnswer.self, by: ada)
            #expect(profile.gamesStarted == 1 && profile.gamesWon == 0)
        }
    }

    @Test func anotherPlayersMovesFiledUnderOnesOwnDealAreACopy() async throws {
        // Tiles: the level is the same board whatever the seed, so a copy replays.
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let eve = try await client.join(nickname: "Eve")
            let (original, adaGame) = try await client.playRanked(ada, board: Games.tilesBoard, first: Games.tilesFirstAction) {
                try Games.clearedTiles(seed: $0)
            }
            #expect(try original.decode(RunVerdict.self).status == .ranked)
            // Eve re-times Ada's log (slower) under her own fresh deal.
            let (copy, _) = try await client.playRanked(eve, board: Games.tilesBoard, first: Games.tilesFirstAction) { seed in
                var game = try Games.clearedTiles(seed: seed, pace: 1_500)
                #expect(game.log != adaGame.log)
                game.setup = try Games.clearedTiles(seed: seed).setup
                return game
            }
            let verdict = try copy.decode(RunVerdict.self)
            #expect(verdict.status == .refused)
            #expect(verdict.reason?.contains("another player's run") == true)
        }
    }

    /// The game records the cursor's way (traces) from the moment it opens: the log's first play,
    /// not its first entry, is the action sent at start.
    @Test func aLogWhoseCursorMovedBeforeTheFirstRevealIsRanked() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let (answer, _) = try await client.playRanked(ada, board: Games.minesBeginner, first: Games.minesFirstAction,
                                                          edit: { played in
                guard let log = try? TimedLog<MinesMove>(packed: played.log) else { return }
                let way = (1...3).map { TimedAction<MinesMove>(.move(.cursor(Point(x: $0, y: $0))), at: 100 * $0) }
                played.log = TimedLog(way + log.entries).packed()
            }) { try Games.wonBeginner(seed: $0) }
            let verdict = try answer.decode(RunVerdict.self)
            #expect(verdict.status == .ranked, "\(verdict)")
        }
    }

    @Test func aGameWhoseClockStoodStillIsTimedByTheServicesClock() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            // The game's clock stood still for a minute the service's clock ran on (a pause, or
            // the game saved and resumed later): it ranks, timed by the service, break included.
            let (answer, played) = try await client.playRanked(ada, board: Games.minesBeginner,
                                                               first: Games.minesFirstAction) { seed in
                let game = try Games.wonBeginner(seed: seed)
                client.clock.advance(milliseconds: 60_000)
                return game
            }
            let verdict = try answer.decode(RunVerdict.self)
            #expect(verdict.status == .ranked, "\(verdict)")
            #expect(verdict.stoppedClockMilliseconds == 60_000)
            let page = try await client.get(BoardAPI.Path.board(Games.minesBeginner), as: Page<BoardRow>.self, by: ada)
            let shown = try #require(page.items.first?.figures["timeMs"])
            #expect(shown == played.claimedMilliseconds - Int64(played.firstOffset) + 60_000, "\(page.items)")
            // The administrator's `verify` replays it to the same stored time.
            let admin = try ServiceHarness.connection(client.url)
            defer { admin.close() }
            let judged = try BoardAdmin(connection: admin, games: .clearfield).verify()
            #expect(judged.failures.isEmpty, "\(judged.failures)")
            #expect(judged.ranked == 1)
            // Asked again (a retry whose answer was lost): the same account of the break.
            let retry = RunSubmission(runID: verdict.runID, dealID: 0, board: Games.minesBeginner, setup: played.setup,
                                      log: played.log, claimedMilliseconds: played.claimedMilliseconds)
            let again = try await client.send(.post, BoardAPI.Path.runs, json: retry, key: ada.key)
            #expect(try again.decode(RunVerdict.self).stoppedClockMilliseconds == 60_000)
        }
    }

    @Test func aClaimedTimeLongerThanTheServiceSawIsRefused() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            // The game claims a minute more than passed between its start and finish on the service.
            let (answer, _) = try await client.playRanked(ada, board: Games.minesBeginner, first: Games.minesFirstAction,
                                                          edit: { $0.claimedMilliseconds += 60_000 }) {
                try Games.wonBeginner(seed: $0)
            }
            let verdict = try answer.decode(RunVerdict.self)
            #expect(verdict.status == .refused)
            #expect(verdict.reason?.contains("timed") == true, "\(verdict)")
        }
    }

    @Test func aHeldRunIsOnNoBoardUntilAModeratorApprovesIt() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let bob = try await client.join(nickname: "Bob")
            let mod = try await client.join(nickname: "Mod")
            try await client.database.rows("UPDATE clearfield.player SET role = 'moderator' WHERE id = \(mod.account.playerID)")
            let (genuine, _) = try await client.playRanked(ada, board: Games.minesBeginner, first: Games.minesFirstAction) {
                try Games.wonBeginner(seed: $0)
            }
            #expect(try genuine.decode(RunVerdict.self).status == .ranked)
            let (bobs, _) = try await client.playRanked(bob, board: Games.minesBeginner, first: Games.minesFirstAction) {
                try Games.wonBeginner(seed: $0)
            }
            #expect(try bobs.decode(RunVerdict.self).status == .ranked)
            // Ada's second game, re-timed 1 ms apart: faster than people play.
            let (fast, _) = try await client.playRanked(ada, board: Games.minesBeginner, first: Games.minesFirstAction) {
                try Games.wonBeginner(seed: $0, pace: 1)
            }
            let held = try fast.decode(RunVerdict.self)
            #expect(held.status == .held, "\(held)")
            // On no board, in no count, not Ada's best, not in her profile.
            let page = try await client.get(BoardAPI.Path.board(Games.minesBeginner), as: Page<BoardRow>.self, by: bob)
            #expect(page.total == 2)
            #expect(!page.items.map(\.runID).contains(held.runID))
            let around = try await client.get(BoardAPI.Path.around(Games.minesBeginner), as: [BoardRow].self, by: ada)
            #expect(!around.map(\.runID).contains(held.runID))
            let profile = try await client.get(BoardAPI.Path.profile("Ada"), as: PlayerProfileAnswer.self, by: bob)
            #expect(!profile.bests.map(\.runID).contains(held.runID))
            #expect(profile.gamesWon == 1)
            let hidden = try await client.send(.get, BoardAPI.Path.run(held.runID), key: bob.key)
            #expect(hidden.status == .notFound)
            // The moderator sees it held and approves it: now it ranks first.
            let queue = try await client.get(BoardAPI.Path.held, as: Page<RunDetail>.self, by: mod)
            #expect(queue.items.map(\.runID) == [held.runID])
            let approved = try await client.send(.post, BoardAPI.Path.review(held.runID), json: ReviewRequest(approve: true),
                                                 key: mod.key)
            #expect(approved.status == .noContent)
            let after = try await client.get(BoardAPI.Path.board(Games.minesBeginner), as: Page<BoardRow>.self, by: bob)
            #expect(after.items.first?.runID == held.runID)
            #expect(after.total == 2)
            let log = try await client.get(BoardAPI.Path.moderationLog, as: Page<ModerationEntry>.self, by: mod)
            #expect(log.items.first?.action == "approve-run" && log.items.first?.moderator.playerID == mod.account.playerID)
        }
    }

    @Test func aRejectedHeldRunNeverReplacesTheBest() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let mod = try await client.join(nickname: "Mod")
            try await client.database.rows("UPDATE clearfield.player SET role = 'moderator' WHERE id = \(mod.account.playerID)")
            let (genuine, _) = try await client.playRanked(ada, board: Games.minesBeginner, first: Games.minesFirstAction) {
                try Games.wonBeginner(seed: $0)
            }
            let best = try genuine.decode(RunVerdict.self).runID
            let (fast, _) = try await client.playRanked(ada, board: Games.minesBeginner, first: Games.minesFirstAction) {
                try Games.wonBeginner(seed: $0, pace: 1)
            }
            let held = try fast.decode(RunVerdict.self).runID
            let rejected = try await client.send(.post, BoardAPI.Path.review(held), json: ReviewRequest(approve: false, note: "bot"),
                                                 key: mod.key)
            #expect(rejected.status == .noContent)
            let page = try await client.get(BoardAPI.Path.board(Games.minesBeginner), as: Page<BoardRow>.self, by: mod)
            #expect(page.items.map(\.runID) == [best])
            let mine = try await client.get(BoardAPI.Path.run(held), as: RunDetail.self, by: ada)
            #expect(mine.verdict.status == .refused && mine.verdict.reason?.contains("rejected") == true)
        }
    }
}
