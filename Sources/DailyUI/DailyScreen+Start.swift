import Daily
import Midend
import Shell
import GameCore

extension DailyScreen {
    /// How long a deal may take before "Dealing the daily…" shows (as a game's first play waits).
    static var dealingBlinkMilliseconds: UInt64 { 150 }

    /// Starts `game` of `date`. When the board deals today's daily of that game before it is built
    /// (the Tiles daily on a board service: its map is the board's seed's, shown before the first
    /// move), the deal is asked first, as background work, and the map is built from its seed;
    /// otherwise (no board, a past date: practice on the board's seed when known, the Mines daily
    /// dealt at its first reveal) it starts at once.
    mutating func start(_ game: DailyGame, date: DailyDate, context: ScreenContext) -> ScreenCommand {
        let environment = context.environment
        let built = shown.flatMap { $0.date == date && !$0.awaitingDeal.contains(game) ? $0.prepared[game] : nil }
        guard let shared = environment.daily.shared, shared.dealsBeforePlay(game),
              date == environment.dailyCalendar.today else {
            let seed = shown.flatMap { $0.date == date ? $0.seeds[game] : nil }
            return .push(DailyStart.screen(game, date: date, prepared: built, environment: environment, seed: seed))
        }
        // One deal at a time: Enter again while one is asked changes nothing.
        guard dealingSince == nil else { return .stay }
        // A deal taken is the day's attempt: nothing that would stop the game may stand in its way.
        if let blocked = DailyStart.blocked(environment: environment) { return .push(blocked) }
        guard let frontEnd = environment.daily.frontEnd(game) else { return .stay }
        dealingSince = context.now
        // No title: the screen says "Dealing the daily…" itself, and only after a blink.
        return .run(BackgroundJob(title: "") { _ in
            DailyDealt.deal(frontEnd, date: date, shared: shared, built: built)
        })
    }

    /// The dealing work's answer: the game, on the board's deal or (when the board could not
    /// deal it) on the documented seed, the Daily screen keeping the reason.
    mutating func started(_ dealt: DailyDealt, context: ScreenContext) -> ScreenCommand {
        dealingSince = nil
        if let problem = dealt.problem { self.problem = problem }
        // The dealt challenge is the day's from now on (its par, for the line to share).
        if let prepared = dealt.prepared, dealt.deal != nil, var data = shown, data.date == dealt.date {
            data.prepared[dealt.game] = prepared
            data.seeds[dealt.game] = prepared.seed
            data.awaitingDeal.remove(dealt.game)
            shown = data
        }
        return .push(DailyStart.screen(dealt.game, date: dealt.date, prepared: dealt.prepared,
                                       environment: context.environment, dealt: dealt.deal))
    }

    /// When "Dealing the daily…" is due, while a deal is asked.
    var dealingDue: Instant? {
        dealingSince.map { $0.adding(milliseconds: Self.dealingBlinkMilliseconds) }
    }

    /// Whether "Dealing the daily…" shows at `now`.
    func showsDealing(at now: Instant) -> Bool {
        dealingDue.map { now >= $0 } ?? false
    }
}
