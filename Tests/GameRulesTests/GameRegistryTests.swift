import Foundation
import GameCore
import GameRules
import Mines
import Testing
import Tiles

@Suite struct GameRegistryTests {
    private let registry: GameRegistry? = try? GameRegistry([TilesBackEnd.self, MinesBackEnd.self])

    @Test func backEndsAreFoundByTheirKind() throws {
        let registry = try #require(registry)
        #expect(registry.kinds == [.tiles, .mines])
        #expect(registry.backEnd(for: .mines) == MinesBackEnd.self)
        #expect(registry.backEnd(forKind: "tiles") == TilesBackEnd.self)
        #expect(registry.backEnd(forKind: "chess") == nil)
    }

    @Test func aKindRegisteredTwiceIsRefused() {
        #expect(throws: GameRegistry.DuplicateKind(kind: "tiles")) {
            try GameRegistry([TilesBackEnd.self, MinesBackEnd.self, TilesBackEnd.self])
        }
    }

    @Test func aStoredGameOfAnyKindVerifiesThroughTheRegistry() throws {
        let registry = try #require(registry)
        let board = try TileMap.parse("RRGG\nRRGG")
        let tiles = GameSetup(params: TilesParams(level: 1, par: 2, mapRows: board.mapRows,
                                                  mapHash: TilesParams.mapHash(of: board)), seed: 0)
        let log = TimedLog<TilesMove>([TimedAction(.move(TilesMove(Point(x: 0, y: 0))), at: 700),
                                       TimedAction(.move(TilesMove(Point(x: 0, y: 1))), at: 1_900)])
        let verified = try registry.verify(kind: "tiles", encodedSetup: try TilesBackEnd.encode(tiles),
                                           packedLog: log.packed(), claimedPlayMilliseconds: 2_000).get()
        #expect(verified == (try TilesBackEnd.verify(tiles, log: log, claimedPlayMilliseconds: 2_000).get()))
        #expect(verified.status == .won && verified.playMilliseconds == 1_900)
        // The same bytes under another kind do not pass for a game of it.
        guard case .failure(.badSetup) = registry.verify(kind: "mines", encodedSetup: try TilesBackEnd.encode(tiles),
                                                         packedLog: log.packed(), claimedPlayMilliseconds: nil) else {
            Issue.record("a Tiles setup passed for Mines")
            return
        }
        #expect(registry.verify(kind: "chess", encodedSetup: Data(), packedLog: Data(), claimedPlayMilliseconds: nil)
                == .failure(.unknownGame(kind: "chess")))
    }
}
