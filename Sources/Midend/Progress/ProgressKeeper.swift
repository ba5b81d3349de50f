import Foundation
import GameCore
import Progress

/// The player's stats and achievements while the app runs: the one listener of the session
/// layer's game reports (`AppEnvironment.reportGame`), and what the Stats and Achievements
/// screens read.
///
/// - `.started` begins a game under a fresh id; `.turn` records its events and checks the
///   achievements; `.tick` moves play time on; `.ended` finishes it and rolls it into the
///   totals. Only the first `.ended` of a game counts, and the store rolls each id over at most
///   once, so a game is never counted twice.
/// - An unlock is written at once (one transaction); the end of a game writes its totals, level
///   result and achievement states together (one transaction).
/// - A write made while the player waits (a game's end, an unlock) waits at most
///   `interactiveWriteWait` for another connection holding the database, so the screen never
///   freezes on it. One that fails loses nothing: the finished game is kept in memory and in the
///   pending file, the player is told in a banner, and it is retried every `retryMilliseconds`
///   (`retryPending`, which the main loop calls), at the next rollover and at exit; still
///   unwritten at exit, it waits in the file for the next start.
public final class ProgressKeeper {
    /// How long a write the player waits on may wait for the database (seconds).
    public static let interactiveWriteWait: TimeInterval = 0.25
    /// How often a write that failed is tried again while the app runs.
    public static let retryMilliseconds: UInt64 = 5_000

    public let playerName: String
    public private(set) var progress: PlayerProgress
    /// The game being played, if any.
    public var gameInProgress: GameProgress? { active?.progress }
    /// The last game that ended in this run.
    public private(set) var lastGame: GameResult?
    /// The achievements the last game that ended earned, from its start to its end, under its id:
    /// what its results panel lists (issue 31: a banner queued behind many others could be
    /// left unseen).
    public private(set) var lastGameEarned: EarnedInGame?
    /// Finished games not written yet, oldest first.
    public private(set) var pending: [PendingRollover] = []
    /// Problems met while loading (unreadable leftovers of an earlier run), for the start-up notice.
    public private(set) var loadWarnings: [String] = []
    /// When to try again what could not be written; nil when nothing waits.
    public private(set) var nextRetry: Instant?

    private let store: any ProgressStore
    private var gameIDs: GameIDGenerator
    private var active: ActiveGame?
    /// True while the stored achievement states are behind the ones in memory.
    private var achievementsUnsaved = false
    /// The repeatable achievements whose "earned again" banner this session has shown.
    private var earnedAgainShown: Set<String> = []

    /// The game in progress, in a class so each turn updates its stats in place.
    private final class ActiveGame {
        let id: String
        var progress: GameProgress
        /// What it has earned so far in this run, in order.
        var earned: [AchievementUnlock] = []

        init(id: String, progress: GameProgress) {
            self.id = id
            self.progress = progress
        }
    }

    /// Loads the player's totals and achievement states from `store`, and writes what an
    /// earlier run could not. Throws when the store cannot be read at all.
    public init(catalog: AchievementCatalog, store: any ProgressStore, playerName: String,
                gameIDs: GameIDGenerator) throws {
        self.store = store
        self.playerName = playerName
        self.gameIDs = gameIDs
        let stored = try store.loadTotals()
        var achievements = try store.loadAchievements()
        var unsaved = UnsavedProgress()
        var warnings: [String] = []
        do {
            unsaved = try store.loadUnsaved()
        } catch {
            warnings.append("Results kept from an earlier run could not be read (\(error)); they are left out.")
        }
        if let kept = unsaved.achievements {
            achievements = Self.merged(achievements, with: kept)
            achievementsUnsaved = true
        }
        var totals: [GameKind: Stats] = [:]
        for game in catalog.games.stats { totals[game.kind] = game.totals(from: stored[game.kind] ?? [:]).stats }
        totals[DailyStreakSchema.kind] = catalog.games.daily.stats(from: stored[DailyStreakSchema.kind] ?? [:])
        progress = try PlayerProgress(catalog: catalog, achievementState: achievements, totals: totals)
        pending = unsaved.rollovers
        loadWarnings = warnings
        if !unsaved.isEmpty {
            if let failure = flush() {
                loadWarnings.append("\(pending.count) finished game(s) from an earlier run could not be saved yet "
                    + "(\(failure)); they are counted and will be saved later.")
            }
            // Whatever is still waiting counts in the totals shown meanwhile.
            for rollover in pending {
                if let totals = try? rollover.result.rolledOver(into: progress.totals(for: rollover.result.kind)) {
                    try? progress.replaceTotals(totals)
                }
                let daily = progress.games.daily
                try? progress.replaceTotals(daily.rolledOver(rollover.result.context, outcome: rollover.result.outcome,
                                                             into: progress.dailyTotals))
            }
            keepUnsaved()
        }
        // From here on the player waits on every write.
        store.writeWait = Self.interactiveWriteWait
    }

