import GameCore
import Shell
import Storage
import Tiles

/// Tiles as the app sees it: the level list from the main menu, its help page, its saved games
/// and replays.
public struct TilesFrontEnd: GameFrontEnd {
    public init() {}

    public var kind: GameKind { TilesBackEnd.kind }

    public var menuItem: MenuItem {
        MenuItem(shortcut: "t", title: "Tiles", detail: "clear the board, level by level") { _ in
            .push(LevelSelectScreen())
        }
    }

    public var helpTopics: [HelpTopic] { [.tiles] }

    public var replayDrawing: any ReplayDrawing.Type { TilesReplayDrawing.self }

    public func resume(_ saved: SavedGame, environment: AppEnvironment) -> Result<ResumedGame, ResumeRefusal> {
        TilesPlayScreen.resume(saved, environment: environment)
    }
}
