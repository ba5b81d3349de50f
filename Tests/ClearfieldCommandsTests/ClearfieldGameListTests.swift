import ClearfieldApp
import ClearfieldGames
import CommandSupport
import Daily
import DailyUI
import GameCore
import GameRules
import Leaderboards
import Shell
import Testing

/// The program lists each game once (`ClearfieldGame.all`, issue 33): every entry's parts are the
/// same game's, and every list the layers take is the entries', in the menus' order or the boards'.
@Suite struct ClearfieldGameListTests {
    @Test func eachEntrysPartsAreOneGames() {
        for game in ClearfieldGame.all {
            let kind = game.backEnd.kind
            #expect(game.frontEnd.kind == kind)
            #expect(game.daily.map { $0.daily.kind == kind } ?? true, "\(kind)")
            #expect(game.tools.map { $0.kind == kind } ?? true, "\(kind)")
        }
    }

    @Test func everyListIsTheEntries() {
        let kinds = ClearfieldGame.all.map { $0.backEnd.kind }
        let boardsOrder = ClearfieldGame.inBoardsOrder.map { $0.backEnd.kind }
        #expect(Set(kinds).count == kinds.count, "a game is listed twice")
        #expect(GameRegistry.clearfield.kinds == kinds)
        #expect(AppEnvironment.clearfieldGames.map(\.kind) == kinds)
        #expect(CommandGames.clearfield.tools.map(\.kind) == ClearfieldGame.all.compactMap { $0.tools?.kind })
        #expect(DailyGames.clearfield.all.map(\.kind) == ClearfieldGame.inBoardsOrder.compactMap { $0.daily?.daily.kind })
        // The boards come game by game in the boards' order: each game's rules judge its own games.
        let rules = RankingRegistry.clearfield(levels: []).rules
        #expect(rules.count == boardsOrder.count)
        // The shipped order: Mines' boards and daily first, Tiles first in the menus.
        #expect(kinds.map(\.rawValue) == ["tiles", "mines"])
        #expect(boardsOrder.map(\.rawValue) == ["mines", "tiles"])
    }
}
