import Foundation
import Leaderboards
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

extension ServerRun {
    /// The run as its player's game would send it: dealt by the board on `connection` (the
    /// player's own), its setup carrying the dealt seed.
    func dealt(on connection: BoardConnection) throws -> ServerRun {
        let deal = try BoardServer(connection: connection).issueDeal(game: game)
        var run = self
        run.dealID = deal.id
        run.setup = Data(#"{"seed":\#(deal.seed)}"#.utf8)
        return run
    }
}

extension BoardServer {
    /// Inserts a run as a player's game does: a deal asked for first, then the run naming it.
    @discardableResult
    func insertDealt(_ run: ServerRun) throws -> Bool {
        try insert(try run.dealt(on: connection))
    }
}

extension TestServer {
    /// Files a run as the board's administrator (exempt from deals and the server's clock, as when
    /// loading a board's history): for tests about reading and ranking, whose runs finish over days.
    static func file(_ run: RankedRun, on admin: BoardConnection, periods: RankPeriods) throws {
        try BoardServer(connection: admin).file(try ServerRowCheck.serverRun(from: run, periods: periods))
    }
}
