import Synchronization

/// The daily seeds a shared board chose (issue 23), as this process has learned them: from the
/// board when a daily is dealt or shown, or when a daily board's rows are read. A daily game on
/// such a seed is the challenge of its date as much as one on the documented seed (`DailySeed`),
/// which stays the one used without a shared board; `DailyRanking` accepts either.
///
/// Kept for the process (the readers of every board share it); a seed is only ever added, and a
/// date's seed never changes on a board.
public final class SharedDailySeeds: Sendable {
    /// The book the running game and its commands share.
    public static let process = SharedDailySeeds()

    private let seeds = Mutex<[DailyBoard: UInt64]>([:])

    public init() {}

    public func record(_ seed: UInt64, game: DailyGame, date: DailyDate) {
        seeds.withLock { $0[DailyBoard(game: game, date: date)] = seed }
    }

    /// The board's seed of `game` at `date`, nil when it is not known here.
    public func seed(_ game: DailyGame, on date: DailyDate) -> UInt64? {
        seeds.withLock { $0[DailyBoard(game: game, date: date)] }
    }

    /// The seeds a game of `game` at `date` may have been played on: the documented one, and the
    /// board's when known.
    public func candidates(_ game: DailyGame, on date: DailyDate) -> [UInt64] {
        [DailySeed.seed(game, on: date)] + (seed(game, on: date).map { [$0] } ?? [])
    }
}
