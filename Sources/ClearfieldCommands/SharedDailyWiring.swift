import Daily
import DailyUI
import SharedBoard

/// The daily challenge's shared-board half put together (issue 23): the seeds the board gives go
/// into the ranking's book (`SharedDailySeeds.process`), and the daily screens reach the board's
/// seeds and deals through `SharedDailyAccess`.
enum SharedDailyWiring {
    /// Records a seed the board gave (its day and game as the board wrote them).
    static func record(_ seed: ServerDailySeed, in book: SharedDailySeeds = .process) {
        guard let game = DailyGame(rawValue: seed.game), let date = DailyDate(seed.day) else { return }
        book.record(seed.seed, game: game, date: date)
    }

    /// The daily screens' access to the board's seeds and deals through the running client.
    static func access(_ client: SharedBoardClient) -> SharedDailyAccess {
        SharedDailyAccess(
            seed: { game, date in try client.dailySeed(game: game.rawValue, day: date.description).seed },
            deal: { game in
                let dealt = try client.issueDailyDeal(game: game.rawValue)
                guard let date = DailyDate(dealt.day) else {
                    throw BoardError.schema("the board's daily deal names no date it could have: \(dealt.day)")
                }
                return SharedDailyDeal(date: date, seed: dealt.deal.seed, ranked: dealt.ranked)
            })
    }

    /// The board's seeds of `date` for the commands (each recorded in the book first, so the
    /// daily boards' rows read next are replayed on them).
    static func seeds(on date: DailyDate, server: BoardServer) throws -> [DailyGame: UInt64] {
        var seeds: [DailyGame: UInt64] = [:]
        for game in DailyGame.allCases {
            let seed = try server.dailySeed(game: game.rawValue, day: date.description)
            record(seed)
            seeds[game] = seed.seed
        }
        return seeds
    }
}
