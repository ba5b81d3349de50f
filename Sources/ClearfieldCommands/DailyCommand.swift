import CommandSupport
import ArgumentParser
import Daily
import DailyUI
import Foundation
import Leaderboards
import GameCore
import Shell

/// `clearfield daily [--date YYYY-MM-DD] [--json] [--share]`: a date's challenges (one a game with
/// a daily, `CommandGames.dailies`, each listed as its descriptor says), the player's results and
/// streaks.
struct DailyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daily",
        abstract: "Show the daily challenges of today (or a past date), your results and streaks.",
        discussion: """
            Each date has \(CommandGames.current.dailyGames.all.map(\.about).joined(separator: " and ")), \
            the same for everyone. Dates are in your local time zone. The first \
            attempt at a game on its own day is ranked on its daily board; later attempts and past \
            dates are practice. --share prints the line to share for each daily played that date. \
            On a board service (board join) the day's board is the board's, dealt when it is played.
            """)

    @OptionGroup(visibility: .hidden) var global: GlobalOptions
    @Option(help: ArgumentHelp("A past date instead of today.", valueName: "YYYY-MM-DD")) var date: String?
    @Flag(help: "Print JSON instead of text.") var json = false
    @Flag(help: "Print only the lines to share, one per daily played on the date.") var share = false
    @Flag(help: "Print the board of current streaks of every player instead.") var streaks = false

    func validate() throws {
        if json && share { throw ValidationError("choose one of --json and --share") }
        if streaks && (share || date != nil) { throw ValidationError("--streaks are today's: it takes neither --date nor --share") }
        _ = try DailyDateOption.parse(date, today: DailyDateOption.calendar.today)
    }

    func run() throws {
        let calendar = DailyDateOption.calendar
        let today = calendar.today
        let date = try DailyDateOption.parse(self.date, today: today)
        if streaks { return try DailyStreaksListing.run(global, today: today, json: json) }
        let games = CommandGames.current.dailyGames
        let context = try LeaderboardContext.open(global)
        let ledger = DailyLedger(database: context.data.database, playerID: context.data.player.id)
        let day = try DailyDay.read(date: date, today: today, games: games.games, ledger: ledger,
                                    store: context.store, now: Date())
        // On a board service the day's seeds stay the service's until an attempt starts (issue
        // 29): the listing shows the board's rows, not its seeds, and a board built from the
        // board's seed when dealt is not shown (no par, no fingerprint).
        let onBoard = context.shared != nil
        if share {
            let lines = day.entries.compactMap { entry -> String? in
                guard let result = entry.result, result.outcome != nil, let game = games.descriptor(entry.game) else { return nil }
                return DailyShare.line(date: date, game: game, result: result, par: onBoard ? nil : game.documentedPar(on: date))
            }
            guard !lines.isEmpty else {
                printError("no ranked daily was played on \(date): play one with "
                    + "`clearfield play daily \(games.all.map(\.kind.rawValue).joined(separator: "|"))`")
                throw ExitCode(1)
            }
            lines.forEach(printLine)
            return
        }
        let listings = Dictionary(uniqueKeysWithValues: games.all.map { ($0.game, $0.listing(on: date, dealtByBoard: onBoard)) })
        if json {
            try printJSON(DailyListing(day: day, listings: listings, registry: context.registry))
            return
        }
        Self.lines(day: day, games: games, listings: listings).forEach(printLine)
        printLine("Next day in \(DurationText.hoursMinutes(calendar.secondsUntilTomorrow))")
    }

    /// The listing's lines: the date, each game's challenge as its descriptor lists it with the
    /// player's result, then the streaks.
    static func lines(day: DailyDay, games: DailyGames, listings: [DailyGame: DailyChallengeListing]) -> [String] {
        var lines = ["Daily challenges of \(day.date)" + (day.date == day.today ? " (today)" : " (practice: a past date)")]
        for entry in day.entries {
            let what = games.descriptor(entry.game).map { "\($0.title)  " + (listings[entry.game]?.summary ?? "") }
            lines.append("  " + (what ?? entry.game.rawValue))
            lines.append("         board \(entry.board): " + (entry.result?.summary ?? "not played"))
        }
        let streaks = day.streaks
        lines.append("Streaks: " + games.all.map { "\($0.title) \(streaks[$0.game].current) (longest \(streaks[$0.game].longest)), " }.joined()
            + "either \(streaks.either.current) (longest \(streaks.either.longest))")
        return lines
    }
}

/// The `--date` option of the daily commands: today when absent; never a day not begun yet.
enum DailyDateOption {
    static var calendar: DailyCalendar {
        DailyCalendar(clock: SystemClock(), zone: DailyZone { LocalTimeZone.system.secondsFromGMT(at: $0) })
    }

