import Foundation

/// `POST /runs`: a finished game. `runID` is the idempotency key: sending the same run again (a
/// retry whose answer was lost) returns the stored verdict and changes nothing.
public struct RunSubmission: Codable, Equatable, Sendable {
    public var runID: String
    public var dealID: Int64
    public var board: String
    /// The game's setup as its back end encodes it (must name the deal's seed).
    public var setup: Data
    /// The packed timed log (at most `BoardAPI.maximumLogBytes`).
    public var log: Data
    /// The play time the client claims, in milliseconds.
    public var claimedMilliseconds: Int64

    public init(runID: String, dealID: Int64, board: String, setup: Data, log: Data, claimedMilliseconds: Int64) {
        self.runID = runID
        self.dealID = dealID
        self.board = board
        self.setup = setup
        self.log = log
        self.claimedMilliseconds = claimedMilliseconds
    }
}

/// What the service decided about a run, once, when it was submitted (readers never replay).
public struct RunVerdict: Codable, Equatable, Sendable {
    public enum Status: String, Codable, Sendable {
        /// On the board.
        case ranked
        /// Verified but faster than people play: on no board until a moderator approves it.
        case held
        /// Not on the board, with the reason.
        case refused
    }

    public var runID: String
    public var status: Status
    /// Why held or refused, a sentence the client shows as is.
    public var reason: String?
    /// For a ranked run: its rank on the board today, this week and of all time (nil where it is not
    /// the player's best there).
    public var rankToday: Int?
    public var rankWeek: Int?
    public var rankAllTime: Int?
    /// For a ranked or held run the service timed by its own clock because the game's clock
    /// stood still for a while (a pause, help, the game put away and resumed): how much longer
    /// the service's clock ran. Its time on the board includes them. Nil when the game's clock
    /// and the service's agreed.
    public var stoppedClockMilliseconds: Int?

    public init(runID: String, status: Status, reason: String? = nil, rankToday: Int? = nil, rankWeek: Int? = nil,
                rankAllTime: Int? = nil, stoppedClockMilliseconds: Int? = nil) {
        self.runID = runID
        self.status = status
        self.reason = reason
        self.rankToday = rankToday
        self.rankWeek = rankWeek
        self.rankAllTime = rankAllTime
        self.stoppedClockMilliseconds = stoppedClockMilliseconds
    }
}

/// `GET /runs/{id}`: a ranked (or, for moderators, held) run with what replays it.
public struct RunDetail: Codable, Equatable, Sendable {
    public var runID: String
    public var board: String
    public var game: String
    public var player: PublicPlayer
    public var setup: Data
    public var log: Data
    public var figures: [String: Int64]
    public var finishedAt: Date
    public var verdict: RunVerdict

    public init(runID: String, board: String, game: String, player: PublicPlayer, setup: Data, log: Data,
                figures: [String: Int64], finishedAt: Date, verdict: RunVerdict) {
        self.runID = runID
        self.board = board
        self.game = game
        self.player = player
        self.setup = setup
        self.log = log
        self.figures = figures
        self.finishedAt = finishedAt
        self.verdict = verdict
    }
}
