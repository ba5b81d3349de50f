import CommandSupport
import ArgumentParser
import Foundation
import GameCore
import Leaderboards

/// `clearfield leaderboard [BOARD] [--window today|week|all] [--around-me] [--limit N] [--json]`
/// and `clearfield leaderboard verify`.
struct LeaderboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leaderboard",
        abstract: "Show a leaderboard, or check every ranked game again.",
        subcommands: [LeaderboardShowCommand.self, LeaderboardVerifyCommand.self],
        defaultSubcommand: LeaderboardShowCommand.self)
}

struct LeaderboardShowCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "show",
            abstract: "Show a leaderboard (every board with entries when no BOARD is named).",
            discussion: "Boards: \(boardList(registry: CommandGames.current.rankings.rules())). One row per player: "
                + "their best in the window (local dates; weeks start on Monday). Your row is marked with \">\". "
                + "With --json, times are milliseconds, 3BV/s is in thousandths, dates are ISO 8601.")
    }

    @OptionGroup(visibility: .hidden) var global: GlobalOptions
    @Argument(help: "The board: one of those listed above, with a form's N, PACK or YYYY-MM-DD filled in.") var board: String?
    @Option(help: "today, week or all.") var window: RankWindow = .allTime
    @Flag(name: .customLong("around-me"), help: "Show the rows around yours instead of the top.") var aroundMe = false
    // Unconditional: "-3" is a value the check below refuses with the range, not a missing one.
    @Option(parsing: .unconditional, help: "How many rows (1 to 1000).") var limit = 10
    @Flag(help: "Print JSON instead of a table.") var json = false

    func validate() throws {
        guard (1...1000).contains(limit) else { throw ValidationError("--limit must be 1 to 1000, not \(limit)") }
    }

    /// Why `board` is refused, with every kind of board there is: the fixed ones, then the forms
    /// of those named by a date, a level or a pack, as each game's rules give them
    /// (`RankingRules.boardForms`; issue 31: the list left out `tiles.daily.*`).
    static func unknownBoard(_ board: String, registry: RankingRegistry) -> String {
        "clearfield: there is no board \"\(board)\"; the boards are \(boardList(registry: registry))"
    }

    /// Every kind of board the games rank on: the fixed boards, then the forms of those named by
    /// a date, a level or a pack, as each game's rules give them.
    static func boardList(registry: RankingRegistry) -> String {
        let forms = registry.rules.flatMap(\.boardForms)
        let fixed = registry.boards.map(\.id.rawValue).filter { id in !forms.contains { id.hasPrefix($0.prefix) } }
        return (fixed + forms.map(\.pattern)).joined(separator: ", ")
    }

    func run() throws {
        let context = try LeaderboardContext.open(global)
        let definitions: [BoardDefinition]
        if let board {
            guard let definition = context.registry.definition(named: board) else {
                printError(Self.unknownBoard(board, registry: context.registry))
                throw ExitCode(1)
            }
            definitions = [definition]
        } else {
            definitions = context.registry.boards
        }
        let now = Date()
        var listings: [BoardListing] = []
        for definition in definitions {
            let rows = aroundMe
                ? try context.store.around(player: context.player, board: definition.id, window: window, now: now,
                                           radius: limit / 2)
                : try context.store.top(board: definition.id, window: window, now: now, limit: limit, viewer: context.player)
            guard board != nil || !rows.isEmpty else { continue }
            let count = try context.store.rowCount(board: definition.id, window: window, now: now, viewer: context.player)
            listings.append(BoardListing(definition: definition, window: window, rows: rows, count: count))
        }
        if json {
            try printJSON(LeaderboardJSON(window: window.rawValue, boards: listings.map(BoardJSON.init)))
            return
        }
        if listings.isEmpty {
            printLine("No ranked games yet \(window == .allTime ? "" : window.title + " ")— win a game without hints "
                + "on a board the game dealt (not --seed) to get on a leaderboard.")
            return
        }
        for (index, listing) in listings.enumerated() {
            if index > 0 { printLine("") }
            printLine(listing.text(aroundMe: aroundMe))
        }
    }
}

