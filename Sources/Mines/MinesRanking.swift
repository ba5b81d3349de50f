import Foundation
import GameCore
import GameRules
import Leaderboards

/// Mines on the leaderboards (the competitive community's rules): an endless board (boards
/// cleared, then total time) and one board per classic difficulty and layout style (time, then
/// 3BV/s, then the earlier date). Custom boards are not ranked; classic boards below their 3BV
/// floor are too easy to rank; only a seed the game dealt itself ranks (a known board is prior
/// knowledge); a hint makes a game assisted.
public struct MinesRanking: RankingRules {
    /// The least 3BV a classic board needs to rank.
    public static func threeBVFloor(_ difficulty: MinesDifficulty) -> Int {
        switch difficulty {
        case .beginner: 2
        case .intermediate: 30
        case .expert: 100
        }
    }

    public static let endless: BoardID = "mines.endless"

    /// `mines.expert.noguess`, `mines.beginner.random`: no-guess boards are easier, so apart.
    public static func board(_ difficulty: MinesDifficulty, _ style: MinesGenerationStyle) -> BoardID {
        BoardID("mines.\(difficulty.rawValue).\(style == .noGuess ? "noguess" : "random")")
    }

    public init() {}

    /// The board a game of `params` ranks on, nil for a custom board (never ranked). A daily's
    /// board is the daily ranking's.
    public static func board(for params: MinesGameParams) -> BoardID? {
        switch params.mode {
        case .custom: nil
        case .endless: endless
        case .classic(let difficulty): board(difficulty, params.settings.style)
        }
    }

    public var kind: GameKind { .mines }

    public var boards: [BoardDefinition] {
        let time = BoardColumn(figure: Figure.time, title: "Time", format: .hundredths)
        let endless = BoardDefinition(
            id: Self.endless, title: "Mines: Endless",
            columns: [BoardColumn(figure: Figure.boards, title: "Boards", format: .count), time],
            sortKeysDescription: "most boards cleared, then the shortest total time",
            howToEnter: "Clear at least one board of an endless run without a hint")
        let classic = MinesDifficulty.allCases.flatMap { difficulty in
            MinesGenerationStyle.allCases.map { style in
                BoardDefinition(
                    id: Self.board(difficulty, style),
                    title: "Mines: \(difficulty.title), \(style == .noGuess ? "no guessing" : "random")",
                    columns: [time, BoardColumn(figure: Figure.threeBV, title: "3BV", format: .count),
                              BoardColumn(figure: Figure.rate, title: "3BV/s", format: .thousandths)],
                    sortKeysDescription: "the shortest time, then the highest 3BV/s, then the earlier date",
                    howToEnter: "Win \(difficulty == .beginner ? "a" : "an") \(difficulty.title) game (\(style == .noGuess ? "no guessing" : "random") boards) "
                        + "without a hint, on a board of 3BV \(Self.threeBVFloor(difficulty)) or more")
            }
        }
        return [endless] + classic
    }

    public func eligibility(encodedSetup: Data, verification: Result<VerifiedGame, VerificationFailure>,
                            origin: SeedOrigin?) -> Eligibility {
        guard let setup = try? JSONDecoder().decode(GameSetup<MinesGameParams>.self, from: encodedSetup) else {
            return .notRanked(.unknownSetup)
        }
        switch origin {
        case nil: return .notRanked(.unknownOrigin)
        case .chosen?: return .notRanked(.chosenSeed)
        case .continued?: return .notRanked(.continuedFromAnotherCopy)
        case .dealt?: break
        }
        guard let board = Self.board(for: setup.params) else { return .notRanked(.customBoard) }
        let verified: VerifiedGame
        switch verification {
        case .failure(let failure): return .notRanked(.unverified(failure))
        case .success(let game): verified = game
        }
        if verified.hintsUsed > 0 { return .notRanked(.assisted) }
        guard verified.playMilliseconds != nil else { return .notRanked(.notFinished) }
        switch setup.params.mode {
        case .endless:
            // A run ends on a mine or when it is left; it ranks once a board is cleared.
            if verified.boardsCleared < 1 { return .notRanked(.nothingCleared) }
        case .classic(let difficulty):
            if verified.status == .lost { return .notRanked(.lost) }
            if verified.status != .won { return .notRanked(.notFinished) }
            let floor = Self.threeBVFloor(difficulty)
            let threeBV = verified.threeBV ?? 0
            if threeBV < floor { return .notRanked(.belowThreeBVFloor(floor: floor, actual: threeBV)) }
        case .custom:
            return .notRanked(.customBoard)
        }
        return .ranked(board)
    }

    public func score(of verified: VerifiedGame, on board: BoardID, finishedAt: Date) -> RankedScore {
        let time = Int64(verified.playMilliseconds ?? Int.max)
        let date = Int64((finishedAt.timeIntervalSince1970 * 1000).rounded())
        if board == Self.endless {
            // A run's time is the time to clear the boards it cleared: the failed board after
            // them is not counted, or dying fast would pay.
            let time = Int64(verified.clearedPlayMilliseconds ?? verified.playMilliseconds ?? Int.max)
            let cleared = Int64(verified.boardsCleared)
            return RankedScore(sortKey: [-cleared, time, date], figures: [Figure.boards: cleared, Figure.time: time])
        }
        let threeBV = Int64(verified.threeBV ?? 0)
        // 3BV per second in thousandths: (3BV / (ms / 1000)) × 1000.
        let rate = threeBV * 1_000_000 / max(1, time)
        return RankedScore(sortKey: [time, -rate, date],
                           figures: [Figure.time: time, Figure.threeBV: threeBV, Figure.rate: rate])
    }

    /// The figures' names in a run.
    public enum Figure {
        public static let time = "timeMs"
        public static let boards = "boards"
        public static let threeBV = "threeBV"
        /// 3BV per second, times 1000.
        public static let rate = "threeBVPerSecond"
    }
}
