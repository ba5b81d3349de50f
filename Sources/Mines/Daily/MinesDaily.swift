import Daily
import Foundation
import GameCore
import GameRules
import Leaderboards

/// The Mines daily as the Daily module takes it (`GameDaily`): the date's Intermediate no-guess
/// board (`DailyMinesChallenge`), ranked like the classic Intermediate no-guess board, its line
/// to share giving 3BV/s.
public struct MinesDaily: GameDaily {
    public init() {}

    public var kind: GameKind { MinesBackEnd.kind }
    public var title: String { MinesBackEnd.title }
    public var kinBoard: BoardID { MinesRanking.board(DailyMinesChallenge.difficulty, .noGuess) }

    public func encodedSetup(on date: DailyDate, seed: UInt64) throws -> Data {
        try MinesBackEnd.encode(DailyMinesChallenge(date: date, seed: seed).setup())
    }

    public func isChallenge(encodedSetup: Data, date: DailyDate, seed: UInt64) -> Bool {
        guard let setup = try? JSONDecoder().decode(GameSetup<MinesGameParams>.self, from: encodedSetup) else { return false }
        return DailyMinesChallenge(date: date, seed: seed).isBoard(of: setup)
    }

    public var about: String { "a Mines board (16x16, 40 mines, no guessing)" }

    /// The board's size and seed (the documented one, on a board service too).
    public func listing(on date: DailyDate, dealtByBoard: Bool) -> DailyChallengeListing {
        let challenge = DailyMinesChallenge(date: date)
        let params = challenge.params
        return DailyChallengeListing(
            summary: "\(params.width)x\(params.height), \(params.mines) mines, no guessing, seed \(challenge.seed)",
            fields: ["seed": .seed(challenge.seed), "width": .number(params.width), "height": .number(params.height),
                     "mines": .number(params.mines)])
    }

    public func sharedFigures(_ figures: [String: Int64], par: Int?) -> [String] {
        figures[MinesRanking.Figure.rate].map { ["3BV/s " + DailyShare.thousandths($0)] } ?? []
    }
}

extension DailyGame {
    /// The Mines daily's game.
    public static let mines = DailyGame(MinesBackEnd.kind)
}

extension GameDaily where Self == MinesDaily {
    public static var mines: MinesDaily { MinesDaily() }
}
