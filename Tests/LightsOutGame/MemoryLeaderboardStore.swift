import Foundation
import GameCore
import GameRules
import Leaderboards
import Players
import Synchronization

/// A leaderboard store in memory for tests, over the pure reference `Ranking`: it counts what
/// was submitted and can be told to fail, like a database that cannot be written.
public final class MemoryLeaderboardStore: LeaderboardStore, Sendable {
    private struct Contents {
        var kept: [RankedRun] = []
        var calls: [String] = []
        var failure: LeaderboardStoreError?
    }

    private let contents: Mutex<Contents>
    private let periods = RankPeriods.fixed(secondsFromGMT: 0)

    public init(runs: [RankedRun] = []) {
        contents = Mutex(Contents(kept: runs))
    }

    /// When set, every write throws it.
    public var failure: LeaderboardStoreError? {
        get { contents.withLock { $0.failure } }
        set { contents.withLock { $0.failure = newValue } }
    }

    /// Every run kept, in the order submitted.
    public var runs: [RankedRun] { contents.withLock { $0.kept } }
    /// The id of every submission made, repeats included.
    public var submissions: [String] { contents.withLock { $0.calls } }

    private func ranking(of kept: [RankedRun]) -> Ranking { Ranking(runs: kept, periods: periods) }

    public func submit(_ run: RankedRun) throws -> Placement {
        try contents.withLock { contents in
            contents.calls.append(run.id)
            if let failure = contents.failure { throw failure }
            let stored = contents.kept.first { $0.id == run.id } ?? run
            if !contents.kept.contains(where: { $0.id == run.id }) { contents.kept.append(run) }
            let ranking = ranking(of: contents.kept)
            var ranks: [RankWindow: Int] = [:]
            for window in RankWindow.allCases {
                if let row = ranking.rank(of: stored.playerID, board: stored.board, window: window, now: stored.finishedAt),
                   row.runID == stored.id {
                    ranks[window] = row.rank
                }
            }
            return Placement(board: stored.board, ranks: ranks, isPersonalBest: ranks[.allTime] != nil)
        }
    }

    public func rows(board: BoardID, window: RankWindow, now: Date, offset: Int, limit: Int,
                     viewer: PlayerID?) throws -> [BoardRow] {
        let ranking = ranking(of: runs)
        return Array(ranking.rows(board: board, window: window, now: now, viewer: viewer).dropFirst(offset).prefix(limit))
    }

    public func rowCount(board: BoardID, window: RankWindow, now: Date, viewer: PlayerID?) throws -> Int {
        ranking(of: runs).rows(board: board, window: window, now: now, viewer: viewer).count
    }

    public func rank(of player: PlayerID, board: BoardID, window: RankWindow, now: Date) throws -> BoardRow? {
        ranking(of: runs).rank(of: player, board: board, window: window, now: now)
    }

    public func around(player: PlayerID, board: BoardID, window: RankWindow, now: Date, radius: Int) throws -> [BoardRow] {
        ranking(of: runs).around(player: player, board: board, window: window, now: now, radius: radius)
    }

    public func run(id: String) throws -> RankedRun? {
        runs.first { $0.id == id }
    }

    public func allRuns() throws -> [RankedRun] { runs }

    public func runIDs() throws -> [String] { runs.map(\.id) }

    public func markVerification(runID: String, state: VerificationState) throws {
        try contents.withLock { contents in
            if let failure = contents.failure { throw failure }
            for index in contents.kept.indices where contents.kept[index].id == runID {
                contents.kept[index].verification = state
            }
        }
    }
}

/// Plain ranking rules for tests, for any game: one board, won games only, unassisted, dealt
/// seeds, fewer moves first, then less time.
public struct DealtWinRankingRules: RankingRules {
    public static let lightsOutBoard = BoardID("lights-out.classic")

    public let kind: GameKind
    public let board: BoardID
    /// The board's name on the Leaderboards screen.
    public let title: String

    public init(kind: GameKind = .lightsOut, board: BoardID = Self.lightsOutBoard, title: String = "Lights Out: classic") {
        self.kind = kind
        self.board = board
        self.title = title
    }

    /// The one board, listed, so the Leaderboards screen shows it with its two figures.
    public var boards: [BoardDefinition] {
        [BoardDefinition(id: board, title: title,
                         columns: [BoardColumn(figure: "moves", title: "Moves", format: .count),
                                   BoardColumn(figure: "timeMs", title: "Time", format: .hundredths)],
                         sortKeysDescription: "moves, then time", howToEnter: "Win a dealt game without hints")]
    }

    public func eligibility(encodedSetup: Data, verification: Result<VerifiedGame, VerificationFailure>,
                            origin: SeedOrigin?) -> Eligibility {
        switch origin {
        case nil: return .notRanked(.unknownOrigin)
        case .chosen?: return .notRanked(.chosenSeed)
        case .continued?: return .notRanked(.continuedFromAnotherCopy)
        case .dealt?: break
        }
        guard case .success(let verified) = verification else {
            if case .failure(let failure) = verification { return .notRanked(.unverified(failure)) }
            return .notRanked(.unknownSetup)
        }
        if verified.hintsUsed > 0 { return .notRanked(.assisted) }
        if verified.status != .won { return .notRanked(.lost) }
        return .ranked(board)
    }

    public func score(of verified: VerifiedGame, on board: BoardID, finishedAt: Date) -> RankedScore {
        RankedScore(sortKey: [Int64(verified.moves), Int64(verified.playMilliseconds ?? 0)],
                    figures: ["moves": Int64(verified.moves), "timeMs": Int64(verified.playMilliseconds ?? 0)])
    }
}
