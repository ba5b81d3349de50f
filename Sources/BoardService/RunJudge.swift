import BoardAPI
import Daily
import Foundation
import GameCore
import GameRules
import Leaderboards
import Players

/// The service's verdict on a submitted run, decided once from the run, its deal and the
/// service's clock, with the games' own back ends (`RankingRegistry.assess` replays it).
struct RunJudge: Sendable {
    let rankings: RankingRegistry
    let dailySeeds: SharedDailySeeds
    let dailies: DailyGames
    let slackMilliseconds: Int64
    let calendar: BoardCalendar

    enum Outcome: Sendable {
        case ranked(RankedRun)
        case held(RankedRun, String)
        case refused(String)
    }

    /// What is decided, and the digest of its moves (for the copy check), when the log reads.
    struct Judgement: Sendable {
        var outcome: Outcome
        var movesDigest: String?
    }

    /// Checks in the order a player can act on: the deal, the log's binding to it, the clock,
    /// the replay, then the envelope. `isCopy` asks whether another player filed these moves.
    func judge(_ run: RunSubmission, deal: DealRow, playerID: Int64,
               isCopy: (String) async throws -> Bool) async throws -> Judgement {
        guard let backEnd = rankings.games.backEnd(forKind: deal.game) else {
            return Judgement(outcome: .refused("the board does not know the game \(deal.game)"))
        }
        let moves = GameLogs.movesDigest(run.log, backEnd: backEnd)
        func refused(_ why: String) -> Judgement { Judgement(outcome: .refused(why), movesDigest: moves) }
        guard run.board == deal.board else { return refused("the run is on \(run.board) but its deal was for \(deal.board)") }
        guard let started = deal.startedAt, let seed = deal.seed, deal.firstAction != nil || deal.startedAtDeal else {
            return refused("the service never heard this game start")
        }
        guard let finished = deal.finishedAt, let digest = deal.logDigest, let claimedAtFinish = deal.claimedMilliseconds else {
            return refused("the service never heard this game finish")
        }
        guard GameLogs.digest(run.log) == digest else { return refused("its log is not the one its game finished with") }
        guard GameLogs.seed(of: run.setup) == UInt64(bitPattern: seed) else {
            return refused("its board is not the one its deal dealt")
        }
        // A game started by its first action is timed from it; a Tiles daily, started when its
        // map was dealt, from the log's own start (the map was on screen from then).
        var firstOffset = 0
        if let firstAction = deal.firstAction {
            let (begins, offset) = GameLogs.begins(run.log, with: firstAction, backEnd: backEnd)
            guard begins else { return refused("its log does not begin with the first action the service was sent") }
            firstOffset = offset
        }
        guard run.claimedMilliseconds == claimedAtFinish else {
            return refused("it claims another time than the one sent when it finished")
        }
        let served = Int64((finished.timeIntervalSince(started) * 1000).rounded())
        let claimedFromStart = run.claimedMilliseconds - Int64(firstOffset)
        guard claimedFromStart - served <= slackMilliseconds else {
            return refused("it claims \(Self.seconds(claimedFromStart)) of play but the service timed "
                + "\(Self.seconds(served)) between its start and finish (\(Self.seconds(slackMilliseconds)) of slack)")
        }
        // The game's clock stops for a pause, help, or the game put away and resumed later; the
        // service's does not. A game that claims less than the service saw is timed by the
        // service, the break included, so a break can never buy thinking time.
        let stoppedClock = served - claimedFromStart > slackMilliseconds ? served - claimedFromStart : 0
        if let day = deal.dailyDay {
            guard calendar.day(of: finished) == day else { return refused("the daily of \(day) was finished after its day") }
            if let date = DailyDate(day), let game = dailies.game(id: deal.game) {
                dailySeeds.record(UInt64(bitPattern: seed), game: game, date: date)
            }
        }
        // A practice attempt at the daily is played as one the player chose.
        let origin: SeedOrigin = deal.isDaily && !deal.dailyRanked ? .chosen : .dealt
        let game = FinishedGame(id: run.runID, playerID: playerID, kind: GameKind(rawValue: deal.game), setup: run.setup,
                                log: run.log, claimedPlayMilliseconds: Int(clamping: run.claimedMilliseconds),
                                origin: origin, finishedAt: finished)
        let assessed: RankedRun
        switch rankings.assess(game, stoppedClockMilliseconds: Int(clamping: stoppedClock)) {
        case .notRanked(let reason): return refused(reason.description)
        case .ranked(let ranked): assessed = ranked
        }
        guard assessed.board.rawValue == deal.board else {
            return refused("its game belongs on \(assessed.board), not on \(deal.board)")
        }
        if let moves, try await isCopy(moves) {
            return refused("its moves are another player's run on this board")
        }
        if case .held(let reason) = rankings.envelopeVerdict(of: assessed) {
            return Judgement(outcome: .held(assessed, "held for review: " + reason.description), movesDigest: moves)
        }
        return Judgement(outcome: .ranked(assessed), movesDigest: moves)
    }

    static func seconds(_ milliseconds: Int64) -> String {
        String(format: "%.2f s", Double(milliseconds) / 1000)
    }
}
