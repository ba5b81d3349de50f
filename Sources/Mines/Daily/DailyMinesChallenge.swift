import GameCore
import Daily
import GameRules

/// A date's Mines challenge: an Intermediate board (16×16, 40 mines), no guessing, on the day's
/// seed. One board for every player (issue 34): it is laid out when the game starts from the
/// day's opening cell, a function of the seed alone (`opening(seed:)`), and that cell's opening is
/// revealed; the clock starts at the player's first move. The layout is the one
/// `clearfield mines generate --width 16 --height 16 --mines 40 --seed S --no-guess --first X,Y`
/// makes with the opening's X,Y: both go through `MinesGenerator.layout` with the same inputs.
/// A daily saved or ranked before this (its setup has no opening) was laid out at its first
/// reveal, and still is when it is resumed or verified.
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
                                          daily: date.description, opening: opening),
                  seed: seed)
    }

    /// The day's opening cell: from the seed alone, at least two cells from every edge (so it
    /// opens an area, not a strip along the border).
    public var opening: Point { Self.opening(seed: seed, params: params) }

    static func opening(seed: UInt64, params: MinesParams) -> Point {
        var generator = SeededGenerator.derived(from: seed, stream: 0x0DA1_0BE5)
        let x = 2 + Int(generator.next() % UInt64(max(1, params.width - 4)))
        let y = 2 + Int(generator.next() % UInt64(max(1, params.height - 4)))
        return Point(x: x, y: y)
    }

    /// The day's mines, laid out from its opening.
    public var openedLayout: MineLayout? { layout(first: opening) }

    /// The mines as laid out from `first` (an older daily's first revealed cell).
    public func layout(first: Point) -> MineLayout? {
        MinesGenerator.layout(for: params, first: first, seed: seed, style: .noGuess)
    }

    /// Whether a setup is this challenge's board (size, style and seed); the player's own
    /// settings (question marks) may differ.
    public func isBoard(of setup: GameSetup<MinesGameParams>) -> Bool {
        setup.seed == seed && setup.params.mode == .classic(Self.difficulty) && setup.params.settings.style == .noGuess
            && setup.params.daily == date.description
            // An older daily (laid out at its first reveal) is still the day's.
            && (setup.params.opening == nil || setup.params.opening == opening)
    }
}
