import Foundation

extension SharedBoardClient {
    /// The board's seed of `game`'s daily of `day` (nil: the board's today), drawn by the board
    /// when that day began there; refused for a day not begun. Waits on the network (a
    /// connection of its own): call it from background work.
    public func dailySeed(game: String, day: String?) throws -> ServerDailySeed {
        let connection = try BoardConnection.open(settings)
        defer { connection.close() }
        let seed = try BoardServer(connection: connection).dailySeed(game: game, day: day)
        dailySeedLearned(seed)
        return seed
    }

    /// A deal for today's daily of `game` on the board: its first one of the day for this player
    /// is the ranked attempt, kept for the run of that day's daily board; any later one is
    /// practice (the board would refuse its run). Waits on the network: call it from background work.
    public func issueDailyDeal(game: String) throws -> ServerDailyDeal {
        let session = try ServerSession(settings: settings)
        defer { session.close() }
        let dealt = try session.server.issueDailyDeal(game: game)
        dailySeedLearned(ServerDailySeed(game: game, day: dealt.day, seed: dealt.deal.seed))
        if dealt.ranked { deals.holdDaily(dealt.deal, board: "\(game).daily.\(dealt.day)") }
        return dealt
    }
}
