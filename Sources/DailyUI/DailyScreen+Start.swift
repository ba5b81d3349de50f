import Daily
import Shell

extension DailyScreen {
    /// Starts `game` of `date`. On a shared board today's attempt is dealt by the board first, as
    /// background work (the board decides which attempt is ranked); without one, or for a past
    /// date (practice, on the board's seed of that date when known), it starts at once.
    mutating func start(_ game: DailyGame, date: DailyDate, context: ScreenContext) -> ScreenCommand {
        let environment = context.environment
        let built = shown.flatMap { $0.date == date ? $0.tiles : nil }
        guard let shared = environment.daily.shared, date == environment.dailyCalendar.today else {
            let seed = shown.flatMap { $0.date == date ? $0.seeds[game] : nil }
            return .push(DailyStart.screen(game, date: date, tiles: built, environment: environment, seed: seed))
        }
        // A deal taken is the day's attempt: nothing that would stop the game may stand in its way.
        if let blocked = DailyStart.blocked(environment: environment) { return .push(blocked) }
        pendingWork = BackgroundJob(title: "Dealing the daily \(game.title)") { _ in
            DailyDealt.deal(game, date: date, shared: shared, built: built)
        }
        return .banner("Asking the shared board for the daily…")
    }

    /// The dealing work's answer: the game, on the board's deal or (when the board could not
    /// deal it) on the documented seed, the Daily screen keeping the reason.
    mutating func started(_ dealt: DailyDealt, context: ScreenContext) -> ScreenCommand {
        if let problem = dealt.problem { self.problem = problem }
        return .push(DailyStart.screen(dealt.game, date: dealt.date, tiles: dealt.tiles,
                                       environment: context.environment, dealt: dealt.deal))
    }
}
