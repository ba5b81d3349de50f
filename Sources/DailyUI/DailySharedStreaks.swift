import Daily
import Leaderboards
import Shell

/// The shared board's side of the board of streaks, kept in the environment under DailyUI's
/// key: set by the program when a shared board is configured (DailyUI names no server).
public struct DailySharedStreaks: Sendable {
    /// The board's players, each with their cleared dates from `firstDay` on, and the viewer's
    /// id on the board. Waits on the network: call it from background work.
    public var read: @Sendable (_ firstDay: DailyDate) throws -> Reading

    public struct Reading: Sendable {
        public var players: [DailyStreakPlayer]
        public var viewer: Int64?
        /// False when the board held more than one read takes: some players or clears are left out.
        public var isComplete: Bool

        public init(players: [DailyStreakPlayer], viewer: Int64?, isComplete: Bool) {
            self.players = players
            self.viewer = viewer
            self.isComplete = isComplete
        }
    }

    /// How far back the shared board is read: a longest streak older than this is not seen.
    public static let days = 730

    public init(read: @escaping @Sendable (_ firstDay: DailyDate) throws -> Reading) {
        self.read = read
    }

    /// A player's cleared dates from the daily boards of `games` they have a row on
    /// ("mines.daily.2026-11-26").
    public static func cleared(boards: some Sequence<String>, in games: DailyGames) -> [DailyGame: Set<DailyDate>] {
        var cleared: [DailyGame: Set<DailyDate>] = [:]
        for board in boards {
            guard let daily = DailyBoard(BoardID(board), in: games) else { continue }
            cleared[daily.game, default: []].insert(daily.date)
        }
        return cleared
    }
}

private enum DailySharedStreaksKey: EnvironmentKey {
    static var defaultValue: DailySharedStreaks? { nil }
}

extension AppEnvironment {
    /// The shared board's streaks; nil without a shared board (the local database's are shown).
    public var dailySharedStreaks: DailySharedStreaks? {
        get { self[DailySharedStreaksKey.self] }
        set { self[DailySharedStreaksKey.self] = newValue }
    }
}
