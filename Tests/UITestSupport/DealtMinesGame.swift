@testable import Shell
@testable import MinesUI
import Mines

extension StartPoint {
    /// A Mines game on a known seed as if the game had dealt it: tests need the board known,
    /// and a seed the player chose is practice (it keeps no best).
    static func minesDealtGame(_ mode: MinesMode, seed: UInt64) -> StartPoint {
        StartPoint { environment in
            let setup = MinesSetup(mode: mode, seed: seed, settings: environment.preferences.mines.settings)
            return [MainMenuScreen(), MinesMenuScreen(), MinesPlayScreen(setup: setup, origin: .dealt)]
        }
    }
}
