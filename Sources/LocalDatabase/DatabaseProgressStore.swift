import Foundation
import GameCore
import Progress
import Midend
import SaveFiles

/// The player's stats and achievements in the game's SQLite database, and the few results
/// that could not be written there in a small JSON file beside it (state directory).
public final class DatabaseProgressStore: ProgressStore {
    public let database: AppDatabase
    public let player: PlayerIdentity
    /// Where unwritten results wait for the next start; nil keeps them in memory only.
    public let unsavedFile: URL?
    /// The games whose totals are loaded, and against which kept results are read.
    public let games: GameCatalogs
    public var writeWait: TimeInterval?
    /// The pending file, with the space reserved for it.
    public var pendingFile: PendingResultsFile?

    /// The daily streaks the player's history makes, when none were stored (`loadTotals`).
    private var historicalStreaks: [String: Int64] = [:]

    public init(database: AppDatabase, player: PlayerIdentity, unsavedFile: URL?, games: GameCatalogs) {
        self.database = database
        self.player = player
        self.unsavedFile = unsavedFile
        self.games = games
        pendingFile = unsavedFile.map(PendingResultsFile.init(url:))
        // Made now, while there is room, so results can still be kept when the disk fills.
        pendingFile?.makeReserve()
    }

    public func loadTotals() throws -> [GameKind: [String: Int64]] {
        let all = try database.allStatTotals(player: player.id)
        var totals: [GameKind: [String: Int64]] = [:]
        for kind in games.kinds + [DailyStreakSchema.kind] { totals[kind] = all[kind.rawValue] ?? [:] }
        if totals[DailyStreakSchema.kind, default: [:]].isEmpty {
            historicalStreaks = try streaksFromHistory()
            totals[DailyStreakSchema.kind] = historicalStreaks
        }
        return totals
    }

    public func loadAchievements() throws -> AchievementState {
        var records: [String: AchievementRecord] = [:]
        for stored in try database.achievementStates(player: player.id) {
            // A row this version cannot read (a hand-edited hash) starts that achievement over
            // rather than failing the whole load.
            guard let record = AchievementRecord(stored) else { continue }
            records[stored.achievementID] = record
        }
        return AchievementState(records: records)
    }

    public func rollOver(_ game: PendingRollover, achievements: AchievementState) throws -> [String: Int64]? {
        let result = game.result
        var written: [String: Int64] = [:]
        let applied = try waiting { try database.rollOver(
            gameID: game.gameID, player: player.id, game: result.kind.rawValue, outcome: result.outcome.rawValue,
            details: FinishedGameDetails(result), levelResult: Self.levelAttempt(of: result),
            achievements: achievements.storedAchievements,
            alsoUpdating: [DailyStreakSchema.kind.rawValue: { [games, historicalStreaks] current in
                // The streaks read inside the transaction too: a daily counts once, with every
                // other copy's games kept.
                // Streaks never stored yet start from the history's (filled in at load).
                var updated = current.isEmpty ? historicalStreaks : current
                let daily = games.daily
                let rolled = daily.rolledOver(result.context, outcome: result.outcome, into: daily.stats(from: updated))
                for (name, value) in rolled.storedValues { updated[name] = value }
                return updated
            }]
        ) { current in
            // Folded into the totals read inside the transaction, so games finished by another
            // copy of the game meanwhile are kept.
            let catalog = result.catalog
            let rolled = try result.rolledOver(into: catalog.totals(from: current).stats)
            var updated = current  // names this version does not know are kept as they are
            for (name, value) in rolled.storedValues { updated[name] = value }
            written = updated
            return updated
        } }
        return applied ? written : nil
    }

    /// Runs a write within `writeWait`, when one is set.
    private func waiting<T>(_ write: () throws -> T) rethrows -> T {
        guard let writeWait else { return try write() }
        return try database.waitingAtMost(writeWait, write)
    }

    public func isFinished(gameID: String) throws -> Bool {
        try database.isFinished(gameID: gameID)
    }

    public func saveAchievements(_ state: AchievementState) throws {
        try waiting { try database.saveAchievementStates(state.storedAchievements, player: player.id) }
    }

    public func replaceAchievements(_ state: AchievementState) throws {
        try database.replaceAchievementStates(state.storedAchievements, player: player.id)
    }

