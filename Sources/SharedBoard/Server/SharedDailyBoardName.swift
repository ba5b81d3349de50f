import Foundation
import Synchronization

/// A daily board's id as the board stores it (`mines.daily.2026-11-26`): its game and day. The
/// SharedBoard module does not know the Daily module's types; the schema's form is the same.
public struct SharedDailyBoardName: Equatable, Sendable {
    public var game: String
    public var day: String

    public init?(_ board: String) {
        let parts = board.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, ["mines", "tiles"].contains(parts[0]), parts[1] == "daily",
              parts[2].utf8.count == 10,
              parts[2].unicodeScalars.enumerated().allSatisfy({ index, scalar in
                  index == 4 || index == 7 ? scalar == "-" : ("0"..."9").contains(scalar)
              }) else { return nil }
        game = parts[0]
        day = parts[2]
    }
}

/// Learns the board's seed of each daily board whose rows are read, once per board and
/// connection, before they are replayed: a daily played on the board's seed is that date's
/// challenge only once the reader knows the seed (`learned` records it where the ranking looks).
public final class SharedDailySeedLookup: Sendable {
    private let server: BoardServer
    private let learned: @Sendable (ServerDailySeed) -> Void
    private let asked = Mutex<Set<String>>([])

    public init(server: BoardServer, learned: @escaping @Sendable (ServerDailySeed) -> Void) {
        self.server = server
        self.learned = learned
    }

    /// Looks up the seed of `board` when it is a daily board not asked about yet. A refusal
    /// (a day not begun on the board) leaves the rows unranked, as they are without the seed.
    public func learn(board: String) {
        guard let daily = SharedDailyBoardName(board),
              asked.withLock({ $0.insert(board).inserted }) else { return }
        if let seed = try? server.dailySeed(game: daily.game, day: daily.day) { learned(seed) }
    }
}
