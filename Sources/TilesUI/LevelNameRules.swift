import Players

/// The character rules of pack and level names (`NameCharacters`: nothing invisible, no
/// formatting or reordering characters), for the level editor, which types such names itself:
/// a name typed there follows the rules a pack file's names follow on import, so "Starter" and
/// "Starter" with a zero-width space cannot be two packs made here either.
public enum LevelNameRules {
    /// Why `name` may not name a pack or a level ("holds the invisible character U+200B…"), or nil.
    public static func problem(in name: String) -> String? {
        NameCharacters.problem(in: name)
    }
}
