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
