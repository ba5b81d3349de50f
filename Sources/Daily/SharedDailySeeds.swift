import Synchronization

/// The daily seeds a board chose, as this process has learned them: on the board service, the
/// seeds it drew (issue 29); in the game, the ones its board dealt. A daily game on such a seed is
/// the challenge of its date. The documented seed (`DailySeed`), the one used without a board, is
/// the challenge too for the games in `documented`.
///
/// Kept for the process (the readers of every board share it); a seed is only ever added, and a
/// date's seed never changes on a board.
public final class SharedDailySeeds: Sendable {
    /// The book the running game and its commands share: every documented seed is a challenge
    /// (a daily played without a board, or out of its reach, ranks on this computer as before).
    public static let process = SharedDailySeeds()

    /// The games whose documented seed is a date's challenge as well as the board's seed; nil:
    /// every game's.
    public let documented: Set<DailyGame>?

    private let seeds = Mutex<[DailyBoard: UInt64]>([:])

    public init(documented: Set<DailyGame>? = nil) {
        self.documented = documented
    }

    public func record(_ seed: UInt64, game: DailyGame, date: DailyDate) {
        seeds.withLock { $0[DailyBoard(game: game, date: date)] = seed }
    }

    /// The board's seed of `game` at `date`, nil when it is not known here.
    public func seed(_ game: DailyGame, on date: DailyDate) -> UInt64? {
        seeds.withLock { $0[DailyBoard(game: game, date: date)] }
    }

    /// The seeds a game of `game` at `date` may have been played on: the documented one (when
    /// `documented` has the game), and the board's when known.
    public func candidates(_ game: DailyGame, on date: DailyDate) -> [UInt64] {
        (documented?.contains(game) ?? true ? [DailySeed.seed(game, on: date)] : []) + (seed(game, on: date).map { [$0] } ?? [])
    }
}

extension SharedDailySeeds {
    /// The book of the board service: a daily is the challenge on the service's seed of its date
    /// only. Its board is a function of the seed, and the documented seed is known to anyone for
    /// any date, so a run on the documented board would be a day practised in advance (issue 29).
    public static func service() -> SharedDailySeeds {
        SharedDailySeeds(documented: [])
    }
}
