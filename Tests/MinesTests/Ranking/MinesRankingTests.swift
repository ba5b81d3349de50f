import Foundation
import GameCore
import GameRules
import Leaderboards
import Testing
@testable import Mines

/// Which Mines games rank, on which board, and why the others do not.
@Suite struct MinesRankingTests {
    private let rules = MinesRanking()
    private let finishedAt = Date(timeIntervalSince1970: 1_795_000_000)

    private func setup(_ mode: MinesMode, style: MinesGenerationStyle = .noGuess) throws -> Data {
        try MinesBackEnd.encode(GameSetup(params: MinesGameParams(mode: mode, settings: MinesSettings(style: style)), seed: 9))
    }

    /// A replay's verdict with the figures a test cares about.
    private func verified(status: GameStatus = .won, threeBV: Int? = 120, boardsCleared: Int = 1, hints: Int = 0,
                          time: Int? = 80_000) -> Result<VerifiedGame, VerificationFailure> {
        .success(VerifiedGame(kind: .mines, status: status, boardsCleared: boardsCleared, moves: 90, threeBV: threeBV,
                              hintsUsed: hints, undosUsed: 0, actionCount: 95, timingStartOffset: 1_200,
                              lastOffset: 81_200, playMilliseconds: time))
    }

    @Test func aWonDealtClassicGameRanksOnItsDifficultyAndStyleBoard() throws {
        #expect(rules.eligibility(encodedSetup: try setup(.classic(.expert)), verification: verified(), origin: .dealt)
                == .ranked("mines.expert.noguess"))
        #expect(rules.eligibility(encodedSetup: try setup(.classic(.beginner), style: .random),
                                  verification: verified(threeBV: 5), origin: .dealt) == .ranked("mines.beginner.random"))
        let listed = Set(rules.boards.map(\.id))
        #expect(listed.count == 7)
        #expect(listed.contains("mines.intermediate.random") && listed.contains(MinesRanking.endless))
    }

    @Test func aSeedThatWasNotDealtNeverRanks() throws {
        let expert = try setup(.classic(.expert))
        #expect(rules.eligibility(encodedSetup: expert, verification: verified(), origin: .chosen) == .notRanked(.chosenSeed))
        #expect(rules.eligibility(encodedSetup: expert, verification: verified(), origin: .continued)
                == .notRanked(.continuedFromAnotherCopy))
        #expect(rules.eligibility(encodedSetup: expert, verification: verified(), origin: nil) == .notRanked(.unknownOrigin))
        #expect(NotRankedReason.chosenSeed.description == "a chosen seed (--seed) is never ranked")
    }

    @Test func aHintMakesTheGameAssisted() throws {
        let reason = rules.eligibility(encodedSetup: try setup(.classic(.beginner)), verification: verified(hints: 1),
                                       origin: .dealt).reason
        #expect(reason == .assisted)
        #expect(reason?.description == "a hint was used")
    }

    @Test func classicBoardsBelowTheirThreeBVFloorAreTooEasy() throws {
        for (difficulty, floor) in [(MinesDifficulty.beginner, 2), (.intermediate, 30), (.expert, 100)] {
            let encoded = try setup(.classic(difficulty))
            #expect(rules.eligibility(encodedSetup: encoded, verification: verified(threeBV: floor - 1), origin: .dealt)
                    == .notRanked(.belowThreeBVFloor(floor: floor, actual: floor - 1)))
            #expect(rules.eligibility(encodedSetup: encoded, verification: verified(threeBV: floor), origin: .dealt).board
                    == MinesRanking.board(difficulty, .noGuess))
        }
        #expect(NotRankedReason.belowThreeBVFloor(floor: 100, actual: 97).description.contains("3BV 97, below 100"))
    }

    @Test func customBoardsLostAndUnfinishedGamesDoNotRank() throws {
        let custom = try setup(.custom(try MinesParams(width: 20, height: 20, mines: 60)))
        #expect(rules.eligibility(encodedSetup: custom, verification: verified(), origin: .dealt) == .notRanked(.customBoard))
        let expert = try setup(.classic(.expert))
        #expect(rules.eligibility(encodedSetup: expert, verification: verified(status: .lost), origin: .dealt)
                == .notRanked(.lost))
        #expect(rules.eligibility(encodedSetup: expert, verification: verified(status: .playing), origin: .dealt)
                == .notRanked(.notFinished))
        #expect(rules.eligibility(encodedSetup: expert, verification: .failure(.illegalAction(index: 4)), origin: .dealt)
                == .notRanked(.unverified(.illegalAction(index: 4))))
        #expect(rules.eligibility(encodedSetup: Data("{}".utf8), verification: verified(), origin: .dealt)
                == .notRanked(.unknownSetup))
    }

    @Test func anEndlessRunRanksOnceABoardIsCleared() throws {
        let endless = try setup(.endless)
        #expect(rules.eligibility(encodedSetup: endless, verification: verified(status: .lost, boardsCleared: 0), origin: .dealt)
                == .notRanked(.nothingCleared))
        #expect(rules.eligibility(encodedSetup: endless, verification: verified(status: .lost, boardsCleared: 3), origin: .dealt)
                == .ranked(MinesRanking.endless))
    }

    @Test func endlessRunsOrderByBoardsClearedThenTotalTime() throws {
        func key(boards: Int, time: Int) throws -> [Int64] {
            let game = try verified(status: .lost, boardsCleared: boards, time: time).get()
            return rules.score(of: game, on: MinesRanking.endless, finishedAt: finishedAt).sortKey
        }
        #expect(RankedScore.isBetter(try key(boards: 5, time: 900_000), than: try key(boards: 4, time: 10_000)))
        #expect(RankedScore.isBetter(try key(boards: 4, time: 10_000), than: try key(boards: 4, time: 10_001)))
    }

    @Test func classicBoardsOrderByTimeThenRateThenTheEarlierDate() throws {
        func key(time: Int, threeBV: Int, at date: Date) throws -> [Int64] {
            rules.score(of: try verified(threeBV: threeBV, time: time).get(), on: "mines.expert.noguess", finishedAt: date).sortKey
        }
        let later = finishedAt.addingTimeInterval(60)
        #expect(RankedScore.isBetter(try key(time: 70_000, threeBV: 100, at: later), than: try key(time: 70_001, threeBV: 300, at: finishedAt)))
        #expect(RankedScore.isBetter(try key(time: 70_000, threeBV: 150, at: later), than: try key(time: 70_000, threeBV: 149, at: finishedAt)))
        #expect(RankedScore.isBetter(try key(time: 70_000, threeBV: 150, at: finishedAt), than: try key(time: 70_000, threeBV: 150, at: later)))
        let figures = rules.score(of: try verified(threeBV: 150, time: 60_000).get(), on: "mines.expert.noguess",
                                  finishedAt: finishedAt).figures
        #expect(figures == ["timeMs": 60_000, "threeBV": 150, "threeBVPerSecond": 2_500])
    }
}
