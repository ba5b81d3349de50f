import Leaderboards
import Mines
import Tiles

/// The envelope as the game applies it: each board held to the limits its game's ranking rules
/// give (Mines for `mines.…`, Tiles for `tiles.…`, the plain action rate for anything else).
extension HumanEnvelope {
    func limits(for board: BoardID) -> Limits {
        let game = board.rawValue.split(separator: ".").first
        if game == "mines" { return MinesRanking().envelopeLimits(for: board) }
        if game == "tiles" { return TilesRanking().envelopeLimits(for: board) }
        return Self.actionLimits
    }

    func verdict(_ figures: EnvelopeFigures) -> EnvelopeVerdict {
        verdict(figures, limits: limits(for: figures.board))
    }
}
