import BoardAPI
import Daily
import Foundation
import GameCore
import GameRules
import LightsOutGame
import Testing
@testable import BoardService

/// The test game through the board service over real HTTP (issue 33): a service given a registry
/// holding lights-out alone (no line of the service names it) deals it, hears it start and
/// finish, replays it, ranks it on its board and draws its replay page.
@Suite(.tags(.postgres)) struct LightsOutServiceTests {
    static let games: ServiceGames = {
        do {
            return ServiceGames(games: try GameRegistry([LightsOutBackEnd.self]), rules: [DealtWinRankingRules()],
                                dailies: .lightsOut)
        } catch {
            preconditionFailure("the test game is registered wrongly: \(error)")
        }
    }()

    static let board = DealtWinRankingRules.lightsOutBoard.rawValue
    static let scramble = 6
    static let firstPress = LightsOutMove(4)
    static let firstOffset = 500

    /// The centre pressed first (sent at start, before the seed is known), then the presses that
    /// switch every light off, 600 ms apart.
    static func won(seed: UInt64) throws -> PlayedGame {
        let setup = GameSetup(params: LightsOutParams(scramble: scramble), seed: seed)
        let start = try LightsOutBackEnd.newGame(setup)
        var log = TimedLog<LightsOutMove>([TimedAction(.move(firstPress), at: firstOffset)])
        var state = try #require(start.applying(firstPress)).state
        for (index, cell) in LightsOutBackEnd.solution(from: state).enumerated() {
            log.append(.move(LightsOutMove(cell)), at: firstOffset + 600 * (index + 1))
            state = try #require(state.applying(LightsOutMove(cell))).state
        }
        #expect(state.lights == 0)
        let last = try #require(log.lastKnownOffset)
        return PlayedGame(setup: try LightsOutBackEnd.encode(setup), log: log.packed(), claimedMilliseconds: Int64(last),
                          firstOffset: firstOffset)
    }

    @Test func aLightsOutRunIsDealtPlayedRankedAndDrawn() async throws {
        try await ServiceHarness.withService(games: Self.games) { client in
            let lou = try await client.join(nickname: "Lou")
            let first = TimedLog<LightsOutMove>([TimedAction(.move(Self.firstPress), at: Self.firstOffset)]).packed()
            let (answer, played) = try await client.playRanked(lou, board: Self.board, first: first) { try Self.won(seed: $0) }
            let verdict = try answer.decode(RunVerdict.self)
            #expect(verdict.status == .ranked, "\(verdict)")
            #expect(verdict.rankAllTime == 1)
            let page = try await client.get(BoardAPI.Path.board(Self.board), as: Page<BoardRow>.self, by: lou)
            #expect(page.items.map(\.player.playerID) == [lou.account.playerID])
            let moves = try TimedLog<LightsOutMove>(packed: played.log).entries.count
            #expect(page.items.first?.figures["moves"] == Int64(moves))
            // The replay page draws the test game's boards as its back end writes them.
            let html = String(decoding: try await client.send(.get, "/runs/\(verdict.runID)", key: nil).body, as: UTF8.self)
            let frames = RunReplayPageTests.frames(html)
            #expect(frames.count == moves + 1)
            #expect(frames.last == "...\n...\n...")
            #expect(RunReplayPageTests.captions(html).dropFirst().first == "Play 1 at 0.50 s: press 2,2")
            // Mines is not this service's game: its boards are not dealt.
            let mines = try await client.send(.post, BoardAPI.Path.deals, json: DealRequest(board: "mines.beginner.noguess"),
                                              key: lou.key)
            #expect(mines.status == .badRequest)
        }
    }

    /// The daily's board of the test game is the service's, from the registry's dailies.
    @Test func theTestGamesDailyIsDealtOnItsOwnBoard() async throws {
        try await ServiceHarness.withService(games: Self.games) { client in
            let lou = try await client.join(nickname: "Lou")
            let deal = try await client.post(BoardAPI.Path.dailyDeals, DailyDealRequest(game: "lights-out"), as: Deal.self,
                                             by: lou, expect: .created)
            #expect(deal.game == "lights-out" && deal.board.hasPrefix("lights-out.daily.") && deal.ranked)
            #expect(deal.seed != nil)
            let unknown = try await client.send(.post, BoardAPI.Path.dailyDeals, json: DailyDealRequest(game: "mines"), key: lou.key)
            #expect(unknown.status == .badRequest)
        }
    }
}
