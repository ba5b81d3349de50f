import Foundation
import Players

/// Where a submitted run stands: its rank in each window it placed in, and whether it is the
/// player's best ever on the board ("3rd this week, personal best").
public struct Placement: Hashable, Sendable {
    public var board: BoardID
    /// The player's rank in each window where this run is their best; empty while the run is
    /// not verified (pending or refused).
    public var ranks: [RankWindow: Int]
    /// This run is now the player's best on the board of all time.
    public var isPersonalBest: Bool

    public init(board: BoardID, ranks: [RankWindow: Int], isPersonalBest: Bool) {
        self.board = board
        self.ranks = ranks
        self.isPersonalBest = isPersonalBest
    }

    /// The window to announce: the one with the best rank, the widest of those tied (all time,
    /// then this week, then today), since a rank among more games says more.
    public var headline: (window: RankWindow, rank: Int)? {
        var best: (window: RankWindow, rank: Int)?
        for window in [RankWindow.allTime, .week, .today] {
            guard let rank = ranks[window] else { continue }
            if best == nil || rank < best!.rank { best = (window, rank) }
        }
        return best
    }

    /// "3rd this week, personal best", "1st of all time"; nil when not placed.
    public var summary: String? {
        guard let (window, rank) = headline else { return nil }
        let when = window == .allTime ? "of all time" : window.title
        return "\(Self.ordinal(rank)) \(when)" + (isPersonalBest ? ", personal best" : "")
    }

    /// 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st...
    public static func ordinal(_ number: Int) -> String {
        let suffix: String
        switch (number % 10, number % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }
}

/// One row of a board as a screen or the command line shows it.
public struct BoardRow: Hashable, Sendable {
    /// 1 + the number of rows with a strictly better sort key (ties share a rank).
    public var rank: Int
    public var playerID: PlayerID
    /// The nickname, the login name, or "Player N" when blanked: raw text, escape it to show it.
    public var displayName: String
    /// The avatar's stored pixels (`playerAvatar.pixels`); nil: draw the identicon.
    public var avatarPixels: [UInt8]?
    public var figures: [String: Int64]
    public var sortKey: [Int64]
    /// The run shown (for an aggregate board: the latest run that counts).
    public var runID: String
    public var finishedAt: Date
    /// The viewer's own row (mark it, not by colour alone).
    public var isViewer: Bool
    /// A blocked player's own row, shown to that player only.
    public var isHidden: Bool

    public init(rank: Int, playerID: PlayerID, displayName: String, avatarPixels: [UInt8]?, figures: [String: Int64],
                sortKey: [Int64], runID: String, finishedAt: Date, isViewer: Bool, isHidden: Bool) {
        self.rank = rank
        self.playerID = playerID
        self.displayName = displayName
        self.avatarPixels = avatarPixels
        self.figures = figures
        self.sortKey = sortKey
        self.runID = runID
        self.finishedAt = finishedAt
        self.isViewer = isViewer
        self.isHidden = isHidden
    }
}
