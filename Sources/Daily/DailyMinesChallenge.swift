import GameCore
import GameRules
import Mines

/// A date's Mines challenge: an Intermediate board (16×16, 40 mines), no guessing, on the day's
/// seed. The board is laid out at the first reveal exactly as
/// `clearfield mines generate --width 16 --height 16 --mines 40 --seed S --no-guess --first X,Y`
/// lays it out: both go through `MinesGenerator.layout` with the same inputs.
public struct DailyMinesChallenge: Hashable, Sendable {
    public static let difficulty = MinesDifficulty.intermediate

    public let date: DailyDate
    public let seed: UInt64

    /// `seed` nil: the documented seed of the date (`DailySeed`); a shared board passes the one
    /// its database chose when the day began.
    public init(date: DailyDate, seed: UInt64? = nil) {
        self.date = date
        self.seed = seed ?? DailySeed.seed(.mines, on: date)
    }

    public var params: MinesParams { Self.difficulty.params }

    /// The game's setup; `questionMarks` is the player's own preference and changes no board.
    public func setup(questionMarks: Bool = false) -> GameSetup<MinesGameParams> {
        GameSetup(params: MinesGameParams(mode: .classic(Self.difficulty),
                                          settings: MinesSettings(style: .noGuess, questionMarks: questionMarks),
                                          daily: date.description),
                  seed: seed)
    }

    /// The mines as laid out from the first revealed cell.
    public func layout(first: Point) -> MineLayout? {
        MinesGenerator.layout(for: params, first: first, seed: seed, style: .noGuess)
    }

    /// Whether a setup is this challenge's board (size, style and seed); the player's own
    /// settings (question marks) may differ.
    public func isBoard(of setup: GameSetup<MinesGameParams>) -> Bool {
        setup.seed == seed && setup.params.mode == .classic(Self.difficulty) && setup.params.settings.style == .noGuess
            && setup.params.daily == date.description
    }
}
