import CommandSupport
import Daily
import DailyUI
import Leaderboards
import Mines
import MinesCommands
import MinesUI
import Progress
import Shell
import Tiles
import TilesCommands
import TilesUI

/// One of the program's games, whole: each layer's part of it, as the game's own modules declare
/// them (its back end, ranking rules and daily in the game's module, its front end and daily
/// screen in its UI module, its tools in its commands module). The program lists each game once,
/// in `all`; every list the layers take (the registry's back ends, the menus' front ends, the
/// Daily screen's games, the boards' rules, the command line's tools) is built from it.
package struct ClearfieldGame: Sendable {
    /// What the games' boards are built from: the levels of a game made of them (every pack's,
    /// the shipped pack first) and the boards the database keeps rows of.
    package struct BoardInputs: Sendable {
        package var levels: [TilesRanking.Level]
        package var olderBoards: [BoardID]
    }

    /// Its rules, stats and saves.
    package var backEnd: any StatsKeepingBackEnd.Type
    /// Its menu line, help, play options, replay drawing, stats page.
    package var frontEnd: any GameFrontEnd
    /// Its daily challenge as the Daily screen plays it (its `daily` is the game's `GameDaily`);
    /// nil for a game without one.
    package var daily: (any DailyFrontEnd)?
    /// Its ranking rules (its boards), without the daily boards, which `daily` adds.
    package var rankingRules: @Sendable (BoardInputs) -> any RankingRules
    /// Its own subcommands of `clearfield` and its part of the terminal game's start; nil for none.
    package var tools: (any GameCommandTools)?
    /// Where its boards and its daily come in the Leaderboards' and the Daily screen's lists
    /// (smaller first); the menus list the games in `all`'s order.
    package var boardsOrder: Int

    /// The program's games, in the menus' order: one entry per game.
    package static let all: [ClearfieldGame] = [
        ClearfieldGame(backEnd: TilesBackEnd.self, frontEnd: TilesFrontEnd(), daily: TilesDailyFrontEnd(),
                       rankingRules: { TilesRanking(levels: $0.levels, olderBoards: $0.olderBoards) },
                       tools: TilesCommandTools(), boardsOrder: 1),
        ClearfieldGame(backEnd: MinesBackEnd.self, frontEnd: MinesFrontEnd(), daily: MinesDailyFrontEnd(),
                       rankingRules: { _ in MinesRanking() }, tools: MinesCommandTools(), boardsOrder: 0),
    ]

    /// The games in the boards' and dailies' order.
    package static var inBoardsOrder: [ClearfieldGame] {
        all.enumerated().sorted { ($0.element.boardsOrder, $0.offset) < ($1.element.boardsOrder, $1.offset) }.map(\.element)
    }

    /// Its rules with its daily boards beside its own (`DailyRanking`, ranked as their kin).
    func rules(_ inputs: BoardInputs) -> any RankingRules {
        let kin = rankingRules(inputs)
        guard let daily else { return kin }
        return DailyRanking(kin: kin, daily: daily.daily, boardsWithRows: inputs.olderBoards)
    }
}
