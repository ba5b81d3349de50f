import Foundation
import GameCore
import GameRules
import Leaderboards
import Mines
import Testing
import Tiles
@testable import Daily

/// Daily games rank on their date's board like their classic kin; practice and look-alikes do not.
@Suite struct DailyRankingTests {
    private let mines = DailyRanking(kin: MinesRanking(), game: .mines)
    private let tiles = DailyRanking(kin: TilesRanking(), game: .tiles)
    private let date = DailyDate("2026-11-26")!

    private func won(_ kind: GameKind, threeBV: Int? = 60, hints: Int = 0, status: GameStatus = .won)
        -> Result<VerifiedGame, VerificationFailure> {
        .success(VerifiedGame(kind: kind, status: status, score: 900, boardsCleared: 1, moves: 40, threeBV: threeBV,
                              hintsUsed: hints, undosUsed: 0, actionCount: 45, timingStartOffset: 100, lastOffset: 30_100,
                              playMilliseconds: 30_000))
    }

    @Test func theDaysFirstMinesAttemptRanksOnTheDailyBoard() throws {
        let setup = try MinesBackEnd.encode(DailyMinesChallenge(date: date).setup())
        #expect(mines.eligibility(encodedSetup: setup, verification: won(.mines), origin: .dealt) == .ranked("mines.daily.2026-11-26"))
        #expect(mines.eligibility(encodedSetup: setup, verification: won(.mines), origin: .chosen) == .notRanked(.dailyPractice))
        #expect(NotRankedReason.dailyPractice.description.hasPrefix("practice"))
        #expect(mines.eligibility(encodedSetup: setup, verification: won(.mines, status: .lost), origin: .dealt) == .notRanked(.lost))
        #expect(mines.eligibility(encodedSetup: setup, verification: won(.mines, hints: 1), origin: .dealt) == .notRanked(.assisted))
        #expect(mines.eligibility(encodedSetup: setup, verification: won(.mines, threeBV: 12), origin: .dealt)
                == .notRanked(.belowThreeBVFloor(floor: 30, actual: 12)))
    }

    @Test func aBoardUnderADailysNameThatIsNotTheDailyDoesNotRank() throws {
        var other = DailyMinesChallenge(date: date).setup()
        other.seed &+= 1
        #expect(mines.eligibility(encodedSetup: try MinesBackEnd.encode(other), verification: won(.mines), origin: .dealt)
                == .notRanked(.unknownSetup))
        var expert = DailyMinesChallenge(date: date).setup()
        expert.params.mode = .classic(.expert)
        #expect(mines.eligibility(encodedSetup: try MinesBackEnd.encode(expert), verification: won(.mines), origin: .dealt)
                == .notRanked(.unknownSetup))
        var badDate = DailyMinesChallenge(date: date).setup()
        badDate.params.daily = "2026-11-31"
        #expect(mines.eligibility(encodedSetup: try MinesBackEnd.encode(badDate), verification: won(.mines), origin: .dealt)
                == .notRanked(.unknownSetup))
    }

    @Test func otherGamesGoToTheKin() throws {
        let plain = try MinesBackEnd.encode(GameSetup(params: MinesGameParams(mode: .classic(.intermediate)), seed: 3))
        #expect(mines.eligibility(encodedSetup: plain, verification: won(.mines), origin: .dealt) == .ranked("mines.intermediate.noguess"))
        #expect(mines.boards.map(\.id) == MinesRanking().boards.map(\.id))
    }

    @Test func theDailyBoardIsOrderedAsItsKin() throws {
        let board: BoardID = "mines.daily.2026-11-26"
        let definition = try #require(mines.definition(of: board))
        let kin = try #require(MinesRanking().definition(of: "mines.intermediate.noguess"))
        #expect(definition.columns == kin.columns && definition.sortKeysDescription == kin.sortKeysDescription)
        #expect(definition.title == "Mines: Daily 2026-11-26" && definition.group == "daily")
        guard case .success(let verified) = won(.mines) else { return }
        let finished = Date(timeIntervalSince1970: 1_795_700_000)
        #expect(mines.score(of: verified, on: board, finishedAt: finished)
                == MinesRanking().score(of: verified, on: "mines.intermediate.noguess", finishedAt: finished))
        #expect(mines.definition(of: "tiles.daily.2026-11-26") == nil)
        #expect(tiles.definition(of: "tiles.daily.2026-11-26")?.columns.map(\.figure) == ["score", "moves", "timeMs"])
    }

    @Test func theTilesDailyRanksOnItsBoardAndOnlyItsOwnMap() throws {
        let challenge = DailyTilesChallenge(date: date)
        let setup = try TilesBackEnd.encode(GameSetup(params: challenge.params, seed: 0))
        #expect(tiles.eligibility(encodedSetup: setup, verification: won(.tiles), origin: .dealt) == .ranked("tiles.daily.2026-11-26"))
        #expect(tiles.eligibility(encodedSetup: setup, verification: won(.tiles), origin: .chosen) == .notRanked(.dailyPractice))
        let yesterday = DailyTilesChallenge(date: date.adding(days: -1))
        var copied = yesterday.params
        copied.daily = date.description
        #expect(tiles.eligibility(encodedSetup: try TilesBackEnd.encode(GameSetup(params: copied, seed: 0)),
                                  verification: won(.tiles), origin: .dealt) == .notRanked(.unknownSetup))
        #expect(!TilesRanking.totalAggregate.isMember("tiles.daily.2026-11-26"))
    }

    @Test func boardIDsReadBack() {
        let games = DailyGames([MinesDaily(), TilesDaily()])
        #expect(DailyBoard("mines.daily.2026-11-26", in: games) == DailyBoard(game: .mines, date: date))
        #expect(DailyBoard("tiles.daily.2026-11-26", in: games)?.id == "tiles.daily.2026-11-26")
        for bad: BoardID in ["mines.daily.2026-11-31", "chess.daily.2026-11-26", "mines.daily", "mines.daily.2026-11-26.x"] {
            #expect(DailyBoard(bad, in: games) == nil)
        }
    }

    /// A name the kin gives a board is the daily rules' too: the registry asks each game's rules.
    @Test func aNameTheKinKnowsIsForwarded() throws {
        let level = TilesRanking.Level(key: LevelKey(number: 2), name: "Two", mapHash: 42)
        let daily = DailyRanking(kin: TilesRanking(levels: [level]), game: .tiles)
        let expected = TilesLevelBoard(key: level.key, mapHash: 42).id
        #expect(daily.definition(named: "tiles.level.2")?.id == expected)
        #expect(mines.definition(named: "tiles.level.2") == nil)
        let registry = RankingRegistry(games: try GameRegistry([]), rules: [mines, daily])
        #expect(registry.definition(named: "tiles.level.2")?.id == expected)
        #expect(registry.definition(named: "mines.beginner.noguess")?.id == "mines.beginner.noguess")
        #expect(registry.definition(named: "tiles.level.3") == nil)
    }

    /// A daily board is held to its kin's limits: before, a Mines daily had no record floor and
    /// no 3BV rate, and a Tiles daily no move rate.
    @Test func aDailyBoardIsHeldToItsKinsEnvelope() throws {
        let minesDaily = DailyBoard(game: .mines, date: date).id
        let tilesDaily = DailyBoard(game: .tiles, date: date).id
        let intermediate = MinesRanking().envelopeLimits(for: "mines.intermediate.noguess")
        #expect(intermediate.timeFloorMilliseconds == HumanEnvelope.floor(belowRecord: MinesRanking.Record.intermediate))
        #expect(mines.envelopeLimits(for: minesDaily) == intermediate)
        #expect(tiles.envelopeLimits(for: tilesDaily).moveMilliseconds == TilesRanking.moveMilliseconds)
        // Through the registry, as a kept run is judged: a 2-second intermediate daily is held.
        let registry = RankingRegistry(games: try GameRegistry([MinesBackEnd.self, TilesBackEnd.self]), rules: [mines, tiles])
        let figures = EnvelopeFigures(board: minesDaily, playMilliseconds: 2_000, threeBV: 60, offsets: Array(stride(from: 0, to: 6_000, by: 100)))
        #expect(HumanEnvelope.standard.verdict(figures, limits: try #require(registry.rules(for: .mines)).envelopeLimits(for: minesDaily))
                    .heldReason?.limit == .time)
    }
}
