import LocalDatabase
import Midend
import SaveFiles
import Shell

/// What a game's commands module is handed when the terminal game starts, to put its own
/// services into the environment (Tiles: its levels imported and read, the solver, the level
/// editor and pack import). The commands module builds everything the games share and names no
/// game; each game wires only what is its own.
package struct LiveWiring {
    /// The environment being built; a game's services go under its own key.
    package var environment: AppEnvironment
    /// The game's database under the data directory.
    package let database: AppDatabase
    /// The shipped levels and assets, nil when they were not found (already said in a warning).
    package let resources: ResourceDirectories?
    /// Who is playing; it can change while the game runs.
    package let player: CurrentPlayer
    /// Tells the Leaderboards screen that the boards it lists may have changed (a level was saved
    /// or a pack imported): they are worked out again when next listed.
    package let boardsChanged: @Sendable () -> Void

    package init(environment: AppEnvironment, database: AppDatabase, resources: ResourceDirectories?,
                 player: CurrentPlayer, boardsChanged: @escaping @Sendable () -> Void) {
        self.environment = environment
        self.database = database
        self.resources = resources
        self.player = player
        self.boardsChanged = boardsChanged
    }

    /// A start-up problem the game can run without, shown once at the menu.
    package mutating func warn(_ warning: String) {
        environment.warnings.append(warning)
    }
}
