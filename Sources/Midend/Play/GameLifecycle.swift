/// Where a game stands in its life, with the same states and names for every game.
///
/// ```
/// notStarted ─start─► playing ◄─pause/resume─► paused
///                        │  └──────────── suspend (saved and put away) ──► suspended
///                        └─ won or lost, or left without saving ─► ended
/// ```
/// A suspended or ended game is no longer this run's to end: a suspended one waits in its save
/// (its stats go with it), an ended one has been rolled over and its save removed.
public enum GameLifecycle: String, Hashable, Sendable, CaseIterable {
    case notStarted, playing, paused, suspended, ended

    /// Started and neither ended nor put away: the game this run is responsible for.
    public var isUnderWay: Bool { self == .playing || self == .paused }
}
