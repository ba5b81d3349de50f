import ClearfieldCommands
import CommandSupport
import ClearfieldGames
import DailyUI
import Leaderboards
import Shell

extension CommandGames {
    /// Clearfield's games as the command line offers them: each game's front end, stats, daily,
    /// boards and its own tools, from the composition root's one entry per game
    /// (`ClearfieldGame.all`, module ClearfieldGames).
    package static let clearfield = CommandGames(
        frontEnds: AppEnvironment.clearfieldGames, catalogs: .clearfield, dailies: DailyServices.clearfieldFrontEnds,
        tools: ClearfieldGame.all.compactMap(\.tools),
        rankings: GameRankings(
            // Judging a finished game needs no level's title: the campaign is not read for it.
            rules: { RankingRegistry.clearfield(levels: []) },
            boards: { RankingRegistry.clearfield(database: $0) }),
        environment: { clock, title, player in AppEnvironment.clearfield(clock: clock, title: title, player: player) })
}