    // MARK: Game reports

    /// Feeds one moment of a game to the stats and achievements; returns banner lines.
    public func report(_ report: GameReport) -> [String] {
        switch report.moment {
        case .started:
            return start(report)
        case .turn(let events):
            guard let active else { return [] }
            let unlocks = progress.record(events, in: &active.progress, turn: report.turn, at: report.instant,
                                          date: report.date, playTimeMilliseconds: Int64(report.playMilliseconds))
            active.earned += unlocks
            return unlocked(unlocks, at: report.instant)
        case .tick:
            guard let active else { return [] }
            let unlocks = progress.tick(&active.progress, at: report.instant, date: report.date,
                                        playTimeMilliseconds: Int64(report.playMilliseconds))
            active.earned += unlocks
            return unlocked(unlocks, at: report.instant)
        case .ended(let outcome):
            return end(outcome: outcome, instant: report.instant, date: report.date,
                       playMilliseconds: Int64(report.playMilliseconds))
        }
    }

    private func start(_ report: GameReport) -> [String] {
        var banners: [String] = []
        // A start while a game is open means its end was never reported: it was left.
        if active != nil {
            banners += end(outcome: .abandoned, instant: report.instant, date: report.date, playMilliseconds: nil)
        }
        do {
            let (game, unlocks) = try progress.startGame(report.context, levelStanding: levelStanding(for: report.context),
                                                         at: report.instant, date: report.date)
            let started = ActiveGame(id: gameIDs.next(), progress: game)
            started.earned = unlocks
            active = started
            banners += unlocked(unlocks, at: report.instant)
        } catch {
            banners.append("This game's stats cannot be kept: \(error)")
        }
        return banners
    }

    private func end(outcome: GameOutcome, instant: Instant, date: Date, playMilliseconds: Int64?) -> [String] {
        guard let finishing = active else { return [] }
        active = nil
        var banners: [String] = []
        do {
            let finish = try progress.finish(&finishing.progress, outcome: outcome, at: instant, date: date,
                                             playTimeMilliseconds: playMilliseconds ?? finishing.progress.tracker.playTimeMilliseconds)
            lastGame = finish.result
            lastGameEarned = EarnedInGame(gameID: finishing.id, unlocks: finishing.earned + finish.unlocks)
            pending.append(PendingRollover(gameID: finishing.id, result: finish.result))
            banners += sessionBanners(for: finish.unlocks)
        } catch {
            banners.append("This game's stats could not be counted: \(error)")
        }
        banners += written(flush(), at: instant)
        return banners
    }

    /// After a flush: nothing to say when it worked; else the results are kept in the pending
    /// file too (so not even a crash loses them), a retry is due later, and the player is told.
    private func written(_ failure: String?, at instant: Instant) -> [String] {
        guard let failure else {
            nextRetry = nil
            return []
        }
        keepUnsaved()
        nextRetry = instant.adding(milliseconds: Self.retryMilliseconds)
        return [failure == Self.busy ? "Database busy: results kept, will retry"
                : "Results not saved yet (\(failure)): kept, will retry"]
    }

    /// Tries again what could not be written, when it is due (the main loop calls this when
    /// `nextRetry` comes). Returns a banner once it has all been written.
    public func retryPending(at instant: Instant) -> [String] {
        guard hasUnsavedChanges else {
            nextRetry = nil
            return []
        }
        if let nextRetry, instant < nextRetry { return [] }
        if flush() != nil {
            nextRetry = instant.adding(milliseconds: Self.retryMilliseconds)
            return []
        }
        nextRetry = nil
        keepUnsaved()
        return ["Results saved: the database is free again"]
    }

