/// A player: the `player.id` row of the database, the key every profile, avatar and ranked run
/// hangs from. Declared here (and nowhere else) so the Leaderboards module and the profile code
/// name players the same way.
public typealias PlayerID = Int64
