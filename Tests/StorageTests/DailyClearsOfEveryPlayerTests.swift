import Foundation
import GameCore
import Players
import Progress
import Testing
@testable import LocalDatabase

/// Every player's cleared dailies, read at once for the board of streaks (issue 23, point 3).
@Suite struct DailyClearsOfEveryPlayerTests {
    private func play(_ database: AppDatabase, _ player: Int64, _ game: String, _ date: String, _ outcome: String,
                      practice: Bool = false) throws {
        let ranked = try database.startDailyAttempt(playerID: player, game: game, date: date, today: date).ranked
        var context = StatsContext(kind: GameKind(rawValue: game)).daily(date)
        if practice || !ranked { context = context.practice() }
        try database.rollOver(gameID: "\(player)-\(game)-\(date)-\(outcome)-\(practice)", player: player, game: game,
                              outcome: outcome, totals: [:],
                              details: FinishedGameDetails(context: context, playTimeMilliseconds: 60_000, stats: [:]))
    }

    @Test func everyPlayerWithTheirNameBlockAndTheSameDatesAsTheirOwnStreaks() throws {
        let database = try makeDatabase()
        let owner = try database.currentPlayer(named: "owner").id
        let ada = try database.currentPlayer(named: "ada").id
        let bob = try database.currentPlayer(named: "bob").id
        let eve = try database.currentPlayer(named: "eve").id
        try database.setNickname(try Nickname.validate("Countess").get(), for: ada)
        try database.moderate(.block, by: owner, on: eve)
        try play(database, ada, "mines", "2026-11-25", "won")
        try play(database, ada, "tiles", "2026-11-26", "won")
        try play(database, ada, "mines", "2026-11-26", "lost")
        try play(database, ada, "mines", "2026-11-26", "won")  // the second attempt: practice
        try play(database, bob, "tiles", "2026-11-24", "won")
        try play(database, eve, "mines", "2026-11-26", "won")
        let players = try database.dailyClearsOfEveryPlayer()
        #expect(players.map(\.playerID) == [owner, ada, bob, eve])
        #expect(players.map(\.displayName) == ["owner", "Countess", "bob", "eve"])
        #expect(players.map(\.isBlocked) == [false, false, false, true])
        #expect(players[1].cleared == ["mines": ["2026-11-25"], "tiles": ["2026-11-26"]])
        for player in players {
            #expect(player.cleared == (try database.dailyClearedDates(playerID: player.playerID)), "\(player.displayName)")
        }
    }
}
