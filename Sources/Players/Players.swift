// The Players module (nicknames, avatars, roles, profiles) is owned by helper "players"
// (/work/plan/leaderboards-contract.md); this file only keeps the target compiling until they fill it.

/// A player: the `player.id` row of the database. Declared here (and nowhere else) so the
/// Leaderboards module and the profile code name players the same way.
public typealias PlayerID = Int64
