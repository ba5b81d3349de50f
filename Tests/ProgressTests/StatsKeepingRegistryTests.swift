import GameCore
import GameRules
import LightsOutGame
import Mines
import Testing
import Tiles
@testable import Progress

/// The registry holds the games' rules (GameRules, below the stats engine); what the stats need
/// of each game is found through `StatsKeepingBackEnd`, here, and a game that declares none is
/// refused by name rather than left out of the stats.
@Suite struct StatsKeepingRegistryTests {
    /// Lights-out's rules under another kind, without its stats: a game that keeps none.
    enum Unkept: GameBackEnd {
        typealias State = LightsOutState
        static var kind: GameKind { GameKind(rawValue: "unkept") }
        static var title: String { "Unkept" }
        static func newGame(_ setup: GameSetup<LightsOutParams>) throws -> LightsOutState { try LightsOutBackEnd.newGame(setup) }
        static func status(of state: LightsOutState) -> GameStatus { LightsOutBackEnd.status(of: state) }
        static func initialInterface(for state: LightsOutState) -> LightsOutInterface { LightsOutBackEnd.initialInterface(for: state) }
        static func replay(_ setup: GameSetup<LightsOutParams>, log: TimedLog<LightsOutMove>,
                           claimedPlayMilliseconds: Int?) -> Result<ReplayedGame<LightsOutState>, VerificationFailure> {
            LightsOutBackEnd.replay(setup, log: log, claimedPlayMilliseconds: claimedPlayMilliseconds)
        }
    }

    @Test func everyGamesCatalogComesInTheRegistrysOrder() throws {
        let registry = try GameRegistry([TilesBackEnd.self, MinesBackEnd.self, LightsOutBackEnd.self])
        #expect(try registry.statsCatalogs().map(\.kind) == registry.kinds)
        let catalogs = try registry.gameCatalogs()
        for kind in registry.kinds {
            #expect((try? catalogs.requireCatalog(for: kind))?.kind == kind)
        }
    }

    @Test func aGameThatDeclaresNoStatsIsRefusedByName() throws {
        let registry = try GameRegistry([TilesBackEnd.self, Unkept.self])
        #expect(throws: GameKeepsNoStats(kind: "unkept")) { try registry.statsCatalogs() }
        #expect(throws: GameKeepsNoStats(kind: "unkept")) { try registry.gameCatalogs() }
    }
}
