import GameCore

/// The documented function from a date to a daily challenge's seed, used wherever no shared
/// board chooses it: the 64-bit FNV-1a hash (GameCore `FNV1a`) of the UTF-8 text
/// `clearfield-daily-<game>-<YYYY-MM-DD>`, with `<game>` the game's registry id (`mines`,
/// `tiles`). Every copy of the game anywhere gets the same seeds for a date, and anyone can
/// compute them (README, "Daily").
public enum DailySeed {
    public static func text(_ game: DailyGame, on date: DailyDate) -> String {
        "clearfield-daily-\(game.rawValue)-\(date)"
    }

    public static func seed(_ game: DailyGame, on date: DailyDate) -> UInt64 {
        FNV1a.hash(text(game, on: date).utf8)
    }
}
