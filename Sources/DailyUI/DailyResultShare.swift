import Daily
import Foundation
import GameCore
import GameRules
import Leaderboards
import Midend
import Shell

/// The results panel's line to share after a daily (issue 23), the same spoiler-free line the
/// Daily screen shows: made in the game's ranking job, with the player's place on the day's board
/// read once the run is on it. Only the day's ranked attempt has one: practice says why it is
/// practice instead.
public enum DailyResultShare {
    /// What `AppEnvironment.resultSharing` holds in a program with `games`' dailies.
    public static func sharing(games: DailyGames) -> ResultSharing {
        { line(for: $0, games: games) }
    }

    static func line(for request: ResultShareRequest, games: DailyGames) -> String? {
        guard !request.context.isPractice, let text = request.context.dailyDate, let date = DailyDate(text),
              let game = games.descriptor(kind: request.context.kind) else { return nil }
        let result = DailyResult(outcome: request.won ? .won : .lost, playMilliseconds: request.playMilliseconds,
                                 standing: standing(request), practiceAttempts: 0)
        // A board with web pages (a board service) adds the day's page to the line.
        let pages = (request.store as? any BoardWebPages)?.webAddress
        return DailyShare.line(date: date, game: game, result: result, par: game.par(encodedSetup: request.game.setup),
                               boardAddress: pages)
    }

    /// The player's place on the day's board, when the run was ranked and the board can be read.
    private static func standing(_ request: ResultShareRequest) -> DailyStanding? {
        guard case .ranked(let placement, _) = request.verdict, let store = request.store else { return nil }
        let player = request.game.playerID, now = request.game.finishedAt
        guard let row = try? store.rank(of: player, board: placement.board, window: .allTime, now: now),
              let players = try? store.rowCount(board: placement.board, window: .allTime, now: now, viewer: player)
        else { return nil }
        return DailyStanding(rank: row.rank, players: players, figures: row.figures)
    }
}
