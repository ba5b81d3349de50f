import Daily
import GameRules
import Leaderboards
import Shell

/// Starting a daily: the attempt is recorded first (the first one on the day itself is the
/// ranked one, dealt; any other is practice, a chosen seed), then the game's own play screen is
/// built through its module's daily entry.
public enum DailyStart {
    /// The screen that starts `game` of `date`: its play screen (its front end's), or a notice
    /// saying why not. `prepared`: the date's challenge when already made (the Daily screen makes
    /// it in the background).
    /// `seed`: a shared board's seed of the date (a past date's practice); `dealt`: the shared
    /// board's deal of its today, whose seed is played and which says whether the attempt ranks.
    public static func screen(_ game: DailyGame, date: DailyDate, prepared: (any PreparedDaily)? = nil,
                              environment: AppEnvironment, seed: UInt64? = nil, dealt: SharedDailyDeal? = nil) -> any Screen {
        guard let frontEnd = environment.daily.frontEnd(game) else {
            return NoticeScreen(title: "No such daily", paragraphs: ["This program has no daily challenge of \(game)."],
                                isWarning: true)
        }
        let today = environment.dailyCalendar.today
        // The board's day may run ahead of the player's (another time zone): its deal decides.
        guard date <= today || dealt != nil else {
            return NoticeScreen(title: "Not yet", paragraphs: ["The daily of \(date) opens when that day begins."], isWarning: true)
        }
        if let blocked = blocked(environment: environment) { return blocked }
        let ranked: Bool
        do {
            let ledger = environment.daily.ledger()
            if dealt?.ranked == false {
                try ledger?.startPractice(game, on: date)
                ranked = false
            } else {
                ranked = try ledger?.start(game, on: date, today: dealt == nil ? today : date) ?? false
            }
        } catch {
            return NoticeScreen(title: "The daily could not start",
                                paragraphs: ["Its attempt could not be recorded: \(error)"], isWarning: true)
        }
        let origin: SeedOrigin = ranked ? .dealt : .chosen
        return frontEnd.playScreen(date: date, seed: dealt?.seed ?? seed, prepared: prepared, origin: origin,
                                   environment: environment)
    }

    /// Why no daily can start now, nil when one can: one save slot; a daily never starts by giving
    /// up a saved game, nor over one another copy has open. Asked before a shared board deals the
    /// attempt too (a deal taken is the day's attempt).
    public static func blocked(environment: AppEnvironment) -> (any Screen)? {
        if let slot = environment.saveSlot {
            if let holder = slot.openElsewhere() {
                return NoticeScreen(title: "The saved game is in use", paragraphs: [holder,
                    "A daily here would give it up, so none was started. Save or finish it there, then try again."],
                                    isWarning: true)
            }
            if case .success = slot.header() {
                return NoticeScreen(title: "A game is saved", paragraphs: [
                    "Finish or give up your saved game first (Continue on the main menu).",
                    "A daily never starts by giving up another game: its ranked attempt starts the moment it opens.",
                ], isWarning: true)
            }
        }
        return nil
    }
}

extension StartPoint {
    /// The Daily screen over the main menu.
    public static let daily = StartPoint { _ in [MainMenuScreen(), DailyScreen()] }

    /// A daily game (`clearfield play daily mines|tiles [--date D]`), over the Daily screen;
    /// without a date, today's.
    public static func dailyGame(_ game: DailyGame, date: DailyDate?) -> StartPoint {
        StartPoint { environment in
            let date = date ?? environment.dailyCalendar.today
            // On a board that deals this daily before it is built (the Tiles daily on a board
            // service), the Daily screen asks for the deal in the background, then starts the game.
            if environment.daily.shared?.dealsBeforePlay(game) == true {
                return [MainMenuScreen(), DailyScreen(date: date, start: game)]
            }
            return [MainMenuScreen(), DailyScreen(date: date), DailyStart.screen(game, date: date, environment: environment)]
        }
    }
}
