import Foundation
@testable import SharedBoard

extension ServerRun {
    /// A run with the given keys; its setup and log are placeholders (these tests are about the
    /// server, not replays).
    static func sample(id: String = UUID().uuidString, player: Int64, board: String = "mines.beginner.random",
                       keys: [Int64], finishedAt: Date = Date(timeIntervalSince1970: 1_795_000_000),
                       day: String = "2026-11-24", week: String = "2026-W48") -> ServerRun {
        ServerRun(id: id, playerID: player, board: board, game: "mines", setup: Data("{}".utf8), log: Data([1, 2, 3]),
                  claimed: "{}", sortKey: keys, finishedAt: finishedAt, day: day, week: week)
    }
}