    /// Banners for what a turn earned, after writing it at once.
    private func unlocked(_ unlocks: [AchievementUnlock], at instant: Instant) -> [String] {
        guard !unlocks.isEmpty else { return [] }
        var banners = sessionBanners(for: unlocks)
        // While a write that failed waits for its retry, another would only wait again.
        if let nextRetry, instant < nextRetry {
            achievementsUnsaved = true
            return banners
        }
        do {
            try store.saveAchievements(progress.achievements.state)
            achievementsUnsaved = false
        } catch {
            achievementsUnsaved = true
            if nextRetry == nil { nextRetry = instant.adding(milliseconds: Self.retryMilliseconds) }
            banners.append("Achievement not saved yet (\(Self.reason(error))): kept, saved later")
        }
        return banners
    }

    /// The banners of `unlocks` for this session: a repeatable achievement's "earned again"
    /// shows once a session (issue 31: "No Safety Net" after every clean clear, up to ten
    /// times, hid what the player asked for); it is still counted every time, on the
    /// Achievements screen.
    func sessionBanners(for unlocks: [AchievementUnlock]) -> [String] {
        let shown = unlocks.filter { unlock in
            guard unlock.timesEarned > 1 else { return true }
            return earnedAgainShown.insert(unlock.id).inserted
        }
        return Self.banners(for: shown)
    }

    static func banners(for unlocks: [AchievementUnlock]) -> [String] {
        unlocks.map { unlock in
            unlock.timesEarned > 1
                ? "Achievement earned again: \(unlock.title) (\(unlock.timesEarned) times)"
                : "Achievement unlocked: \(unlock.title) (+\(unlock.points))"
        }
    }

    // MARK: Saved games

    /// The game in progress as a save keeps it: its id (so it is rolled over once, whenever it
    /// ends) and its stats. A saved game is not rolled over until it really ends.
    public var gameToSave: (id: String, progress: GameProgress)? {
        active.map { ($0.id, $0.progress) }
    }

    /// Whether the game `gameID` has ended and been counted (written, or waiting to be written).
    /// A database that cannot be read answers no: the save is then checked as before.
    public func hasFinished(gameID: String) -> Bool {
        if pending.contains(where: { $0.gameID == gameID }) { return true }
        return (try? store.isFinished(gameID: gameID)) ?? false
    }

    /// Brings back a saved game in place of `.started`: its stats go on from where they were, and
    /// nothing that already held when it was saved is granted again.
    public func resumeGame(id: String, progress game: GameProgress, at instant: Instant, date: Date) -> [String] {
        var banners: [String] = []
        if let active, active.id != id {
            banners += end(outcome: .abandoned, instant: instant, date: date, playMilliseconds: nil)
        }
        var resumed = game
        // Read again: the level may have been passed since the game was saved.
        if let standing = levelStanding(for: game.context) { resumed.setLevelStanding(standing) }
        progress.resumeGame(&resumed)
        active = ActiveGame(id: id, progress: resumed)
        return banners
    }

    /// What the player has earned on the level of a game of `context`: the stored results and the
    /// games of this level still waiting to be written. A store that cannot be read counts only
    /// the waiting ones (the level then counts as new, as it did before levels were told apart).
    private func levelStanding(for context: StatsContext) -> LevelStanding? {
        guard context.levelPlace != nil else { return nil }
        var standing = (try? store.levelStanding(for: context)) ?? .notPassed
        for waiting in pending where waiting.result.context.isSameLevel(as: context) {
            if let clear = waiting.result.levelClear { standing = standing.adding(clearWith: clear.stars) }
        }
        return standing
    }

    /// The game in progress was saved and put away (save and quit, or the app stopping): it is
    /// let go without ending, so it is not rolled over now. Its save carries its id and stats, and
    /// it is rolled over once, when the resumed game ends (or is given up for a new one).
    public func suspendGame() {
        active = nil
    }

    // MARK: Reading

    public func totals(for kind: GameKind) -> Stats {
        progress.totals(for: kind)
    }

