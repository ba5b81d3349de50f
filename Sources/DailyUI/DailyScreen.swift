import Daily
import Foundation
import GameCore
import Leaderboards
import Midend
import Shell
import Terminal

/// The Daily screen (`d` on the main menu): a date's two challenges with the player's result
/// and place or "not played", the time until the next day in the player's zone, the streaks and
/// the last seven days as marks. Enter plays the chosen challenge, `l` opens its board, and
/// `←`/`→` go to other dates (a past date is practice).
///
/// What it shows is read as background work when it opens and after each game (the ledger, the
/// board's ranks, and the date's Tiles level, which the solver must prove first).
public struct DailyScreen: Screen {
    /// The date shown; nil until the screen first opens (then today).
    public private(set) var date: DailyDate?
    /// The chosen game's place in the list (the first game until another is chosen).
    public private(set) var selectedIndex = 0
    public internal(set) var shown: DailyScreenData?
    /// Why the results could not be read.
    public internal(set) var problem: String?
    private var reading: DailyDate?
    /// A game to start once the date's data is read (`play daily` on a shared board).
    public private(set) var startOnOpen: DailyGame?
    /// Since when the board has been asked for today's deal (DailyScreen+Start.swift); nil when not.
    public internal(set) var dealingSince: Instant?

    public init(date: DailyDate? = nil, start game: DailyGame? = nil) {
        self.date = date
        startOnOpen = game
    }

    public func minimumSize(context: ScreenContext) -> ScreenSize { .compact }

    @discardableResult
    public mutating func activate(context: ScreenContext) -> ScreenEffects {
        let today = context.environment.dailyCalendar.today
        if date == nil || date! > today { date = today }
        return read(context: context)
    }

    /// Asks for the date's data, read off the main thread: the job, for the screen's answer.
    mutating func read(context: ScreenContext) -> ScreenEffects {
        guard let date else { return .none }
        let today = context.environment.dailyCalendar.today
        let ledger = context.environment.daily.ledger()
        let store = context.environment.leaderboards?.store
        let now = context.environment.clock.wallTime()
        let shared = context.environment.daily.shared
        let frontEnds = context.environment.daily.frontEnds
        reading = date
        return .run(BackgroundJob(title: "Daily \(date)") { _ in
            DailyScreenData.read(date: date, today: today, frontEnds: frontEnds, ledger: ledger, store: store, now: now,
                                 shared: shared)
        })
    }

    public mutating func receive(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand {
        if case .finished(_, let result) = delivery, let dealt = result as? DailyDealt {
            return started(dealt, context: context)
        }
        if case .cancelled = delivery, dealingSince != nil {
            dealingSince = nil
            return .stay
        }
        guard case .finished(_, let result) = delivery, let data = result as? DailyScreenData,
              data.date == reading else { return .stay }
        shown = data
        problem = data.problem
        if let game = startOnOpen, let date {
            startOnOpen = nil
            return start(game, date: date, context: context)
        }
        return .stay
    }

    /// The next whole minute, so the time until tomorrow stays right while the screen is open.
    public func nextChange(after now: Instant) -> Instant? {
        let minute = now.adding(milliseconds: 60_000)
        guard let due = dealingDue, due > now else { return minute }
        return min(due, minute)
    }

    @discardableResult
    public mutating func tick(context: ScreenContext) -> ScreenEffects {
        if let date, let shown, shown.today != context.environment.dailyCalendar.today, date == shown.today {
            // The day turned while the screen was open: show the new day.
            self.date = context.environment.dailyCalendar.today
            return read(context: context)
        }
        return .none
    }

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        handleKey(event, context: context)
    }

    private mutating func handleKey(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard case .key(let key) = event, let date else { return .stay }
        // The deal asked is the day's attempt: its answer (bounded by the dealing time-out) opens the game.
        if dealingSince != nil { return .stay }
        if KeyBindings.isBack(key) { return .pop }
        let today = context.environment.dailyCalendar.today
        let count = context.environment.daily.frontEnds.count
        switch key {
        case .up, .character("k"):
            selectedIndex = max(0, selectedIndex - 1)
        case .down, .character("j"):
            selectedIndex = max(0, min(count - 1, selectedIndex + 1))
        case .left, .character("h"):
            self.date = date.adding(days: -1)
            return .stay.adding(read(context: context))
        case .right:
            guard date < today else { return .banner("The next day's challenges open when it begins.") }
            self.date = date.adding(days: 1)
            return .stay.adding(read(context: context))
        case .character("t"):
            self.date = today
            return .stay.adding(read(context: context))
        case .character("l"):
            guard let selected = selected(in: context.environment) else { return .stay }
            let board = DailyBoard(game: selected, date: date).id
            guard let open = context.environment.openLeaderboard else { return .banner("No board can be opened in this run") }
            return .push(open(board, .allTime, ""))
        case .character("s"):
            return .push(DailyStreaksScreen())
        case .character("c"):
            guard let selected = selected(in: context.environment) else { return .stay }
            guard let line = shareLine(context: context) else {
                let title = context.environment.daily.games.descriptor(selected)?.title ?? selected.rawValue
                return .banner("Play the day's \(title) daily to have a line to share.")
            }
            return .copy(line)
        case .enter, .character(" "):
            guard let shown, shown.date == date else { return .banner("Reading the daily challenges…") }
            guard let selected = selected(in: context.environment) else { return .stay }
            return start(selected, date: date, context: context)
        default:
            break
        }
        return .stay
    }
}

