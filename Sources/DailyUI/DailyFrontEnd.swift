import Daily
import Leaderboards
import Shell

/// A date's challenge of one game made ready to show and play (the Tiles level built and proven
/// by the solver, which takes a while: made as background work).
public protocol PreparedDaily: Sendable {
    var date: DailyDate { get }
    /// The seed it was made from (the documented one, or a board's).
    var seed: UInt64 { get }
    /// Its par, for the line to share; nil for a game without one.
    var sharedPar: Int? { get }
    /// What it is, in a few words ("Intermediate 16×16, 40 mines, no guessing", "8×6, 4 colours, par 12").
    var summary: String { get }
}

/// One game's daily as the daily screens and commands play it, declared in the game's UI module
/// beside its play screen's daily start and listed by the composition root
/// (`DailyServices.frontEnds`): the daily screens name no game, they loop over these.
public protocol DailyFrontEnd: Sendable {
    /// The game's daily rules (its module's `GameDaily`).
    var daily: any GameDaily { get }
    /// The challenge of `date` on `seed` (nil: the documented seed), ready to show and play.
    /// May be slow: call it from background work.
    func prepare(date: DailyDate, seed: UInt64?) -> any PreparedDaily
    /// What the challenge is while a board has not dealt it yet (its seed unknown here), from
    /// what the date alone decides ("8×6, 4 colours, map dealt when played").
    func summaryBeforeDeal(date: DailyDate) -> String
    /// The game's play screen of the challenge of `date` on `seed` (nil: the documented seed);
    /// `prepared`, when it is that challenge, saves making it again.
    func playScreen(date: DailyDate, seed: UInt64?, prepared: (any PreparedDaily)?, origin: SeedOrigin,
                    environment: AppEnvironment) -> any Screen
}

extension DailyFrontEnd {
    public var game: DailyGame { daily.game }
    public var title: String { daily.title }
}