    public var achievementStatuses: [AchievementStatus] { progress.achievements.statuses }
    public var achievementSummary: AchievementSummary { progress.achievements.summary }

    /// Achievements unlocked in memory but not yet written, plus finished games not yet written.
    public var hasUnsavedChanges: Bool { !pending.isEmpty || achievementsUnsaved }

    // MARK: Reset and exit

    /// Resets every achievement, never the stats. Written first and applied only once written,
    /// so a failed write changes nothing.
    public func resetAchievements() throws {
        var reset = progress
        var game = active?.progress
        reset.resetAchievements(game: &game)
        try store.replaceAchievements(reset.achievements.state)
        progress = reset
        if let game { active?.progress = game }
        achievementsUnsaved = false
    }

    /// At exit: writes what is still waiting; what cannot be written is kept for the next start.
    /// Returns a line for the player when something is still not in the database.
    @discardableResult
    public func close() -> String? {
        guard hasUnsavedChanges else { return nil }
        // Nobody waits on the screen any more: the database's own busy timeout.
        store.writeWait = nil
        let failure = flush()
        let notKept = keepUnsaved()
        guard let failure else { return nil }
        // Only what is on disk can be promised for the next start.
        if let notKept {
            return "your latest results could not be saved (\(failure)) nor kept for the next start (\(notKept)): "
                + "they are lost"
        }
        return "your latest results could not be saved (\(failure)); they were kept and will be saved at the next start"
    }

    // MARK: Writing

    /// Writes the waiting rollovers in order (each with the current achievement states), then the
    /// achievement states if still behind. Returns why it stopped, or nil when all is written.
    private func flush() -> String? {
        var written: [GameKind: [String: Int64]] = [:]
        while let next = pending.first {
            do {
                if let totals = try store.rollOver(next, achievements: progress.achievements.state) {
                    written[next.result.kind] = totals
                }
                // Counting a daily again changes nothing, so a game already counted in memory (it
                // ended in this run) is safe here, and one kept from an earlier run is counted.
                let daily = progress.games.daily
                try? progress.replaceTotals(daily.rolledOver(next.result.context, outcome: next.result.outcome,
                                                             into: progress.dailyTotals))
                pending.removeFirst()
                achievementsUnsaved = false
            } catch {
                return Self.reason(error)
            }
        }
        if achievementsUnsaved {
            do {
                try store.saveAchievements(progress.achievements.state)
                achievementsUnsaved = false
            } catch {
                return Self.reason(error)
            }
        }
        // Nothing of ours is waiting: take the totals as stored, which include games finished
        // meanwhile by another copy of the game.
        for (kind, stored) in written {
            guard let catalog = progress.games.catalog(for: kind) else { continue }
            try? progress.replaceTotals(catalog.totals(from: stored).stats)
        }
        return nil
    }

    /// Writes what waits to the pending file (or removes it when nothing does); nil when that
    /// worked, else why not.
    @discardableResult
    private func keepUnsaved() -> String? {
        let unsaved = UnsavedProgress(rollovers: pending,
                                      achievements: achievementsUnsaved ? progress.achievements.state : nil)
        do {
            try store.keepUnsaved(unsaved)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    // MARK: Helpers

    static let busy = "the database is busy"

    /// A short reason for a banner: the database's own words, without the SQL it was running.
    public static func reason(_ error: Error) -> String {
        let text = String(describing: error)
        let lowered = text.lowercased()
        if lowered.contains("locked") || lowered.contains("busy") { return busy }
        let firstPart = text.components(separatedBy: " - while executing").first ?? text
        return firstPart.count > 60 ? String(firstPart.prefix(59)) + "…" : firstPart
    }

    /// Records kept from a run that could not write them, merged with the stored ones: for
    /// each achievement the record that went further wins.
    static func merged(_ stored: AchievementState, with kept: AchievementState) -> AchievementState {
        var records = stored.records
        for (id, record) in kept.records {
            guard let current = records[id] else {
                records[id] = record
                continue
            }
            if record.timesEarned > current.timesEarned
                || (record.timesEarned == current.timesEarned
                    && record.progress.multipliedFullWidth(by: current.target) > current.progress.multipliedFullWidth(by: record.target)) {
                records[id] = record
            }
        }
        return AchievementState(records: records)
    }
}
