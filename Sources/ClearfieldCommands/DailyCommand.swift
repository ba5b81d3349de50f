import CommandSupport
import ArgumentParser
import Daily
import DailyUI
import Foundation
import Mines
import Tiles
import GameCore
import Shell

/// `clearfield daily [--date YYYY-MM-DD] [--json] [--share]`: a date's two challenges, the
/// player's results and streaks.
struct DailyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daily",
        abstract: "Show the daily challenges of today (or a past date), your results and streaks.",
        discussion: """
            Each date has a Mines board (16x16, 40 mines, no guessing) and a Tiles level that grows \
            from Monday to Sunday, the same for everyone. Dates are in your local time zone. The first \
            attempt at a game on its own day is ranked on its daily board; later attempts and past \
            dates are practice. --share prints the line to share for each daily played that date. \
            On a board service (board join) the day's Tiles map is the board's, dealt when it is played.
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
        let context = try LeaderboardContext.open(global)
        let ledger = DailyLedger(database: context.data.database, playerID: context.data.player.id)
        // On a board service the day's seeds stay the service's until an attempt starts (issue
        // 29): the listing shows the board's rows, not its seeds; its Tiles map is the one its
        // seed builds, dealt when played, so the documented map's par and fingerprint are not shown.
        let seeds: [DailyGame: UInt64] = [:]
        let day = try DailyDay.read(date: date, today: today, games: DailyGames.clearfield.games, ledger: ledger,
                                    store: context.store, now: Date())
        let mines = DailyMinesChallenge(date: date, seed: seeds[.mines])
        let onBoard = context.shared != nil
        let tiles = DailyTilesChallenge(date: date, seed: seeds[.tiles])
        if share {
            let lines = day.entries.compactMap { entry -> String? in
                guard let result = entry.result, result.outcome != nil,
                      let game = DailyGames.clearfield.descriptor(entry.game) else { return nil }
                return DailyShare.line(date: date, game: game, result: result,
                                       par: entry.game == .tiles && !onBoard ? tiles.par : nil)
            }
            guard !lines.isEmpty else {
                printError("no ranked daily was played on \(date): play one with `clearfield play daily mines|tiles`")
                throw ExitCode(1)
            }
            lines.forEach(printLine)
            return
        }
        if json {
            try printJSON(DailyListing(day: day, mines: mines, tiles: tiles, tilesMapShown: !onBoard))
            return
        }
        printLine("Daily challenges of \(date)" + (date == today ? " (today)" : " (practice: a past date)")
            + (seeds.isEmpty ? "" : ", seeds chosen by the shared board"))
        for entry in day.entries {
            let what = switch entry.game {
            case .mines: "Mines  16x16, 40 mines, no guessing, seed \(mines.seed)"
            case .tiles where onBoard:
                "Tiles  \(tiles.board.width)x\(tiles.board.height), \(DailyTilesChallenge.shape(weekday: date.weekday).colours) colours, "
                    + "map dealt by the board when played"
            case .tiles: "Tiles  \(tiles.board.width)x\(tiles.board.height), \(Set(tiles.board.grid.cells.filter { $0 != 0 }).count) colours, par \(tiles.par)"
            default: entry.game.rawValue
            }
            printLine("  " + what)
            printLine("         board \(entry.board): " + (entry.result?.summary ?? "not played"))
        }
        let streaks = day.streaks
        printLine("Streaks: " + DailyGames.clearfield.all.map { "\($0.title) \(streaks[$0.game].current) (longest \(streaks[$0.game].longest)), " }.joined()
            + "either \(streaks.either.current) (longest \(streaks.either.longest))")
        printLine("Next day in \(DurationText.hoursMinutes(calendar.secondsUntilTomorrow))")
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

        /// The figures as the JSON writes them: a rate kept in thousandths says so in its key
        /// (issue 31: `"threeBVPerSecond": 661` read as 661 per second, not 0.66).
        static func unitKeyed(_ figures: [String: Int64]?) -> [String: Int64]? {
            figures.map { figures in
                Dictionary(uniqueKeysWithValues: figures.map { key, value in
                    (key == MinesRanking.Figure.rate ? key + "Thousandths" : key, value)
                })
            }
        }
    }

    struct Challenge: Encodable {
        var game: String
        var board: String
        var seed: UInt64?
        var width: Int?
        var height: Int?
        var mines: Int?
        var mapHash: String?
        var par: Int?
        var result: Result?
    }

    var date: String
    var today: String
    var streak: DailyStreaks
    var challenges: [Challenge]

    /// `tilesMapShown` false on a board service: its Tiles map is not the documented one (no par, no fingerprint).
    init(day: DailyDay, mines: DailyMinesChallenge, tiles: DailyTilesChallenge, tilesMapShown: Bool = true) {
        date = day.date.description
        today = day.today.description
        streak = day.streaks
        challenges = day.entries.map { entry in
            let result = entry.result.map {
                Result(outcome: $0.outcome?.rawValue, timeMs: $0.playMilliseconds, rank: $0.standing?.rank,
                       players: $0.standing?.players, figures: Result.unitKeyed($0.standing?.figures), practiceAttempts: $0.practiceAttempts)
            }
            switch entry.game {
            case .mines:
                let params = mines.params
                return Challenge(game: "mines", board: entry.board.rawValue, seed: mines.seed, width: params.width,
                                 height: params.height, mines: params.mines, result: result)
            case .tiles:
                return Challenge(game: "tiles", board: entry.board.rawValue, width: tiles.board.width,
                                 height: tiles.board.height, mapHash: tilesMapShown ? FNV1a.hex(tiles.mapHash) : nil,
                                 par: tilesMapShown ? tiles.par : nil, result: result)
            default:
                return Challenge(game: entry.game.rawValue, board: entry.board.rawValue, result: result)
            }
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
            On a board service (board join) today's Tiles daily is dealt by the board before its map \
            is shown: the map is built from the board's seed of the day and the board's clock starts \
            then. A board out of reach leaves the documented map, ranked on this computer only.
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
