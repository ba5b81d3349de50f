import Foundation
import GameCore
import GameRules
import Leaderboards

/// Free play on the leaderboards: one board per standard shape (`FreePlayShape.standard`),
/// `tiles.free.<width>x<height>c<colours>`, ordered by score, then fewer moves, then less time.
///
/// A free-play board is the deal of its seed, so only a seed the game dealt ranks (a chosen
/// `--seed` or another attempt at a board seen is practice, as in Mines); a game ranks when it
/// is over (cleared or no group of two left: the classic rules' end), without a hint.
extension TilesRanking {
    static let freePrefix = "tiles.free."

    /// The board of a standard free-play shape, nil for any other shape.
    public static func freeBoard(_ shape: FreePlayShape) -> BoardID? {
        shape.isStandard ? BoardID(freePrefix + shape.key) : nil
    }

    /// The standard shape `board` is for, nil for any other id.
    static func freeShape(of board: BoardID) -> FreePlayShape? {
        guard board.rawValue.hasPrefix(freePrefix),
              let shape = FreePlayShape(key: String(board.rawValue.dropFirst(freePrefix.count))),
              shape.isStandard else { return nil }
        return shape
    }

    var freeDefinitions: [BoardDefinition] { FreePlayShape.standard.compactMap(Self.freeDefinition) }

    static func freeDefinition(_ shape: FreePlayShape) -> BoardDefinition? {
        guard let id = freeBoard(shape) else { return nil }
        return BoardDefinition(
            id: id, title: "Tiles: Free play \(shape)",
            columns: [BoardColumn(figure: Figure.score, title: "Score", format: .count),
                      BoardColumn(figure: Figure.moves, title: "Moves", format: .count),
                      BoardColumn(figure: Figure.time, title: "Time", format: .hundredths)],
            sortKeysDescription: "the highest score, then the fewest moves, then the shortest time",
            howToEnter: "Play free play \(shape) to its end on a board the game dealt, without a hint",
            group: "tiles free play")
    }

    /// Whether a free-play game ranks, and where.
    func freeEligibility(_ shape: FreePlayShape, verified: VerifiedGame, origin: SeedOrigin?) -> Eligibility {
        if verified.hintsUsed > 0 { return .notRanked(.assisted) }
        guard verified.status.isFinal, verified.playMilliseconds != nil else { return .notRanked(.notFinished) }
        switch origin {
        case .dealt: break
        case .chosen: return .notRanked(.chosenSeed)
        case .continued: return .notRanked(.continuedFromAnotherCopy)
        case nil: return .notRanked(.unknownOrigin)
        }
        guard let board = Self.freeBoard(shape) else { return .notRanked(.customBoard) }
        return .ranked(board)
    }
}
