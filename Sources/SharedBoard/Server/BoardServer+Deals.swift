import Foundation
import PostgresNIO

/// A deal the board issued to the connected player: the seed it chose and when, on its clock.
public struct ServerDeal: Codable, Equatable, Sendable {
    public var id: Int64
    public var game: String
    public var seed: UInt64
    public var issuedAt: Date

    public init(id: Int64, game: String, seed: UInt64, issuedAt: Date) {
        self.id = id
        self.game = game
        self.seed = seed
        self.issuedAt = issuedAt
    }
}

extension BoardServer {
    /// Asks the board for a deal for a game of `game` ("mines", "tiles").
    public func issueDeal(game: String) throws -> ServerDeal {
        let rows = try connection.rows("SELECT deal_id, seed, issued_at FROM clearfield.issue_deal(\(game))")
        guard let (id, seed, issued) = try? rows.first?.decode((Int64, Int64, Date).self), seed > 0 else {
            throw BoardError.schema("the board's answer to a deal could not be read")
        }
        return ServerDeal(id: id, game: game, seed: UInt64(seed), issuedAt: issued)
    }

    /// The board's time zone (`board init --time-zone`), in which its days and weeks are counted.
    public func timeZone() throws -> String {
        let rows = try connection.rows("SELECT clearfield.board_time_zone()")
        guard let zone = try? rows.first?.decode(String.self) else {
            throw BoardError.schema("the board's time zone could not be read")
        }
        return zone
    }
}