extension DailyScreen {
    /// The chosen game, nil in a program with no daily.
    public func selected(in environment: AppEnvironment) -> DailyGame? {
        let frontEnds = environment.daily.frontEnds
        return frontEnds.isEmpty ? nil : frontEnds[min(selectedIndex, frontEnds.count - 1)].game
    }

    /// The spoiler-free line of the chosen game's ranked result at the date shown, once decided;
    /// on a board with web pages (a board service, issue 30) it ends with the day's page, as the
    /// results panel's line does.
    public func shareLine(context: ScreenContext) -> String? {
        guard let shown, shown.date == date, let selected = selected(in: context.environment),
              let result = shown.day?.entry(selected)?.result,
              let outcome = result.outcome, outcome != .inProgress,
              let game = context.environment.daily.games.descriptor(selected) else { return nil }
        let pages = (context.environment.leaderboards?.store as? any BoardWebPages)?.webAddress
        return DailyShare.line(date: shown.date, game: game, result: result,
                               par: shown.par(selected), boardAddress: pages)
    }
}

/// What the Daily screen shows of one date: read in the background.
public struct DailyScreenData: Sendable {
    public var date: DailyDate
    public var today: DailyDate
    public var day: DailyDay?
    /// Each game's challenge of the date, made ready (the Tiles level built and proven).
    public var prepared: [DailyGame: any PreparedDaily] = [:]
    /// Each game's outcome on each of the last seven days (ending today), oldest first.
    public var lastDays: [DailyDate]
    public var marks: [DailyGame: [DailyOutcome?]]
    public var problem: String?
    /// The shared board's seeds of the date (empty: the documented seeds, and `sharedProblem` says why).
    public var seeds: [DailyGame: UInt64] = [:]
    public var sharedProblem: String?
    /// The games whose today's daily is the board's to deal and not dealt here yet (the Tiles
    /// daily on a board service): their prepared challenge (the documented one) is not the day's,
    /// so neither its par nor its map is shown, only what the date alone decides.
    public var awaitingDeal: Set<DailyGame> = []

    /// The par of the date's challenge of `game`, nil for a game without one or while the board
    /// has not dealt it.
    public func par(_ game: DailyGame) -> Int? {
        awaitingDeal.contains(game) ? nil : prepared[game]?.sharedPar
    }

    static func read(date: DailyDate, today: DailyDate, frontEnds: [any DailyFrontEnd], ledger: DailyLedger?,
                     store: (any LeaderboardStore)?, now: Date, shared: SharedDailyAccess? = nil) -> DailyScreenData {
        let games = frontEnds.map(\.game)
        var seeds: [DailyGame: UInt64] = [:]
        var sharedProblem: String?
        if let shared {
            do {
                for game in games { seeds[game] = try shared.seed(game, date) }
            } catch {
                seeds = [:]
                sharedProblem = SharedDailyText.noSeeds(String(describing: error))
            }
        }
        let lastDays = (0..<7).reversed().map { today.adding(days: -$0) }
        var data = DailyScreenData(date: date, today: today, day: nil, lastDays: lastDays, marks: [:],
                                   seeds: seeds, sharedProblem: sharedProblem)
        for frontEnd in frontEnds {
            data.prepared[frontEnd.game] = frontEnd.prepare(date: date, seed: seeds[frontEnd.game])
            // Today's daily on a board that deals it before play is not the documented one: not shown as the day's.
            if let shared, shared.dealsBeforePlay(frontEnd.game), date == today, seeds[frontEnd.game] == nil {
                data.awaitingDeal.insert(frontEnd.game)
            }
        }
        guard let ledger else {
            data.problem = "Daily results are not kept in this run: every daily is practice."
            return data
        }
        do {
            data.day = try DailyDay.read(date: date, today: today, games: games, ledger: ledger, store: store, now: now)
            let attempts = try ledger.attempts(from: lastDays[0], through: today)
            for game in games {
                data.marks[game] = lastDays.map { day in
                    attempts.first { $0.game == game && $0.date == day && $0.ranked }?.outcome(today: today)
                }
            }
        } catch {
            data.problem = "Your daily results could not be read: \(error)"
        }
        return data
    }
}
