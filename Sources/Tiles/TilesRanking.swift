import Foundation
import GameCore
import GameRules
import Leaderboards

/// Tiles on the leaderboards: a board per level (score, then fewer moves, then less time) and
/// the Tiles total (the sum of each player's best level scores, then levels passed), which a
/// store sums from the level boards.
///
/// A level is the same board for everyone and its seed is not used, so where the seed came
/// from tells nothing: only hints and an unfinished board keep a game off the boards.
public struct TilesRanking: RankingRules {
    public static let total: BoardID = "tiles.total"
    static let levelPrefix = "tiles.level."

    public static func board(level: Int) -> BoardID { BoardID(levelPrefix + String(level)) }

    /// The level a board is for, if it is a level's board.
    public static func level(of board: BoardID) -> Int? {
        guard board.rawValue.hasPrefix(levelPrefix) else { return nil }
        return Int(board.rawValue.dropFirst(levelPrefix.count)).flatMap { $0 >= 1 ? $0 : nil }
    }

    public static let totalAggregate = BoardAggregate(memberPrefix: levelPrefix, summedFigure: Figure.score,
                                                      countFigure: Figure.levels)

    /// The levels to list, in order, with their names.
    public var levels: [Level]

    public init(levels: [Level] = []) {
        self.levels = levels
    }

    public var kind: GameKind { .tiles }

    public var boards: [BoardDefinition] {
        [totalDefinition] + levels.map { levelDefinition($0.number, name: $0.name) }
    }

    public func definition(of board: BoardID) -> BoardDefinition? {
        if board == Self.total { return totalDefinition }
        guard let number = Self.level(of: board) else { return nil }
        return levelDefinition(number, name: levels.first { $0.number == number }?.name)
    }

    public func eligibility(encodedSetup: Data, verification: Result<VerifiedGame, VerificationFailure>,
                            origin: SeedOrigin?) -> Eligibility {
        guard let setup = try? JSONDecoder().decode(GameSetup<TilesParams>.self, from: encodedSetup) else {
            return .notRanked(.unknownSetup)
        }
        let verified: VerifiedGame
        switch verification {
        case .failure(let failure): return .notRanked(.unverified(failure))
        case .success(let game): verified = game
        }
        // A level of a player's or imported pack has no board yet: its number would land on the
        // shipped level's board (boards by pack and map version are for later; issue 11).
        if setup.params.pack != nil { return .notRanked(.customBoard) }
        if verified.hintsUsed > 0 { return .notRanked(.assisted) }
        if verified.status != .won || verified.playMilliseconds == nil { return .notRanked(.notFinished) }
        return .ranked(Self.board(level: setup.params.level))
    }

    public func score(of verified: VerifiedGame, on board: BoardID, finishedAt: Date) -> RankedScore {
        let score = Int64(verified.score ?? 0)
        let moves = Int64(verified.moves)
        let time = Int64(verified.playMilliseconds ?? Int.max)
        return RankedScore(sortKey: [-score, moves, time],
                           figures: [Figure.score: score, Figure.moves: moves, Figure.time: time])
    }

    private var totalDefinition: BoardDefinition {
        BoardDefinition(
            id: Self.total, title: "Tiles: Total",
            columns: [BoardColumn(figure: Figure.score, title: "Score", format: .count),
                      BoardColumn(figure: Figure.levels, title: "Levels", format: .count)],
            sortKeysDescription: "the highest sum of best level scores, then the most levels passed",
            aggregate: Self.totalAggregate, howToEnter: "Clear any Tiles level without a hint")
    }

    private func levelDefinition(_ number: Int, name: String?) -> BoardDefinition {
        BoardDefinition(
            id: Self.board(level: number), title: "Tiles: Level \(number)" + (name.map { " " + $0 } ?? ""),
            columns: [BoardColumn(figure: Figure.score, title: "Score", format: .count),
                      BoardColumn(figure: Figure.moves, title: "Moves", format: .count),
                      BoardColumn(figure: Figure.time, title: "Time", format: .hundredths)],
            sortKeysDescription: "the highest score, then the fewest moves, then the shortest time",
            howToEnter: "Clear level \(number) without a hint")
    }

    /// A level as the boards list it.
    public struct Level: Hashable, Sendable {
        public var number: Int
        public var name: String

        public init(number: Int, name: String) {
            self.number = number
            self.name = name
        }
    }

    /// The figures' names in a run.
    public enum Figure {
        public static let score = "score"
        public static let moves = "moves"
        public static let time = "timeMs"
        public static let levels = "levels"
    }
}
