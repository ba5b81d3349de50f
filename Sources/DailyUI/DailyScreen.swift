import Daily
import Foundation
import GameCore
import Leaderboards
import Shell
import Terminal
import Tiles

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
    public private(set) var selected: DailyGame = .mines
    public internal(set) var shown: DailyScreenData?
    /// Why the results could not be read.
    public internal(set) var problem: String?
    var pendingWork: BackgroundJob?
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

    public mutating func activate(context: ScreenContext) {
        let today = context.environment.dailyCalendar.today
        if date == nil || date! > today { date = today }
        read(context: context)
    }

    public mutating func takeWork() -> BackgroundJob? {
        defer { pendingWork = nil }
        return pendingWork
    }

    /// Asks for the date's data, read off the main thread.
    mutating func read(context: ScreenContext) {
        guard let date else { return }
        let today = context.environment.dailyCalendar.today
        let ledger = context.environment.daily.ledger()
        let store = context.environment.leaderboards?.store
        let now = context.environment.clock.wallTime()
        let shared = context.environment.daily.shared
        let games = context.environment.daily.games.games
        reading = date
        pendingWork = BackgroundJob(title: "Daily \(date)") { _ in
            DailyScreenData.read(date: date, today: today, games: games, ledger: ledger, store: store, now: now, shared: shared)
        }
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

    public mutating func tick(context: ScreenContext) {
        if let date, let shown, shown.today != context.environment.dailyCalendar.today, date == shown.today {
            // The day turned while the screen was open: show the new day.
            self.date = context.environment.dailyCalendar.today
            read(context: context)
        }
    }

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard case .key(let key) = event, let date else { return .stay }
        // The deal asked is the day's attempt: its answer (bounded by the dealing time-out) opens the game.
        if dealingSince != nil { return .stay }
        if KeyBindings.isBack(key) { return .pop }
        let today = context.environment.dailyCalendar.today
        switch key {
        case .up, .character("k"):
            selected = .mines
        case .down, .character("j"):
            selected = .tiles
        case .left, .character("h"):
            self.date = date.adding(days: -1)
            read(context: context)
        case .right:
            guard date < today else { return .banner("The next day's challenges open when it begins.") }
            self.date = date.adding(days: 1)
            read(context: context)
        case .character("t"):
            self.date = today
            read(context: context)
        case .character("l"):
            let board = DailyBoard(game: selected, date: date).id
            guard let open = context.environment.openLeaderboard else { return .banner("No board can be opened in this run") }
            return .push(open(board, .allTime, ""))
        case .character("s"):
            return .push(DailyStreaksScreen())
        case .character("c"):
            guard let line = shareLine(context: context) else {
                let title = context.environment.daily.games.descriptor(selected)?.title ?? selected.rawValue
                return .banner("Play the day's \(title) daily to have a line to share.")
            }
            return .copy(line)
        case .enter, .character(" "):
            guard let shown, shown.date == date else { return .banner("Reading the daily challenges…") }
            return start(selected, date: date, context: context)
        default:
            break
        }
        return .stay
    }
}

extension DailyScreen {
    /// The spoiler-free line of the chosen game's ranked result at the date shown, once decided;
    /// on a board with web pages (a board service, issue 30) it ends with the day's page, as the
    /// results panel's line does.
    public func shareLine(context: ScreenContext) -> String? {
        guard let shown, shown.date == date, let result = shown.day?.entry(selected)?.result,
              let outcome = result.outcome, outcome != .inProgress,
              let game = context.environment.daily.games.descriptor(selected) else { return nil }
        let pages = (context.environment.leaderboards?.store as? any BoardWebPages)?.webAddress
        return DailyShare.line(date: shown.date, game: game, result: result,
                               par: selected == .tiles ? shown.tilesPar : nil, boardAddress: pages)
    }
}

/// What the Daily screen shows of one date: read in the background.
public struct DailyScreenData: Sendable {
    public var date: DailyDate
    public var today: DailyDate
    public var day: DailyDay?
    public var tiles: DailyTilesChallenge
    /// Each game's outcome on each of the last seven days (ending today), oldest first.
    public var lastDays: [DailyDate]
    public var marks: [DailyGame: [DailyOutcome?]]
    public var problem: String?
    /// The shared board's seeds of the date (empty: the documented seeds, and `sharedProblem` says why).
    public var seeds: [DailyGame: UInt64] = [:]
    public var sharedProblem: String?
    /// Today's Tiles daily is the board's to deal and not dealt here yet: `tiles` (the documented
    /// map) is not the day's, so neither its par nor its map is shown (only its shape, the weekday's).
    public var tilesAwaitingDeal = false

    /// The par of the date's Tiles map, nil while the board has not dealt it.
    public var tilesPar: Int? { tilesAwaitingDeal ? nil : tiles.par }

    static func read(date: DailyDate, today: DailyDate, games: [DailyGame], ledger: DailyLedger?,
                     store: (any LeaderboardStore)?, now: Date, shared: SharedDailyAccess? = nil) -> DailyScreenData {
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
        let tiles = DailyTilesChallenge(date: date, seed: seeds[.tiles])
        let lastDays = (0..<7).reversed().map { today.adding(days: -$0) }
        var data = DailyScreenData(date: date, today: today, day: nil, tiles: tiles, lastDays: lastDays, marks: [:],
                                   seeds: seeds, sharedProblem: sharedProblem)
        // Today's Tiles map on a board that deals it is not the documented one: not shown as the day's.
        data.tilesAwaitingDeal = shared?.dealsBeforePlay(.tiles) == true && date == today && seeds[.tiles] == nil
        guard let ledger else {
            data.problem = "Daily results are not kept in this run: every daily is practice."
            return data
        }
        do {
            data.day = try DailyDay.read(date: date, today: today, games: games, ledger: ledger, store: store, now: now,
                                         seeds: seeds)
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