    static func parse(_ text: String?, today: DailyDate) throws -> DailyDate {
        guard let text else { return today }
        guard let date = DailyDate(text) else {
            if DailyDate.isBeforeFirst(text) {
                throw ValidationError("--date \(SafeText.escaped(text)) is before \(DailyDate.first), the first day with challenges")
            }
            throw ValidationError("--date '\(SafeText.escaped(text))' is not a date: write YYYY-MM-DD, such as \(today)")
        }
        guard date <= today else {
            throw ValidationError("--date \(date) has not begun yet (today is \(today)): a day's challenges open when it begins")
        }
        return date
    }
}

/// "5 h 42 min", "12 min", "under a minute".
enum DurationText {
    static func hoursMinutes(_ seconds: Int) -> String {
        let minutes = seconds / 60
        if minutes == 0 { return "under a minute" }
        return minutes >= 60 ? "\(minutes / 60) h \(minutes % 60) min" : "\(minutes) min"
    }
}

/// `clearfield daily --json`.
struct DailyListing: Encodable {
    struct Result: Encodable {
        var outcome: String?
        var timeMs: Int?
        var rank: Int?
        var players: Int?
        /// The board row's figures, each key saying its unit ("timeMs", "threeBVPerSecondThousandths").
        var figures: [String: Int64]?
        var practiceAttempts: Int

        /// The figures as the JSON writes them: a figure its board keeps in thousandths says so in
        /// its key (issue 31: `"threeBVPerSecond": 661` read as 661 per second, not 0.66).
        static func unitKeyed(_ figures: [String: Int64]?, thousandths: Set<String>) -> [String: Int64]? {
            figures.map { figures in
                Dictionary(uniqueKeysWithValues: figures.map { key, value in
                    (thousandths.contains(key) ? key + "Thousandths" : key, value)
                })
            }
        }
    }

    /// A date's challenge of one game: its board, what its descriptor lists of it, the result.
    struct Challenge: Encodable {
        var game: String
        var board: String
        var listed: [String: DailyChallengeListing.Value]
        var result: Result?

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in listed { try container.encode(value, forKey: Key(stringValue: key)) }
            try container.encode(game, forKey: Key(stringValue: "game"))
            try container.encode(board, forKey: Key(stringValue: "board"))
            try container.encodeIfPresent(result, forKey: Key(stringValue: "result"))
        }
    }

    var date: String
    var today: String
    var streak: DailyStreaks
    var challenges: [Challenge]

    /// `listings`: each game's, as its descriptor lists the date's challenge; `registry` says
    /// which of a daily board's figures are kept in thousandths.
    init(day: DailyDay, listings: [DailyGame: DailyChallengeListing], registry: RankingRegistry) {
        date = day.date.description
        today = day.today.description
        streak = day.streaks
        challenges = day.entries.map { entry in
            let thousandths = Set(registry.definition(of: entry.board)?.columns.filter { $0.format == .thousandths }.map(\.figure) ?? [])
            let result = entry.result.map {
                Result(outcome: $0.outcome?.rawValue, timeMs: $0.playMilliseconds, rank: $0.standing?.rank,
                       players: $0.standing?.players, figures: Result.unitKeyed($0.standing?.figures, thousandths: thousandths),
                       practiceAttempts: $0.practiceAttempts)
            }
            return Challenge(game: entry.game.rawValue, board: entry.board.rawValue, listed: listings[entry.game]?.fields ?? [:],
                             result: result)
        }
    }
}

/// `clearfield play daily ID [--date YYYY-MM-DD]`: a daily challenge (`ID` the id of a game with
/// one, `CommandGames.dailies`), over the Daily screen.
struct PlayDailyCommand: ParsableCommand, DrawingCommand {
    static let configuration = CommandConfiguration(
        commandName: "daily",
        abstract: "Play a daily challenge: today's (ranked at your first attempt) or a past date's (practice).",
        discussion: """
            On a board service (board join) today's daily is dealt by the board before its board \
            is shown: the board is built from the board's seed of the day and the board's clock starts \
            then. A board out of reach leaves the documented board, ranked on this computer only.
            """)

    @OptionGroup(visibility: .hidden) var global: GlobalOptions
    @OptionGroup var drawing: DrawingOptions
    @Argument(help: ArgumentHelp("The game: \(CommandGames.current.dailyGames.idList).", valueName: "game"))
    var game: String
    @Option(help: ArgumentHelp("A past date instead of today.", valueName: "YYYY-MM-DD")) var date: String?

    func validate() throws {
        _ = try CommandGames.current.daily(game, naming: "the game")
        _ = try DailyDateOption.parse(date, today: DailyDateOption.calendar.today)
    }

    func run() throws {
        let date = try self.date.map { try DailyDateOption.parse($0, today: DailyDateOption.calendar.today) }
        let game = try CommandGames.current.daily(self.game, naming: "the game")
        try Launcher.launch(global: global, drawing: drawing, start: .dailyGame(game, date: date))
    }
}
