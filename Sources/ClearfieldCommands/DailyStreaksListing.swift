import CommandSupport
import Daily
import DailyUI
import ArgumentParser
import BoardAPI
import BoardClient
import Foundation

/// `clearfield daily --streaks [--json]`: the board of current streaks, as text or as
/// `{"streaks": [{"player", "current", "longest"}]}` (best first; the current player's row
/// carries `"you": true`).
struct DailyStreaksListing: Encodable {
    struct Row: Encodable {
        var rank: Int
        var player: String
        var current: Int
        var longest: Int
        var you: Bool?
        var hidden: Bool?
    }

    var today: String
    /// "shared board" or "this computer": whose players these are.
    var source: String
    var streaks: [Row]

    init(rows: [DailyStreakRow], today: DailyDate, source: String) {
        self.today = today.description
        self.source = source
        streaks = rows.map { row in
            Row(rank: row.rank, player: row.name, current: row.streak.current, longest: row.streak.longest,
                you: row.isViewer ? true : nil, hidden: row.isHidden ? true : nil)
        }
    }

    /// The text form: a heading, then one line per player (names escaped by `printLine`).
    var lines: [String] {
        let nameWidth = 24
        var lines = ["Daily streaks (\(source)) as of \(today) (days in a row with a daily cleared, either game)",
                     "     #  " + "Player".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  Current  Longest"]
        for row in streaks {
            let mark = row.you == true ? "*" : " "
            let name = (row.hidden == true ? "(hidden) " : "") + row.player
            lines.append("\(mark) " + String(row.rank).leftPadded(to: 4) + "  "
                + name.padding(toLength: max(nameWidth, name.count), withPad: " ", startingAt: 0)
                + "  " + String(row.current).leftPadded(to: 7) + "  " + String(row.longest).leftPadded(to: 7))
        }
        lines.append("* marks you; yesterday's streak counts until today ends")
        return lines
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

extension DailyStreaksListing {
    /// Reads the board and prints it: the shared board's players when one is configured (as the
    /// other board commands, a board that cannot be read exits 2 and `--local` reads this
    /// computer's), else the local database's.
    static func run(_ global: GlobalOptions, today: DailyDate, json: Bool) throws {
        let data = try GameData.openForCommand(global)
        let rows: [DailyStreakRow], source: String
        if let board = try CommandBoard.open(global, paths: data.paths, database: data.database, localPlayer: data.player.id) {
            // The service counts the streaks (ranked, verified runs only): shown as it answers.
            let service = board.service
            let page: Page<StreakRow>
            do {
                page = try service.streaks()
            } catch {
                printError("clearfield: the shared board could not be read: \(error) (--local reads this computer's boards)")
                throw ExitCode(2)
            }
            if page.next != nil { printError("clearfield: the shared board has more players than one read takes: some are left out") }
            rows = page.items.map { row in
                let profile = CommandBoard.profile(row.player)
                return DailyStreakRow(rank: row.rank, playerID: row.player.playerID, name: profile.displayName,
                                      streak: DailyStreak(current: row.current, longest: row.longest),
                                      isViewer: row.player.playerID == board.player, isHidden: profile.blocked)
            }
            source = "shared board"
        } else {
            rows = try DailyLedger(database: data.database, playerID: data.player.id).streakBoard(today: today, games: CommandGames.current.dailyGames)
            source = "this computer"
        }
        let listing = DailyStreaksListing(rows: rows, today: today, source: source)
        if json { try printJSON(listing) } else { listing.lines.forEach(printLine) }
    }
}
