import Foundation
import GameCore
import Leaderboards

/// One game's daily challenge, declared by the game's own module (as its back end and ranking
/// rules are) and listed by the composition root (`DailyGames`): how a date and its seed become
/// the game's board, which setups are that board, the classic board its daily ranks like, and
/// what its line to share says. Nothing in the Daily module knows a game; it loops over these.
public protocol GameDaily: Sendable {
    /// The game (its registry id): its daily boards are `<id>.daily.DATE`.
    var kind: GameKind { get }
    /// The game's name in the daily's lines ("Mines").
    var title: String { get }
    /// The classic board a daily board ranks like: its columns, its order and the human
    /// envelope's limits.
    var kinBoard: BoardID { get }
    /// The setup of `date`'s challenge on `seed`, as JSON (the form a ranking entry keeps and
    /// `GameBackEnd.verify(encodedSetup:packedLog:claimedPlayMilliseconds:)` reads).
    func encodedSetup(on date: DailyDate, seed: UInt64) throws -> Data
    /// Whether `encodedSetup` is `date`'s challenge on `seed` itself, not a board of the player's
    /// making under a daily's name (the player's own settings, which change no board, may differ).
    func isChallenge(encodedSetup: Data, date: DailyDate, seed: UInt64) -> Bool
    /// What a won daily's line to share says after the game's name and time, from its board
    /// row's `figures` (`par`: the level's, when the game has one): never the board itself.
    func sharedFigures(_ figures: [String: Int64], par: Int?) -> [String]
    /// The par a daily's setup holds, for its line to share; nil for a game without one.
    func par(encodedSetup: Data) -> Int?
    /// What a date's challenge is, in the words of `clearfield daily --help` ("a Mines board
    /// (16x16, 40 mines, no guessing)").
    var about: String { get }
    /// What `clearfield daily` lists of `date`'s challenge on its documented seed (`DailySeed`);
    /// `dealtByBoard`: on a board service, whose own seed builds the board when it is played.
    func listing(on date: DailyDate, dealtByBoard: Bool) -> DailyChallengeListing
}

extension GameDaily {
    public var game: DailyGame { DailyGame(kind) }

    public func par(encodedSetup: Data) -> Int? { nil }

    /// The par of `date`'s challenge on its documented seed, nil for a game without one.
    public func documentedPar(on date: DailyDate) -> Int? {
        (try? encodedSetup(on: date, seed: DailySeed.seed(game, on: date))).flatMap(par(encodedSetup:))
    }
}

/// The games with a daily challenge, in the order screens and listings show them: built once by
/// the composition root (the tests build their own, with a test game), handed down.
public struct DailyGames: Sendable {
    public let all: [any GameDaily]

    /// One descriptor per game (a second of the same game is never looked up).
    public init(_ all: [any GameDaily]) {
        self.all = all
    }

    public static let none = DailyGames([])

    /// The games, in order.
    public var games: [DailyGame] { all.map(\.game) }

    public func descriptor(_ game: DailyGame) -> (any GameDaily)? {
        all.first { $0.game == game }
    }

    public func descriptor(kind: GameKind) -> (any GameDaily)? {
        all.first { $0.kind == kind }
    }

    /// The game spelled `id` (a ledger row's, a command's argument), nil when none has a daily.
    public func game(id: String) -> DailyGame? {
        all.first { $0.kind.rawValue == id }?.game
    }

    /// The ids, as a message lists them ("mines, tiles").
    public var idList: String { all.map(\.kind.rawValue).joined(separator: ", ") }
}
