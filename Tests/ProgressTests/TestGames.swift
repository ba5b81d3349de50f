import Foundation
import GameCore
import Mines
@testable import Progress
import Tiles

/// The shipped games (Tiles and Mines) as the tests hand them to Progress. The extensions below
/// give the tests the spellings they had when Progress knew these two games itself, so each
/// test still reads as it did; they all go through the generic API.
enum TestGames {
    static let catalogs: GameCatalogs = {
        do {
            return try GameCatalogs([TilesStats.game(), MinesStats.game()])
        } catch {
            fatalError("the shipped games' catalogs do not build: \(error)")
        }
    }()
}

extension GameStatsCatalog {
    static func catalog(for kind: GameKind) throws -> GameStatsCatalog {
        try TestGames.catalogs.requireCatalog(for: kind)
    }

    static func all() throws -> [GameStatsCatalog] { TestGames.catalogs.stats }
}

extension GameStatsTracker {
    init(context: StatsContext) throws {
        try self.init(context: context, catalog: try GameStatsCatalog.catalog(for: context.kind))
    }
}

extension AchievementCatalog {
    static func load(from data: Data) -> AchievementLoadResult { load(from: data, games: TestGames.catalogs) }

    static func build(from definitions: [AchievementDefinition]) -> AchievementLoadResult {
        build(from: definitions, games: TestGames.catalogs)
    }

    static func empty() -> AchievementCatalog { empty(games: TestGames.catalogs) }
}

extension PlayerProgress {
    init(catalog: AchievementCatalog, achievementState: AchievementState = AchievementState(),
         tilesTotals: Stats?, minesTotals: Stats? = nil) throws {
        var totals: [GameKind: Stats] = [:]
        totals[.tiles] = tilesTotals
        totals[.mines] = minesTotals
        try self.init(catalog: catalog, achievementState: achievementState, totals: totals)
    }

    var tilesTotals: Stats { totals(for: .tiles) }
    var minesTotals: Stats { totals(for: .mines) }
}

extension StatsView {
    init(tilesTotals: Stats, minesTotals: Stats, game: Stats? = nil, gameIsInTotals: Bool = false) {
        self.init(totals: [.tiles: tilesTotals, .mines: minesTotals], game: game, gameIsInTotals: gameIsInTotals)
    }
}

/// Coding that reads saved stats needs the catalogs.
func progressDecoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    for (key, value) in TestGames.catalogs.decodingUserInfo { decoder.userInfo[key] = value }
    return decoder
}