    public func keepUnsaved(_ unsaved: UnsavedProgress) throws {
        guard let pendingFile else { return }
        if unsaved.isEmpty {
            try pendingFile.remove()
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try pendingFile.write(try encoder.encode(unsaved))
    }

    /// A file that cannot be read is moved aside (".unreadable") so it is reported once, not at
    /// every start, and kept for whoever wants to look at it.
    /// The pending results are read with this bound: each waiting game takes a few hundred bytes.
    public static let maxUnsavedBytes = 8_000_000

    /// Why the pending results could not be used, as a sentence part (never a Swift error's text).
    public struct UnsavedReadFailure: Error, CustomStringConvertible {
        public var description: String
    }

    public func loadUnsaved() throws -> UnsavedProgress {
        guard let unsavedFile else { return UnsavedProgress() }
        let data: Data
        do {
            guard let read = try BoundedFileRead.contentsIfPresent(
                of: unsavedFile, maxBytes: Self.maxUnsavedBytes, kind: "the pending results") else { return UnsavedProgress() }
            data = read
        } catch {
            // Not moved aside: a FIFO or a device is not the game's to rename, and a permission
            // problem is the player's to fix.
            throw UnsavedReadFailure(description: "state/\(unsavedFile.lastPathComponent): \(error.reason)")
        }
        do {
            let decoder = JSONDecoder()
            for (key, value) in games.decodingUserInfo { decoder.userInfo[key] = value }
            return try decoder.decode(UnsavedProgress.self, from: data)
        } catch {
            let aside = unsavedFile.appendingPathExtension("unreadable")
            try? FileManager.default.removeItem(at: aside)
            try? FileManager.default.moveItem(at: unsavedFile, to: aside)
            throw UnsavedReadFailure(description: "state/\(unsavedFile.lastPathComponent) is not a results file "
                + "the game can read; it was kept as state/\(aside.lastPathComponent)")
        }
    }

    /// Every result on the level counts, older versions of its map included: a level is passed once.
    public func levelStanding(for context: StatsContext) throws -> LevelStanding? {
        guard let place = context.levelPlace else { return nil }
        let results = try database.levelHistory(player: player.id, pack: place.pack ?? LevelPack.shippedName,
                                                levelNumber: place.number)
        return results.reduce(LevelStanding.notPassed) { standing, result in
            standing.merged(with: LevelStanding(passed: result.passed, stars: result.bestStars))
        }
    }

    /// The result of a game played on a level (its stats context names one, `LevelPlace`): the
    /// clear when there was one, else an attempt that did not pass.
    static func levelAttempt(of result: GameResult) -> LevelAttempt? {
        guard let place = result.context.levelPlace else { return nil }
        // A level of the shipped pack names none (as every game did before packs).
        let pack = place.pack ?? LevelPack.shippedName
        if let clear = result.levelClear {
            return LevelAttempt(pack: pack, levelNumber: clear.level, passed: true, score: clear.score, stars: clear.stars,
                                moves: clear.moves, mapHash: place.map)
        }
        return LevelAttempt(pack: pack, levelNumber: place.number, passed: false, score: 0, stars: 0, moves: 0,
                            mapHash: place.map)
    }
}

extension AchievementRecord {
    /// A stored row as Progress reads it; nil when its definition hash is not 16 hex digits.
    init?(_ stored: StoredAchievement) {
        guard let hash = DefinitionHash.parseHex(stored.definitionHash) else { return nil }
        self.init(definitionHash: hash, timesEarned: stored.earnedCount, firstEarned: stored.firstEarnedAt,
                  lastEarned: stored.lastEarnedAt, progress: stored.progress, target: stored.target,
                  armed: stored.armed, baselines: stored.baselines)
    }
}

extension AchievementState {
    /// Every record as a row for the database, in id order.
    var storedAchievements: [StoredAchievement] {
        records.keys.sorted().compactMap { id in
            records[id].map { record in
                StoredAchievement(
                    achievementID: id, progress: record.progress, target: record.target,
                    earnedCount: record.timesEarned, firstEarnedAt: record.firstEarned,
                    lastEarnedAt: record.lastEarned, definitionHash: DefinitionHash.hex(record.definitionHash),
                    armed: record.armed, baselines: record.baselines)
            }
        }
    }
}

extension DatabaseProgressStore {
    /// The streak totals of the daily games in the player's history (none: empty).
    func streaksFromHistory() throws -> [String: Int64] {
        let daily = games.daily
        var played: [PlayedGame] = []
        for kind in daily.games { played += try database.playedDailyGames(player: player.id, game: kind.rawValue) }
        let dailies = played.filter { $0.context?.dailyDate != nil }
        guard !dailies.isEmpty else { return [:] }
        return daily.totals(fromHistory: dailies).storedValues
    }
}
