import GameCore
import Mines
import Shell
import Storage

/// Mines as the app sees it: its menu, its help pages (the game and the endless mode), its
/// games' history on the Stats screen, its settings, its saved games and replays.
public struct MinesFrontEnd: GameFrontEnd {
    public init() {}

    public var kind: GameKind { MinesBackEnd.kind }

    public var menuItem: MenuItem {
        MenuItem(shortcut: "m", title: "Mines", detail: "endless runs and classic boards") { _ in
            .push(MinesMenuScreen())
        }
    }

    public var helpTopics: [HelpTopic] { [.mines, .endless] }

    public var replayDrawing: any ReplayDrawing.Type { MinesReplayDrawing.self }

    public var statsPage: StatsPage? {
        StatsPage(key: "g", hint: "games") { environment in
            environment.gameHistory == nil ? nil : MinesHistoryScreen()
        }
    }

    public var preferenceSections: [any PreferenceSection.Type] { [MinesPreferences.self] }

    public func resume(_ saved: SavedGame, environment: AppEnvironment) -> Result<ResumedGame, ResumeRefusal> {
        MinesPlayScreen.resume(saved, environment: environment)
    }
}
