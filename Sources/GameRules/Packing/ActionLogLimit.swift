/// The most actions one game's log may hold: what a save, a ranked run or a replay may carry.
/// A 24×16 Tiles level clears in at most 192 moves and an endless Mines run of fifty expert boards
/// takes a few tens of thousands of actions; a log past this is a flood or a forgery. Reading
/// checks it before reading any action, and play refuses an action past it, so every log the game
/// writes can be read back.
public enum ActionLogLimit {
    public static let maximumActions = 100_000
}
