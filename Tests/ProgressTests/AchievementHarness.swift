import Foundation
import GameCore
import Mines
import Tiles
import Testing
@testable import Progress

/// Builds catalogs from JSON snippets and plays games against them with a clock the test moves.
struct AchievementHarness {
    var player: PlayerProgress
    var game: GameProgress?
    /// Monotonic time in milliseconds (the injected clock's instant).
    var nowMilliseconds: UInt64 = 1_000_000
    var playTimeMilliseconds: Int64 = 0
    var turn = 0
    var unlocked: [AchievementUnlock] = []

    static let wall = Date(timeIntervalSince1970: 1_800_000_000)

    /// A catalog from the JSON of some entries; fails the test if any entry has a problem.
    static func catalog(_ entries: String) throws -> AchievementCatalog {
        let result = load(entries)
        #expect(result.problems.isEmpty, "\(result.problems)")
        return result.catalog
    }

    static func load(_ entries: String) -> AchievementLoadResult {
        AchievementCatalog.load(from: Data("{\"version\": 1, \"achievements\": [\(entries)]}".utf8))
    }

    /// One entry with the boilerplate filled in.
    static func entry(_ id: String, points: Int = 10, hidden: Bool = false, repeatable: Bool = false,
                      unit: String? = nil, _ condition: String) -> String {
        """
        {"id": "test.clearfield.\(id)", "title": "T \(id)", "description": "Do \(id).",
         "earnedDescription": "Did \(id).", "points": \(points), "hidden": \(hidden), "repeatable": \(repeatable),
         \(unit.map { "\"unit\": \"\($0)\"," } ?? "") "condition": \(condition)}
        """
    }

    init(catalog: AchievementCatalog, state: AchievementState = AchievementState(),
         tilesTotals: Stats? = nil, minesTotals: Stats? = nil) throws {
        player = try PlayerProgress(catalog: catalog, achievementState: state,
                                    tilesTotals: tilesTotals, minesTotals: minesTotals)
    }

    var instant: Instant { Instant(nanoseconds: nowMilliseconds * 1_000_000) }
    var date: Date { Self.wall.addingTimeInterval(Double(nowMilliseconds) / 1000) }

    mutating func start(_ context: StatsContext) throws {
        turn = 0
        let (game, unlocks) = try player.startGame(context, at: instant, date: date)
        self.game = game
        unlocked += unlocks
    }

    /// One turn, `after` milliseconds of play after the previous one. Returns its unlocks.
    @discardableResult
    mutating func play(_ events: [GameEvent], after milliseconds: UInt64 = 100) -> [AchievementUnlock] {
        guard var current = game else { return [] }
        nowMilliseconds += milliseconds
        playTimeMilliseconds += Int64(milliseconds)
        turn += 1
        let unlocks = player.record(events, in: &current, turn: turn, at: instant, date: date,
                                    playTimeMilliseconds: playTimeMilliseconds)
        game = current
        unlocked += unlocks
        return unlocks
    }

    /// A turn at an exact instant offset in nanoseconds (for window boundaries).
    @discardableResult
    mutating func play(_ events: [GameEvent], atNanoseconds nanoseconds: UInt64) -> [AchievementUnlock] {
        guard var current = game else { return [] }
        turn += 1
        let unlocks = player.record(events, in: &current, turn: turn, at: Instant(nanoseconds: nanoseconds), date: date,
                                    playTimeMilliseconds: playTimeMilliseconds)
        game = current
        unlocked += unlocks
        return unlocks
    }

    @discardableResult
    mutating func tick(after milliseconds: UInt64) -> [AchievementUnlock] {
        guard var current = game else { return [] }
        nowMilliseconds += milliseconds
        playTimeMilliseconds += Int64(milliseconds)
        let unlocks = player.tick(&current, at: instant, date: date, playTimeMilliseconds: playTimeMilliseconds)
        game = current
        unlocked += unlocks
        return unlocks
    }

    @discardableResult
    mutating func finish(_ outcome: GameOutcome) throws -> [AchievementUnlock] {
        guard var current = game else { return [] }
        let finish = try player.finish(&current, outcome: outcome, at: instant, date: date,
                                       playTimeMilliseconds: playTimeMilliseconds)
        game = current
        unlocked += finish.unlocks
        playTimeMilliseconds = 0
        return finish.unlocks
    }

    func status(_ id: String) -> AchievementStatus? {
        player.achievements.status(id: "test.clearfield." + id)
    }

    func times(_ id: String) -> Int { status(id)?.timesEarned ?? -1 }

    func ids(_ unlocks: [AchievementUnlock]) -> [String] {
        unlocks.map { String($0.id.dropFirst("test.clearfield.".count)) }
    }
}

extension GameEvent {
    static func group(_ size: Int) -> GameEvent {
        .groupRemoved(size: size, color: 0, points: TilesPoints.points(size))
    }

    static func cleared(level: Int = 1, stars: Int = 2, score: Int = 1_000) -> GameEvent {
        .levelCleared(level: level, score: score, moves: 5, stars: stars, bonus: 1_000)
    }
}

enum TilesPoints {
    static func points(_ size: Int) -> Int { size >= 2 ? (size - 2) * (size - 2) : 0 }
}
