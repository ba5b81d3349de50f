import Mines
import Shell

extension StartPoint {
    /// The Mines menu over the main menu.
    public static let minesMenu = StartPoint { _ in [MainMenuScreen(), MinesMenuScreen()] }

    /// A Mines game (`clearfield play mines ...`); without a seed, a fresh one is dealt.
    public static func minesGame(_ mode: MinesMode, seed: UInt64?) -> StartPoint {
        StartPoint { environment in
            if let holder = environment.saveSlot?.openElsewhere() {
                return [MainMenuScreen(), MinesMenuScreen(), SaveInUse.notice(holder: holder)]
            }
            let setup = MinesSetup(mode: mode, seed: seed ?? environment.makeSeed(),
                                   settings: environment.preferences.mines.settings)
            // A seed given on the command line is the player's choice: never ranked.
            return [MainMenuScreen(), MinesMenuScreen(), MinesPlayScreen(setup: setup, origin: seed == nil ? .dealt : .chosen)]
        }
    }
}
