import Shell
import LocalDatabase
import TilesLevels
import Tiles

/// What the level editor needs from the world beyond the levels the environment lists: where a
/// level is saved, new packs, the unproven marks and the backgrounds there are. Closures, so the
/// screens run the same on the real database as on the tests' in-memory one.
public struct LevelEditing {
    /// Makes a new, empty pack of the player's own.
    public var createPack: (String) throws -> Void
    /// Saves a level (by its number) into a pack, marked unproven when `proven` is false.
    public var saveLevel: (_ level: LevelRecord, _ pack: String, _ proven: Bool) throws -> Void
    /// Saves a level with the solver's verdict on it (a draft kept at a stop says "not clearable"
    /// when the editor did).
    public var saveJudgedLevel: (_ level: LevelRecord, _ pack: String, _ verdict: LevelVerdict) throws -> Void
    /// The numbers of a pack's levels saved unproven.
    public var unprovenLevels: (String) throws -> Set<Int>
    /// The numbers of a pack's levels saved with the solver's proof that they cannot be cleared.
    public var unclearableLevels: (String) throws -> Set<Int>
    /// The backgrounds a level may name, in the order `b` steps through them.
    public var backgrounds: [String]
    /// A pack's level as saved now, read afresh (not from a cache): the editor compares it with
    /// the level as it opened it, so a save never silently overwrites another editor's (issue 34,
    /// B5). Nil: this run cannot tell, and saves as before.
    public var savedLevel: ((_ pack: String, _ number: Int) throws -> Level?)?

    public init(createPack: @escaping (String) throws -> Void,
                saveLevel: @escaping (_ level: LevelRecord, _ pack: String, _ proven: Bool) throws -> Void,
                saveJudgedLevel: ((_ level: LevelRecord, _ pack: String, _ verdict: LevelVerdict) throws -> Void)? = nil,
                unprovenLevels: @escaping (String) throws -> Set<Int> = { _ in [] },
                unclearableLevels: @escaping (String) throws -> Set<Int> = { _ in [] },
                backgrounds: [String],
                savedLevel: ((_ pack: String, _ number: Int) throws -> Level?)? = nil) {
        self.savedLevel = savedLevel
        self.createPack = createPack
        self.saveLevel = saveLevel
        self.saveJudgedLevel = saveJudgedLevel ?? { level, pack, verdict in try saveLevel(level, pack, verdict == .proven) }
        self.unprovenLevels = unprovenLevels
        self.unclearableLevels = unclearableLevels
        self.backgrounds = backgrounds.isEmpty ? ["default"] : backgrounds
    }
}
