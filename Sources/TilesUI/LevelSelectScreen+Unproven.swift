import Shell
import ReplayUI
import TilesPacksUI
import GameCore
import Tiles

// The level list says which levels of the player's packs were saved without the solver's proof
// that they clear, so nobody is surprised by one that cannot be cleared.
extension LevelSelectScreen {
    /// The levels of these packs the editor saved unproven (none when the run cannot edit).
    package static func unproven(in packs: Set<String>, environment: AppEnvironment) -> Set<LevelKey> {
        guard let editing = environment.levelEditing else { return [] }
        var keys: Set<LevelKey> = []
        for pack in packs where pack != ShippedPack.name {
            for number in (try? editing.unprovenLevels(pack)) ?? [] { keys.insert(LevelKey(pack: pack, number: number)) }
        }
        return keys
    }

    /// The levels of these packs saved with the solver's proof that they cannot be cleared: the
    /// list says so in place of a par.
    package static func unclearable(in packs: Set<String>, environment: AppEnvironment) -> Set<LevelKey> {
        guard let editing = environment.levelEditing else { return [] }
        var keys: Set<LevelKey> = []
        for pack in packs where pack != ShippedPack.name {
            for number in (try? editing.unclearableLevels(pack)) ?? [] { keys.insert(LevelKey(pack: pack, number: number)) }
        }
        return keys
    }
}
