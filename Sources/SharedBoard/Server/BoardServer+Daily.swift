import Foundation
import PostgresNIO

/// A day's daily seed as the board chose it (schema 14): the day in the board's time zone.
public struct ServerDailySeed: Codable, Equatable, Sendable {
    public var game: String
    public var day: String
    public var seed: UInt64

    public init(game: String, day: String, seed: UInt64) {
        self.game = game
        self.day = day
        self.seed = seed
    }
}

/// A deal for today's daily: the day's seed, and whether it is the player's ranked attempt (the
/// first daily deal of the day for the game) or practice.
public struct ServerDailyDeal: Codable, Equatable, Sendable {
    public var deal: ServerDeal
    public var day: String
    public var ranked: Bool

    public init(deal: ServerDeal, day: String, ranked: Bool) {
        self.deal = deal
        self.day = day
        self.ranked = ranked
    }
}

// A direct-login board's daily (schema 14 to 24): version 25 dropped these functions, whose game
// list the board service replaced by its registry (it deals the daily itself, `/daily/deals`).
extension BoardServer {
    /// The seed of `game`'s daily of `day` ("YYYY-MM-DD"; nil: the board's today), drawn by the
    /// board the first time anyone asks on or after that day. A day that has not begun in the
    /// board's time zone is refused (SQLSTATE 55000).
    public func dailySeed(game: String, day: String?) throws -> ServerDailySeed {
        let rows = try connection.rows("SELECT day, seed FROM clearfield.daily_seed(\(game), \(day))")
        guard let (found, seed) = try? rows.first?.decode((String, Int64).self), seed > 0 else {
            throw BoardError.schema("the board's answer to a daily seed could not be read")
        }
        return ServerDailySeed(game: game, day: found, seed: UInt64(seed))
    }

    /// A deal for today's daily of `game` (today in the board's time zone).
    public func issueDailyDeal(game: String) throws -> ServerDailyDeal {
        let rows = try connection.rows(
            "SELECT deal_id, seed, issued_at, day, ranked FROM clearfield.issue_daily_deal(\(game))")
        guard let (id, seed, issued, day, ranked) = try? rows.first?.decode((Int64, Int64, Date, String, Bool).self),
              seed > 0 else {
            throw BoardError.schema("the board's answer to a daily deal could not be read")
        }
        return ServerDailyDeal(deal: ServerDeal(id: id, game: game, seed: UInt64(seed), issuedAt: issued),
                               day: day, ranked: ranked)
    }

    /// The board's today ("YYYY-MM-DD" in its time zone).
    public func today() throws -> String {
        let rows = try connection.rows("SELECT clearfield.board_today()")
        guard let day = try? rows.first?.decode(String.self) else {
            throw BoardError.schema("the board's day could not be read")
        }
        return day
    }
}
