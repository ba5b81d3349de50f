import Shell
import TilesUI

extension StartPoint {
    /// `clearfield edit [--pack NAME] [--level N]`: the level editor over the level list.
    public static func editor(pack: String?, level: Int?) -> StartPoint {
        StartPoint { environment in
            [MainMenuScreen(), LevelSelectScreen(),
             try EditorOpening.startScreen(pack: pack, level: level, environment: environment)]
        }
    }
}
