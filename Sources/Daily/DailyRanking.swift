import Foundation
import GameCore
import GameRules
import Leaderboards
import Mines
import Synchronization
import Tiles

/// A game's ranking rules with its daily boards: a game whose params name a daily date ranks on
/// that date's board (`DailyBoard`), ordered exactly as its classic kin orders its own boards
/// (Mines: time, then 3BV/s, then the earlier date; Tiles: score, moves, time) and under the same
/// conditions (no hint, won, the 3BV floor of Intermediate); every other game goes to the kin.
///
/// A daily game ranks only when it is the challenge's own board (the date's seed, documented or
/// chosen by a shared board, `SharedDailySeeds`; for Tiles the map that seed builds; on the board
/// service a Tiles daily on the service's seed only) and it was the day's ranked attempt: the daily's start point marks the
/// ranked attempt's seed `dealt` and every other attempt (a second one that day, a past date)
/// `chosen`, which is practice here.
public struct DailyRanking: RankingRules {
    public let kin: any RankingRules
    public let game: DailyGame
    /// This game's daily boards to list: those with rows (`AppDatabase.rankedBoards`), so past
    /// days stay listed.
    public let dailyBoards: [DailyDate]
    private let tilesMaps: TilesMapCache
    /// The seeds a shared board chose: a daily played on one is the date's challenge too.
    private let sharedSeeds: SharedDailySeeds

    /// `boardsWithRows`: every board with rows, of any game; this game's daily ones are listed.
    public init(kin: any RankingRules, game: DailyGame, boardsWithRows: [BoardID] = [],
                sharedSeeds: SharedDailySeeds = .process) {
        self.kin = kin
        self.game = game
        self.sharedSeeds = sharedSeeds
        dailyBoards = Set(boardsWithRows.compactMap(DailyBoard.init).filter { $0.game == game }.map(\.date)).sorted(by: >)
        tilesMaps = TilesMapCache()
    }

    public var kind: GameKind { kin.kind }

    /// The kin's boards, then the daily boards with rows, the latest date first.
    public var boards: [BoardDefinition] {
        kin.boards + dailyBoards.compactMap { definition(of: DailyBoard(game: game, date: $0).id) }
    }

    public func definition(named typed: String) -> BoardDefinition? {
        kin.definition(named: typed)
    }

    /// A daily board is held to its kin's limits: the Mines daily to an intermediate no-guess
    /// board's record and rates, the Tiles daily to a level's move rate.
    public func envelopeLimits(for board: BoardID) -> HumanEnvelope.Limits {
        guard let daily = DailyBoard(board), daily.game == game else { return kin.envelopeLimits(for: board) }
        return kin.envelopeLimits(for: kinBoard)
    }

    /// The classic board a daily board ranks like.
    private var kinBoard: BoardID {
        switch game {
        case .mines: MinesRanking.board(DailyMinesChallenge.difficulty, .noGuess)
        case .tiles: TilesLevelBoard(key: LevelKey(number: 1), mapHash: 0).id
        }
    }

    public func definition(of board: BoardID) -> BoardDefinition? {
        guard let daily = DailyBoard(board), daily.game == game else { return kin.definition(of: board) }
        guard let model = kin.definition(of: kinBoard) else { return nil }
        return BoardDefinition(id: board, title: "\(game.title): Daily \(daily.date)", columns: model.columns,
                               sortKeysDescription: model.sortKeysDescription,
                               howToEnter: "Clear the daily \(game.title) challenge of \(daily.date) at your first attempt that day, without a hint",
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
        switch game {
        case .mines:
            guard let setup = try? JSONDecoder().decode(GameSetup<MinesGameParams>.self, from: encodedSetup) else { return false }
            return sharedSeeds.candidates(.mines, on: date).contains { DailyMinesChallenge(date: date, seed: $0).isBoard(of: setup) }
        case .tiles:
            guard let setup = try? JSONDecoder().decode(GameSetup<TilesParams>.self, from: encodedSetup),
                  setup.params.pack == DailyTilesChallenge.packName else { return false }
            return sharedSeeds.candidates(.tiles, on: date).contains { tilesMaps.mapHash(on: date, seed: $0) == setup.params.mapHash }
        }
    }

    private struct DailyProbe: Decodable {
        struct Params: Decodable { var daily: String? }
        var params: Params
    }
}

/// The daily Tiles maps' fingerprints already built: building one costs up to a few hundred
/// milliseconds, and a board's rows are checked again each time it is read.
final class TilesMapCache: Sendable {
    private struct Key: Hashable {
        var date: DailyDate
        var seed: UInt64
    }

    private let hashes = Mutex<[Key: UInt64]>([:])

    func mapHash(on date: DailyDate, seed: UInt64) -> UInt64 {
        let key = Key(date: date, seed: seed)
        if let known = hashes.withLock({ $0[key] }) { return known }
        let hash = DailyTilesChallenge(date: date, seed: seed).mapHash
        hashes.withLock { $0[key] = hash }
        return hash
    }
}
