@testable import Shell
@testable import DailyUI
@testable import Midend
import Daily
import Foundation
import GameCore
import LocalDatabase
import Players
import Progress
import Terminal
import Testing

/// The Daily screen's world: a database of attempts on a clock set to 2026-11-26 10:00 UTC
/// (a Thursday), with the player "ada" (shared by the daily, shared-board and words tests).
struct DailyWorld {
    static let sizes = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)]

    let database: AppDatabase
    var environment: AppEnvironment
    let player: PlayerID

    init() throws {
        let wall = Date(timeIntervalSince1970: 1_795_687_200)
        database = try AppDatabase.inMemory(now: { wall })
        player = try database.currentPlayer(named: "ada").id
        environment = Fixtures.environment(clock: ManualClock(wall: wall))
        environment.player = CurrentPlayer(identity: PlayerIdentity(id: player, name: "ada"), keeper: nil)
        let ledger = DailyLedger(database: database, playerID: player)
        environment.daily.ledger = { ledger }
    }

    /// A ranked attempt at `date`, finished as `outcome` in `ms`.
    func played(_ game: DailyGame, _ date: String, _ outcome: String, ms: Int64 = 61_000) throws {
        _ = try database.startDailyAttempt(playerID: player, game: game.rawValue, date: date, today: date)
        let context = StatsContext(kind: game.kind).daily(date)
        try database.rollOver(gameID: "\(game)-\(date)", player: player, game: game.rawValue, outcome: outcome, totals: [:],
                              details: FinishedGameDetails(context: context, playTimeMilliseconds: ms, stats: [:]))
    }

    /// The screen opened and its background read delivered.
    func opened(_ screen: DailyScreen = DailyScreen(), size: ScreenSize = ScreenSize(columns: 80, rows: 24),
                glyphs: GlyphSet = .unicode) -> (DailyScreen, ScreenContext) {
        let context = Fixtures.context(environment, size: size, glyphs: glyphs)
        var screen = screen
        let shown = screen.activate(context: context)
        deliver(&screen, context, shown)
        return (screen, context)
    }

    /// Runs the read `effects` asked for (the screen's answer to a key or its showing).
    func deliver(_ screen: inout DailyScreen, _ context: ScreenContext, _ effects: ScreenEffects) {
        if let job = effects.jobs.first {
            _ = screen.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: context)
        }
    }
}

extension ScreenCommand {
    /// The screen a command pushes, if it pushes one.
    var pushedScreen: (any Screen)? {
        if case .push(let screen) = navigation { return screen }
        return nil
    }
}
