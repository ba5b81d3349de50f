import Shell
import Tiles

/// "Next level" checks the pack as the database holds it now, not as it was when the level list
/// was read: another copy of the game may have imported the pack again (or removed it) while this
/// one played, and a level no longer in it must not be opened, played or ranked.
package enum PackChangedCheck {
    package static let banner = "The level pack was changed by another Clearfield: back to the levels"

    /// The level to open (`wanted`, as the pack now holds it, with the pack's current levels),
    /// or nil when the pack no longer holds that level with that map.
    package static func nextLevel(after wanted: Level, expected: [Level],
                          environment: AppEnvironment) -> (level: Level, campaign: [Level])? {
        guard let current = try? environment.levels() else { return (wanted, expected) }
        let pack = current.filter { $0.pack == wanted.pack }
        guard let found = pack.first(where: { $0.key == wanted.key }), found.board == wanted.board else { return nil }
        return (found, pack)
    }
}