extension RankWindow: ExpressibleByArgument {}

/// What both leaderboard commands open: the database, the player, the boards and the store.
/// With a shared board configured (and no --local), the store is the shared board's and the
/// player the connected one (CommandBoard.swift).
struct LeaderboardContext {
    var data: GameData
    var registry: RankingRegistry
    var store: any LeaderboardStore
    var player: Int64
    var shared: CommandBoard?

    static func open(_ global: GlobalOptions) throws -> LeaderboardContext {
        let data = try GameData.openForCommand(global)
        let registry = CommandGames.current.rankings.boards(data.database)
        if let board = try CommandBoard.open(global, paths: data.paths, database: data.database, localPlayer: data.player.id) {
            return LeaderboardContext(data: data, registry: registry, store: board.store, player: board.player, shared: board)
        }
        return LeaderboardContext(data: data, registry: registry,
                                  store: data.database.leaderboards(periods: .local, aggregates: registry.aggregates,
                                                                    envelope: registry.envelopeCheck,
                                                                    replayCheck: registry.replayCheck),
                                  player: data.player.id)
    }

    /// Player names for `verify`'s lines: the board's players, or this computer's.
    func names() -> [Int64: String] {
        if let shared {
            return Dictionary(((try? shared.players()) ?? []).map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first })
        }
        return Dictionary((try? data.database.players())?.map { ($0.id, $0.name) } ?? [], uniquingKeysWith: { first, _ in first })
    }
}

/// `clearfield leaderboard verify`: every ranked game replayed again.
struct LeaderboardVerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Replay every ranked game again; exit status 1 if any does not verify.",
        discussion: "A game that does not verify is marked unverified and leaves the boards; one that verifies "
            + "again (or for the first time) is ranked. A progress line is shown on a terminal.")

    @OptionGroup(visibility: .hidden) var global: GlobalOptions

    func run() throws {
        let context = try LeaderboardContext.open(global)
        let line = VerifyProgressLine()
        let report = try LeaderboardAudit(registry: context.registry).verifyAll(in: context.store) { done, total in
            line.show(done: done, total: total)
        }
        line.finish()
        let names = context.names()
        for failure in report.failures {
            let who = names[failure.run.playerID].map { "player \(failure.run.playerID) (\($0))" }
                ?? "player \(failure.run.playerID)"
            printLine("\(failure.run.id) on \(failure.run.board), \(who): \(failure.reason)")
        }
        for held in report.held {
            let who = names[held.run.playerID].map { "player \(held.run.playerID) (\($0))" } ?? "player \(held.run.playerID)"
            printLine("\(held.run.id) on \(held.run.board), \(who): held for review, \(held.reason)")
        }
        let summary = report.checked == 0 ? "No ranked games to check"
            : "\(Plural.count(report.checked, "ranked game")) checked, "
                + (report.failures.isEmpty ? "all verified" : "\(report.failures.count) did not verify")
        let held = report.held.isEmpty ? "" : "; \(report.held.count) held for review (a moderator approves or rejects "
            + "them in the replay viewer)"
        printLine(summary + (report.changed > 0 ? " (\(report.changed) marked again)" : "") + held)
        if report.boardRows.checked > 0 {
            printLine("\(Plural.count(report.boardRows.checked, "board row")) checked against their games, "
                + (report.boardRows.repaired == 0 ? "all backed by a verified game"
                    : "\(report.boardRows.repaired) without one worked out again"))
        }
        if !report.failures.isEmpty || report.boardRows.repaired > 0 { throw ExitCode(1) }
    }
}

/// "Verifying 120/4000" redrawn in place on standard error, only when it is a terminal.
final class VerifyProgressLine {
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private var shown = false
    private var lastShown = -1.0

    func show(done: Int, total: Int) {
        guard isTerminal else { return }
        let now = Double(DispatchTime.now().uptimeNanoseconds) / 1e9
        guard done == total || now - lastShown >= 0.1 else { return }
        lastShown = now
        shown = true
        FileHandle.standardError.write(Data("\r\u{1B}[KVerifying \(done)/\(total)".utf8))
    }

    func finish() {
        if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
