import Foundation
import GameCore
import GameRules
import Leaderboards

/// A game's ranking rules with its daily boards: a game whose params name a daily date ranks on
/// that date's board (`DailyBoard`), ordered exactly as its classic kin orders the daily's kin
/// board (`GameDaily.kinBoard`) and under the same conditions; every other game goes to the kin.
///
/// A daily game ranks only when it is the challenge's own board (`GameDaily.isChallenge` on the
/// date's seed, documented or chosen by a shared board, `SharedDailySeeds`) and it was the
/// day's ranked attempt: the daily's start point marks the
/// ranked attempt's seed `dealt` and every other attempt (a second one that day, a past date)
/// `chosen`, which is practice here.
public struct DailyRanking: RankingRules {
    public let kin: any RankingRules
    /// The game's daily, as its module declares it.
    public let daily: any GameDaily
    /// This game's daily boards to list: those with rows (`AppDatabase.rankedBoards`), so past
    /// days stay listed.
    public let dailyBoards: [DailyDate]
    /// The seeds a shared board chose: a daily played on one is the date's challenge too.
    private let sharedSeeds: SharedDailySeeds

    /// `boardsWithRows`: every board with rows, of any game; this game's daily ones are listed.
    public init(kin: any RankingRules, game: some GameDaily, boardsWithRows: [BoardID] = [],
                sharedSeeds: SharedDailySeeds = .process) {
        self.init(kin: kin, daily: game, boardsWithRows: boardsWithRows, sharedSeeds: sharedSeeds)
    }

    public init(kin: any RankingRules, daily: any GameDaily, boardsWithRows: [BoardID] = [],
                sharedSeeds: SharedDailySeeds = .process) {
        self.kin = kin
        self.daily = daily
        self.sharedSeeds = sharedSeeds
        let game = daily.game
        dailyBoards = Set(boardsWithRows.compactMap { DailyBoard($0, of: game) }.map(\.date)).sorted(by: >)
    }

    public var game: DailyGame { daily.game }

    public var kind: GameKind { kin.kind }

    /// The kin's boards, then the daily boards with rows, the latest date first.
    public var boards: [BoardDefinition] {
        kin.boards + dailyBoards.compactMap { definition(of: DailyBoard(game: game, date: $0).id) }
    }

    public func definition(named typed: String) -> BoardDefinition? {
        kin.definition(named: typed)
    }

    /// The daily boards (`<id>.daily.YYYY-MM-DD`), then the kin's.
    public var boardForms: [BoardForm] {
        let prefix = "\(game.rawValue).\(DailyBoard.group)."
        return [BoardForm(prefix: prefix, pattern: prefix + "YYYY-MM-DD")] + kin.boardForms
    }

    /// A daily board is held to its kin board's limits (the Mines daily to an intermediate
    /// no-guess board's record and rates, the Tiles daily to a level's move rate).
    public func envelopeLimits(for board: BoardID) -> HumanEnvelope.Limits {
        guard DailyBoard(board, of: game) != nil else { return kin.envelopeLimits(for: board) }
        return kin.envelopeLimits(for: daily.kinBoard)
    }

    public func definition(of board: BoardID) -> BoardDefinition? {
        guard let dated = DailyBoard(board, of: game) else { return kin.definition(of: board) }
        guard let model = kin.definition(of: daily.kinBoard) else { return nil }
        return BoardDefinition(id: board, title: "\(daily.title): Daily \(dated.date)", columns: model.columns,
                               sortKeysDescription: model.sortKeysDescription,
                               howToEnter: "Clear the daily \(daily.title) challenge of \(dated.date) at your first attempt that day, without a hint",
                               group: DailyBoard.group)
    }

    public func eligibility(encodedSetup: Data, verification: Result<VerifiedGame, VerificationFailure>,
                            origin: SeedOrigin?) -> Eligibility {
        guard let probe = try? JSONDecoder().decode(DailyProbe.self, from: encodedSetup),
              let text = probe.params.daily else {
            return kin.eligibility(encodedSetup: encodedSetup, verification: verification, origin: origin)
        }
        guard let date = DailyDate(text), isChallenge(encodedSetup, date: date) else { return .notRanked(.unknownSetup) }
        switch origin {
        case nil: return .notRanked(.unknownOrigin)
        case .chosen?: return .notRanked(.dailyPractice)
        case .continued?: return .notRanked(.continuedFromAnotherCopy)
        case .dealt?: break
        }
        switch kin.eligibility(encodedSetup: encodedSetup, verification: verification, origin: .dealt) {
        case .ranked: return .ranked(DailyBoard(game: game, date: date).id)
        case .notRanked(let reason): return .notRanked(reason)
        }
    }

    public func score(of verified: VerifiedGame, on board: BoardID, finishedAt: Date) -> RankedScore {
        kin.score(of: verified, on: board, finishedAt: finishedAt)
    }

    /// Whether the setup is the date's challenge itself, not a board of the player's making
    /// under a daily's name.
    private func isChallenge(_ encodedSetup: Data, date: DailyDate) -> Bool {
        sharedSeeds.candidates(game, on: date).contains { daily.isChallenge(encodedSetup: encodedSetup, date: date, seed: $0) }
    }

    private struct DailyProbe: Decodable {
        struct Params: Decodable { var daily: String? }
        var params: Params
    }
}
