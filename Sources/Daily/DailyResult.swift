import Foundation

/// How a day's ranked attempt at a daily stands.
public enum DailyOutcome: String, Hashable, Sendable, Codable {
    case won, lost
    /// Given up (left without saving, replaced by another game) or never finished before the
    /// day ended: a loss, as in Wordle.
    case left
    /// Started today and not finished yet (in play or saved).
    case inProgress
}

/// One attempt at a daily as the game keeps it (Storage's row, in the Daily module's words).
public struct DailyAttemptRecord: Hashable, Sendable {
    public var game: DailyGame
    public var date: DailyDate
    public var ranked: Bool
    /// The ranked attempt's game as it finished; nil while it is not finished (or for practice).
    public var finishedOutcome: String?
    public var playMilliseconds: Int?

    public init(game: DailyGame, date: DailyDate, ranked: Bool, finishedOutcome: String?, playMilliseconds: Int?) {
        self.game = game
        self.date = date
        self.ranked = ranked
        self.finishedOutcome = finishedOutcome
        self.playMilliseconds = playMilliseconds
    }

    /// The outcome as of `today`: an attempt not finished before its day ended is a loss.
    public func outcome(today: DailyDate) -> DailyOutcome {
        switch finishedOutcome {
        case "won": .won
        case "lost": .lost
        case nil: date < today ? .left : .inProgress
        default: .left
        }
    }
}

/// A player's place on a daily board.
public struct DailyStanding: Hashable, Sendable, Codable {
    public var rank: Int
    public var players: Int
    /// The board row's figures (Mines: timeMs, threeBV, threeBVPerSecond; Tiles: score, moves, timeMs).
    public var figures: [String: Int64]

    public init(rank: Int, players: Int, figures: [String: Int64]) {
        self.rank = rank
        self.players = players
        self.figures = figures
    }
}

/// The player's result at one date's challenge: the ranked attempt, its place on the board,
/// and how many practice attempts followed.
public struct DailyResult: Hashable, Sendable {
    public var outcome: DailyOutcome?
    public var playMilliseconds: Int?
    public var standing: DailyStanding?
    public var practiceAttempts: Int

    public init(outcome: DailyOutcome?, playMilliseconds: Int?, standing: DailyStanding?, practiceAttempts: Int) {
        self.outcome = outcome
        self.playMilliseconds = playMilliseconds
        self.standing = standing
        self.practiceAttempts = practiceAttempts
    }

    /// The result at `date` of `game` from every attempt recorded, nil when never played.
    public init?(_ attempts: [DailyAttemptRecord], game: DailyGame, date: DailyDate, today: DailyDate,
                 standing: DailyStanding?) {
        let mine = attempts.filter { $0.game == game && $0.date == date }
        guard !mine.isEmpty else { return nil }
        let ranked = mine.first(where: \.ranked)
        self.init(outcome: ranked?.outcome(today: today), playMilliseconds: ranked?.playMilliseconds, standing: standing,
                  practiceAttempts: mine.filter { !$0.ranked }.count)
    }

    /// "won 1:02.50, 3rd of 17", "lost", "practice only"...
    public var summary: String {
        var parts: [String] = []
        switch outcome {
        case .won?: parts.append("won" + (playMilliseconds.map { " in " + DailyShare.time($0) } ?? ""))
        case .lost?: parts.append("lost")
        case .left?: parts.append("left (a loss)")
        case .inProgress?: parts.append("in progress")
        case nil: parts.append("practice only")
        }
        if let standing { parts.append("\(DailyShare.ordinal(standing.rank)) of \(standing.players)") }
        if practiceAttempts > 0 { parts.append("\(practiceAttempts) practice") }
        return parts.joined(separator: ", ")
    }
}
