@testable import ClearfieldGames
@testable import Shell
@testable import ReplayUI
import Foundation
import GameCore
import GameRules
import Leaderboards
import Midend
import Mines
import Players
import Synchronization

/// A store over the pure `Ranking` (the reference every store agrees with), in memory, counting
/// its reads; players' names, avatars and blocks are set by the test.
final class RankingStore: LeaderboardStore, Sendable {
    /// What the test sets and the screen's background reads see.
    private struct Contents {
        var runs: [RankedRun] = []
        var names: [PlayerID: String] = [:]
        var avatars: [PlayerID: [UInt8]] = [:]
        var blocked: Set<PlayerID> = []
        var failure: String?
        var reads = 0

        var ranking: Ranking {
            let names = self.names
            return Ranking(runs: runs, periods: .fixed(secondsFromGMT: 0), blocked: blocked,
                           displayName: { names[$0] ?? "Player \($0)" })
        }
    }

    private let contents = Mutex(Contents())

    var names: [PlayerID: String] {
        get { contents.withLock { $0.names } }
        set { contents.withLock { $0.names = newValue } }
    }
    var avatars: [PlayerID: [UInt8]] {
        get { contents.withLock { $0.avatars } }
        set { contents.withLock { $0.avatars = newValue } }
    }
    var blocked: Set<PlayerID> {
        get { contents.withLock { $0.blocked } }
        set { contents.withLock { $0.blocked = newValue } }
    }
    var failure: String? {
        get { contents.withLock { $0.failure } }
        set { contents.withLock { $0.failure = newValue } }
    }
    var reads: Int { contents.withLock { $0.reads } }

    private func read<T>(_ body: (Ranking) -> T) throws -> T {
        let (ranking, failure) = contents.withLock { contents in
            contents.reads += 1
            return (contents.ranking, contents.failure)
        }
        if let failure { throw LeaderboardStoreError(failure) }
        return body(ranking)
    }

    private func withAvatars(_ rows: [BoardRow]) -> [BoardRow] {
        let avatars = self.avatars
        return rows.map { row in
            var row = row
            row.avatarPixels = avatars[row.playerID]
            return row
        }
    }

    func submit(_ run: RankedRun) throws -> Placement {
        contents.withLock { contents in
            if !contents.runs.contains(where: { $0.id == run.id }) { contents.runs.append(run) }
        }
        return Placement(board: run.board, ranks: [:], isPersonalBest: false)
    }

    func rows(board: BoardID, window: RankWindow, now: Date, offset: Int, limit: Int,
              viewer: PlayerID?) throws -> [BoardRow] {
        try read { withAvatars(Array($0.rows(board: board, window: window, now: now, viewer: viewer)
                .dropFirst(offset).prefix(limit))) }
    }

    func rowCount(board: BoardID, window: RankWindow, now: Date, viewer: PlayerID?) throws -> Int {
        try read { $0.rows(board: board, window: window, now: now, viewer: viewer).count }
    }

    func rank(of player: PlayerID, board: BoardID, window: RankWindow, now: Date) throws -> BoardRow? {
        try read { $0.rank(of: player, board: board, window: window, now: now) }
    }

    func around(player: PlayerID, board: BoardID, window: RankWindow, now: Date, radius: Int) throws -> [BoardRow] {
        try read { $0.around(player: player, board: board, window: window, now: now, radius: radius) }
    }

    func run(id: String) throws -> RankedRun? { try read { $0.runs.first { $0.id == id } } }
    func allRuns() throws -> [RankedRun] { try read { $0.runs } }
    func runIDs() throws -> [String] { try read { $0.runs.map(\.id) } }
    func markVerification(runID: String, state: VerificationState) throws {}
}

enum LeaderboardFixtures {
    /// The manual clock's wall time (2027-01-15 08:00 UTC).
    static let now = ManualClock().wallTime()

    static let beginner = BoardDefinition(
        id: "mines.beginner.noguess", title: "Mines: Beginner, no guessing",
        columns: [BoardColumn(figure: "timeMs", title: "Time", format: .hundredths),
                  BoardColumn(figure: "bbbvPerSecondMilli", title: "3BV/s", format: .thousandths)],
        sortKeysDescription: "time, then 3BV/s, then the earlier date",
        howToEnter: "win a Beginner game without hints or a chosen seed")
    static let endless = BoardDefinition(
        id: "mines.endless", title: "Mines: Endless",
        columns: [BoardColumn(figure: "boards", title: "Boards", format: .count),
                  BoardColumn(figure: "timeMs", title: "Time", format: .hundredths)],
        sortKeysDescription: "boards cleared, then time", howToEnter: "clear a board of an endless run")

    /// A verified beginner run of `player` taking `milliseconds`, finished `daysAgo` before now.
    static func run(_ id: String, player: PlayerID, milliseconds: Int64, daysAgo: Double = 0,
                    board: BoardID = beginner.id, recording: ReplayRecording? = nil) -> RankedRun {
        let claimed = VerifiedGame(kind: .mines, status: .won, boardsCleared: 1, moves: 10, hintsUsed: 0, undosUsed: 0,
                                   actionCount: 10, timingStartOffset: 0, lastOffset: Int(milliseconds),
                                   playMilliseconds: Int(milliseconds))
        return RankedRun(id: id, board: board, playerID: player, kind: .mines,
                         setup: recording?.encodedSetup ?? Data(), log: recording?.packedLog ?? Data(),
                         claimed: claimed, sortKey: [milliseconds, -2000], figures: ["timeMs": milliseconds,
                                                                                    "bbbvPerSecondMilli": 2000],
                         finishedAt: now.addingTimeInterval(-daysAgo * 86_400), verification: .verified)
    }

    /// A store with `count` players (ids 1...count), player N taking N seconds.
    static func store(players count: Int, names: [PlayerID: String] = [:]) -> RankingStore {
        let store = RankingStore()
        for player in 1...Int64(max(1, count)) where count > 0 {
            _ = try? store.submit(run("run-\(player)", player: player, milliseconds: player * 1000 + 230))
        }
        store.names = names
        return store
    }

    static func access(_ store: any LeaderboardStore & Sendable, boards: [BoardDefinition] = [beginner, endless]) -> LeaderboardAccess {
        LeaderboardAccess(store: store, registry: RankingRegistry(games: .clearfield, rules: [BoardsOnly(boards: boards)]))
    }

    /// Rules that only list boards: the screen reads nothing else of them.
    struct BoardsOnly: RankingRules {
        var boards: [BoardDefinition]
        var kind: GameKind { .mines }

        func eligibility(encodedSetup: Data, verification: Result<VerifiedGame, VerificationFailure>,
                         origin: SeedOrigin?) -> Eligibility {
            .notRanked(.unknownSetup)
        }

        func score(of verified: VerifiedGame, on board: BoardID, finishedAt: Date) -> RankedScore {
            RankedScore(sortKey: [], figures: [:])
        }
    }
}
