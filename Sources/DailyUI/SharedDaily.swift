import Daily
import Foundation
import Shell

/// The shared board's half of the daily (issue 23; on the board service, issue 29), as the daily
/// screens reach it: the day's seeds the board chose, and the deal a day's attempt starts from.
/// Both wait on the network: the screens call them from background work. Nil in `DailyServices`:
/// no shared board, the documented seeds apply.
public struct SharedDailyAccess: Sendable {
    /// The board's seed of a game at a date, nil when it is not known here (the board service
    /// tells a day's seed only with a deal); throws for a board out of reach (a sentence).
    public var seed: @Sendable (DailyGame, DailyDate) throws -> UInt64?
    /// A deal for the board's today: its date there, its seed, and whether it is the ranked attempt.
    public var deal: @Sendable (DailyGame) throws -> SharedDailyDeal
    /// The games whose today's daily is dealt before its game is built (`deal`). The board
    /// service deals the Tiles daily so (its map, the seed's, is shown before the first move) and
    /// Mines' at its first reveal, through the play screen (`FirstPlayDealing`). Nil: every game's.
    public var dealtBeforePlay: Set<DailyGame>?

    public init(seed: @escaping @Sendable (DailyGame, DailyDate) throws -> UInt64?,
                deal: @escaping @Sendable (DailyGame) throws -> SharedDailyDeal,
                dealtBeforePlay: Set<DailyGame>? = nil) {
        self.seed = seed
        self.deal = deal
        self.dealtBeforePlay = dealtBeforePlay
    }

    /// Whether today's daily of `game` is dealt before its game is built.
    public func dealsBeforePlay(_ game: DailyGame) -> Bool {
        dealtBeforePlay?.contains(game) ?? true
    }
}

/// A daily attempt the shared board dealt.
public struct SharedDailyDeal: Sendable, Equatable {
    /// The day in the board's time zone.
    public var date: DailyDate
    public var seed: UInt64
    /// The player's first attempt of the day at this game on the board; later ones are practice.
    public var ranked: Bool

    public init(date: DailyDate, seed: UInt64, ranked: Bool) {
        self.date = date
        self.seed = seed
        self.ranked = ranked
    }
}

/// What the Daily screen's dealing work hands back: the deal (or why there is none, then the
/// documented seed is played, ranked on this computer only) and the challenge made from it.
public struct DailyDealt: Sendable {
    public var game: DailyGame
    public var date: DailyDate
    public var deal: SharedDailyDeal?
    public var problem: String?
    public var prepared: (any PreparedDaily)?

    /// Asks the board for the deal and makes the challenge it names (background work).
    static func deal(_ frontEnd: any DailyFrontEnd, date: DailyDate, shared: SharedDailyAccess,
                     built: (any PreparedDaily)?) -> DailyDealt {
        let game = frontEnd.game
        do {
            let deal = try shared.deal(game)
            let prepared = built.flatMap { $0.date == deal.date && $0.seed == deal.seed ? $0 : nil }
                ?? frontEnd.prepare(date: deal.date, seed: deal.seed)
            return DailyDealt(game: game, date: deal.date, deal: deal, prepared: prepared)
        } catch {
            return DailyDealt(game: game, date: date, deal: nil,
                              problem: SharedDailyText.notDealt(String(describing: error)),
                              prepared: built.flatMap { $0.seed == DailySeed.seed(game, on: date) ? $0 : nil })
        }
    }
}

/// The sentences the daily screens say about the shared board.
public enum SharedDailyText {
    public static func notDealt(_ why: String) -> String {
        "Not on the shared board (\(why)): the documented seed is played, ranked on this computer only."
    }

    /// The Tiles daily's map on a board that deals it, before it is dealt.
    public static let mapDealtByBoard = "map dealt when played"

    /// "Dealing…", shown when a deal takes longer than a blink.
    public static let dealing = "Dealing the daily\u{2026}"

    public static func noSeeds(_ why: String) -> String {
        "The shared board's seeds could not be read (\(why)): these are the documented ones, ranked on this computer only."
    }

    /// "Board's seeds: Mines 123, Tiles 456", in the order of `games`.
    public static func seeds(_ seeds: [DailyGame: UInt64], games: DailyGames) -> String? {
        guard !seeds.isEmpty else { return nil }
        return "Board's seeds: " + games.all.compactMap { daily in seeds[daily.game].map { "\(daily.title) \($0)" } }
            .joined(separator: ", ")
    }
}
