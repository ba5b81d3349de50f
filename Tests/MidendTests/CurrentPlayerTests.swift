import Foundation
import GameCore
import LightsOutGame
@testable import Midend
import Progress
import LocalDatabase
import Testing

/// The current player is a value the app can change while it runs: each player's stats stay
/// theirs, and a game in progress keeps its player.
@Suite struct CurrentPlayerTests {
    let database: AppDatabase
    let alice: PlayerIdentity
    let bob: PlayerIdentity
    let player: CurrentPlayer

    init() throws {
        let database = try AppDatabase.inMemory()
        self.database = database
        alice = PlayerIdentity(try database.currentPlayer(named: "alice"))
        bob = PlayerIdentity(try database.currentPlayer(named: "bob"))
        player = CurrentPlayer(identity: alice) { identity in
            try ProgressKeeper(catalog: .empty(games: TestRegistry.catalogs),
                               store: DatabaseProgressStore(database: database, player: identity, unsavedFile: nil,
                                                            games: TestRegistry.catalogs),
                               playerName: identity.name, gameIDs: GameIDGenerator(seed: UInt64(identity.id)))
        }
    }

    static let context = LightsOutBackEnd.statsContext(for: LightsOutParams(scramble: 3))

    /// Plays one game of `presses` presses of 3 lights each to its end (abandoned), reported as a
    /// screen would.
    func playGame(presses: Int) {
        let clock = ManualClock()
        func report(_ moment: GameReport.Moment, turn: Int) {
            _ = player.keeper?.report(GameReport(context: Self.context, moment: moment, turn: turn,
                                                 playMilliseconds: turn * 100, instant: clock.now(),
                                                 date: clock.wallTime()))
        }
        report(.started, turn: 0)
        for turn in 1...presses {
            report(.turn([.lightsToggled(count: 3)]), turn: turn)
        }
        report(.ended(.abandoned), turn: presses)
    }

    func toggles() throws -> Int64? {
        try player.keeper?.totals(for: .lightsOut).value(named: "lights-out.toggles")
    }

    @Test func eachPlayerKeepsTheirOwnTotals() throws {
        #expect(player.keeper?.playerName == "alice")
        playGame(presses: 3)
        #expect(try toggles() == 9)

        try player.switchTo(bob)
        #expect(player.identity == bob)
        #expect(player.keeper?.playerName == "bob")
        #expect(try toggles() == 0, "bob has played nothing yet")
        playGame(presses: 2)

        try player.switchTo(alice)
        #expect(try toggles() == 9, "alice's totals were written and are read back as hers")
        let stored = try database.allStatTotals(player: bob.id)["lights-out"]?["lights-out.toggles"]
        #expect(stored == 6)
    }

    @Test func aGameInProgressKeepsItsPlayer() throws {
        let clock = ManualClock()
        _ = player.keeper?.report(GameReport(context: Self.context, moment: .started, turn: 0,
                                             playMilliseconds: 0, instant: clock.now(), date: clock.wallTime()))
        #expect(throws: PlayerSwitchRefusal.gameInProgress) { try player.switchTo(bob) }
        #expect(player.identity == alice)
        player.keeper?.suspendGame()
        try player.switchTo(bob)
        #expect(player.identity == bob)
    }

    @Test func aPlayerWhoseStatsCannotBeReadPlaysWithoutThem() throws {
        struct Unreadable: Error {}
        let broken = CurrentPlayer(identity: alice) { identity in
            if identity == self.bob { throw Unreadable() }
            return try ProgressKeeper(catalog: .empty(games: TestRegistry.catalogs),
                                      store: DatabaseProgressStore(database: self.database, player: identity,
                                                                   unsavedFile: nil, games: TestRegistry.catalogs),
                                      playerName: identity.name, gameIDs: GameIDGenerator(seed: 1))
        }
        let lines = try broken.switchTo(bob)
        #expect(broken.keeper == nil)
        #expect(lines.count == 1 && lines[0].contains("could not be read"))
        try broken.switchTo(alice)
        #expect(broken.keeper?.playerName == "alice")
        #expect(broken.problem == nil)
    }
}
