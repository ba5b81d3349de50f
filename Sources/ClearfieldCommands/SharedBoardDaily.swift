import BoardAPI
import BoardClient
import Daily
import DailyUI
import Leaderboards

extension SharedBoardWiring {
    /// The daily on the board service (issue 29): each daily is dealt before its board is built
    /// (the deal carries the service's seed of the day and starts its clock), so no one can build
    /// a day's board before the service deals it: the Tiles map, and the Mines board whose
    /// opening the seed places (dealt at its first reveal, the board shown before it would be
    /// another seed's, and the held reveal could land on a mine of the dealt one). Each seed dealt
    /// is learned by `seeds` (the process's book), so the game's own copy of the run ranks it as
    /// the day's challenge; so are the seeds of the dailies kept open (a game saved and resumed
    /// after a restart keeps its deal).
    static func daily(of client: ServiceBoardClient, games: DailyGames, seeds: SharedDailySeeds = .process) -> SharedDailyAccess {
        for (seed, started) in client.deals.kept { learn(started.deal, seed: seed, games: games, into: seeds) }
        return SharedDailyAccess(
            // The service tells a day's seed only with a deal: what this computer was dealt.
            seed: { game, date in seeds.seed(game, on: date) },
            deal: { game in
                let deal = try client.dealDaily(game: game.rawValue).get()
                guard let board = DailyBoard(BoardID(deal.board), of: game), let seed = deal.seed else {
                    throw DealRefusal(reason: "the board dealt \(deal.board.prefix(60)) for the daily \(games.descriptor(game)?.title ?? game.rawValue)")
                }
                seeds.record(seed, game: game, date: board.date)
                return SharedDailyDeal(date: board.date, seed: seed, ranked: deal.ranked)
            },
            // Every daily (nil): each board is its seed's, shown before its first play.
            dealtBeforePlay: nil)
    }

    /// A kept deal of a daily: its seed is that day's board seed.
    private static func learn(_ deal: Deal, seed: UInt64, games: DailyGames, into seeds: SharedDailySeeds) {
        guard seed != 0, let board = DailyBoard(BoardID(deal.board), in: games) else { return }
        seeds.record(seed, game: board.game, date: board.date)
    }
}
