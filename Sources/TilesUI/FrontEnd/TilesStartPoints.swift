import Shell
import Tiles

extension StartPoint {
    /// The Tiles level list over the main menu.
    public static let tilesLevels = StartPoint { _ in [MainMenuScreen(), LevelSelectScreen()] }

    /// Straight into level `number` of the shipped pack (`clearfield play tiles --level N`).
    public static func tilesLevel(_ number: Int) -> StartPoint {
        StartPoint { environment in
            let levels: [Level]
            do {
                levels = try environment.levels().filter { $0.key.isShipped }
            } catch {
                throw StartError.unavailable("the levels could not be loaded: \(error)")
            }
            guard let level = levels.first(where: { $0.number == number }) else {
                let numbers = levels.map(\.number)
                guard let low = numbers.min(), let high = numbers.max() else {
                    throw StartError.notFound("there is no level \(number): no levels were found")
                }
                throw StartError.notFound("there is no level \(number) (levels \(low) to \(high) exist)")
            }
            if let holder = environment.saveSlot?.openElsewhere() {
                return [MainMenuScreen(), LevelSelectScreen(), SaveInUse.notice(holder: holder)]
            }
            // A saved game would be given up by this new one: the level list asks first.
            if let slot = environment.saveSlot, case .success = slot.header() {
                return [MainMenuScreen(), LevelSelectScreen(confirmingLevel: number)]
            }
            return [MainMenuScreen(), LevelSelectScreen(), TilesPlayScreen(level: level, campaign: levels)]
        }
    }
}

extension StartPoint {
    /// Straight into Same Game free play (`clearfield play tiles --free`): the board of `seed`
    /// when given (practice), else one the game deals (which may rank on a standard shape). A
    /// saved game is asked about first, over the free-play menu, never given up silently.
    public static func tilesFree(_ shape: FreePlayShape, seed: UInt64?) -> StartPoint {
        StartPoint { environment in
            if let holder = environment.saveSlot?.openElsewhere() {
                return [MainMenuScreen(), LevelSelectScreen(), SaveInUse.notice(holder: holder)]
            }
            if let slot = environment.saveSlot, case .success = slot.header() {
                return [MainMenuScreen(), LevelSelectScreen(), FreePlayMenuScreen(starting: shape, seed: seed)]
            }
            let deal = FreePlayDeal(shape: shape, seed: seed ?? environment.makeSeed())
            // A seed given on the command line is the player's choice: never ranked, never a best.
            return [MainMenuScreen(), LevelSelectScreen(),
                    TilesPlayScreen(free: deal, origin: seed == nil ? .dealt : .chosen)]
        }
    }
}
