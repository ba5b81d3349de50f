import GameCore
import Mines
import Shell
import SaveFiles

/// Mines as the app sees it: its menu, its help pages (the game and the endless mode), its
/// games' history on the Stats screen, its settings, its saved games and replays.
package struct MinesFrontEnd: GameFrontEnd {
    package init() {}

    package var kind: GameKind { MinesBackEnd.kind }

    package var menuItem: MenuItem {
        MenuItem(shortcut: "m", title: "Mines", detail: "endless runs and classic boards") { _ in
            .push(MinesMenuScreen())
        }
    }

    package var helpTopics: [HelpTopic] { [.mines, .endless, .minesRecords] }

    package var replayDrawing: any ReplayDrawing.Type { MinesReplayDrawing.self }

    package var playOptions: (any GamePlayOptions.Type)? { MinesPlayOptions.self }

    package var historyListing: (any GameHistoryListing.Type)? { MinesHistoryListing.self }

    package var statsPage: StatsPage? {
        StatsPage(key: "g", hint: "games") { environment in
            environment.gameHistory == nil ? nil : MinesHistoryScreen()
        }
    }

    package var preferenceSections: [any PreferenceSection.Type] { [MinesPreferences.self] }

    package func resume(_ saved: SavedGame, environment: AppEnvironment) -> Result<ResumedGame, ResumeRefusal> {
        MinesPlayScreen.resume(saved, environment: environment)
    }
}
