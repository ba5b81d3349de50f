import Foundation

/// One player as the board of streaks needs them: who they are, whether a moderator blocked
/// them, and the dates each game's ranked daily was cleared on.
public struct DailyStreakPlayer: Hashable, Sendable {
    public var playerID: Int64
    /// The name boards show (raw: whoever draws or prints it escapes it).
    public var name: String
    public var isBlocked: Bool
    public var cleared: [DailyGame: Set<DailyDate>]

    public init(playerID: Int64, name: String, isBlocked: Bool = false, cleared: [DailyGame: Set<DailyDate>]) {
        self.playerID = playerID
        self.name = name
        self.isBlocked = isBlocked
        self.cleared = cleared
    }
}

/// One row of the board of streaks: the streak of days with either daily cleared.
public struct DailyStreakRow: Hashable, Sendable {
    /// 1 + the rows with a strictly better streak (current, then longest); the name only orders ties.
    public var rank: Int
    public var playerID: Int64
    public var name: String
    public var streak: DailyStreak
    public var isViewer: Bool
    /// A blocked player's own row, which only they see.
    public var isHidden: Bool

    public init(rank: Int, playerID: Int64, name: String, streak: DailyStreak, isViewer: Bool, isHidden: Bool) {
        self.rank = rank
        self.playerID = playerID
        self.name = name
        self.streak = streak
        self.isViewer = isViewer
        self.isHidden = isHidden
    }
}

/// The board of current streaks (issue 23): every player ranked by their current streak of days
/// with either daily cleared, then their longest, then name. "Current" is `DailyStreak`'s: a
/// streak cleared up to yesterday still counts today. A blocked player is left out, except for
/// themselves as viewer, who see their row marked hidden, as on every other board.
public enum DailyStreakBoard {
    public static func rows(_ players: [DailyStreakPlayer], today: DailyDate, viewer: Int64?) -> [DailyStreakRow] {
        let shown = players.filter { !$0.isBlocked || $0.playerID == viewer }
        let entries = shown.map { player in
            (player: player, streak: DailyStreaks(cleared: player.cleared, today: today).either)
        }.sorted { lhs, rhs in
            if lhs.streak.current != rhs.streak.current { return lhs.streak.current > rhs.streak.current }
            if lhs.streak.longest != rhs.streak.longest { return lhs.streak.longest > rhs.streak.longest }
            let left = lhs.player.name.lowercased(), right = rhs.player.name.lowercased()
            if left != right { return left < right }
            if lhs.player.name != rhs.player.name { return lhs.player.name < rhs.player.name }
            return lhs.player.playerID < rhs.player.playerID
        }
        var rows: [DailyStreakRow] = []
        rows.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() {
            let tied = rows.last.map { $0.streak == entry.streak } ?? false
            rows.append(DailyStreakRow(rank: tied ? rows[rows.count - 1].rank : position + 1,
                                       playerID: entry.player.playerID, name: entry.player.name, streak: entry.streak,
                                       isViewer: entry.player.playerID == viewer, isHidden: entry.player.isBlocked))
        }
        return rows
    }
}
