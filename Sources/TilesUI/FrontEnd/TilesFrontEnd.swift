import GameCore
import Shell
import SaveFiles
import Tiles

/// Tiles as the app sees it: the level list from the main menu, its help page, its saved games
/// and replays.
package struct TilesFrontEnd: GameFrontEnd {
    package init() {}

    package var kind: GameKind { TilesBackEnd.kind }

    package var menuItem: MenuItem {
        MenuItem(shortcut: "t", title: "Tiles", detail: "clear the board, level by level") { _ in
            .push(LevelSelectScreen())
        }
    }

    package var helpTopics: [HelpTopic] { [.tiles] }

    package var replayDrawing: any ReplayDrawing.Type { TilesReplayDrawing.self }

    package var playOptions: (any GamePlayOptions.Type)? { TilesPlayOptions.self }

    /// `f` on the Stats screen: the best free-play score of each board size and colour count.
    package var statsPage: StatsPage? {
        StatsPage(key: "f", hint: "free-play bests") { environment in
            environment.gameHistory == nil ? nil : FreePlayBestsScreen()
        }
    }

    package func resume(_ saved: SavedGame, environment: AppEnvironment) -> Result<ResumedGame, ResumeRefusal> {
        TilesPlayScreen.resume(saved, environment: environment)
    }
}
