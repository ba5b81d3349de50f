import CommandSupport
import ArgumentParser
import Daily
import DailyUI
import Foundation
import GameCore
import Progress
import Shell

/// `clearfield stats [--json] [--game ID]`: the current player's lifetime totals (`ID` one of
/// the games' ids, `CommandGames`).
struct StatsCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        // What each game lists beyond its totals, as its front end declares it.
        let histories = CommandGames.current.frontEnds.compactMap { game in
            game.historyListing.map { (game.menuItem.title, $0.about) }
        }
        let listed = histories.map { " \($0.0) adds \($0.1)." }.joined()
        let json = histories.isEmpty ? "" : " \"history\" holds each game's history by the game's id."
        return CommandConfiguration(
            commandName: "stats",
            abstract: "Show the current player's lifetime stats.",
            discussion: "The player is the login user. Times read m:ss (h:mm:ss from an hour), rates have 2 "
                + "decimals.\(listed) With --json every stat is listed by its name with its exact stored integer "
                + "(times in milliseconds, rates in thousandths), null when it has no value yet.\(json)")
    }

    @OptionGroup(visibility: .hidden) var global: GlobalOptions
    @Flag(help: "Print JSON instead of a table.") var json = false
    @Option(help: ArgumentHelp("Only this game: \(CommandGames.current.ids.joined(separator: ", ")).", valueName: "game"))
    var game: String?

    func validate() throws {
        if let game { _ = try CommandGames.current.kind(game, naming: "--game") }
    }

    func run() throws {
        let games = CommandGames.current
        let data = try GameData.openForCommand(global)
        let kinds = try game.map { [try games.kind($0, naming: "--game")] } ?? games.catalogs.kinds
        let totals = try Self.totals(data: data, kinds: kinds)
        // Each game's listing beyond its totals, as its front end declares it (Mines: its history).
        let histories: [(GameKind, any GameHistoryListing)] = try kinds.compactMap { kind in
            guard let listing = games.frontEnds.first(where: { $0.kind == kind })?.historyListing else {
                return nil
            }
            return (kind, listing.init(games: try data.database.playedGames(player: data.player.id, game: kind.rawValue)))
        }
        if json {
            var listed: [String: [String: Int64?]] = [:]
            for (kind, stats) in totals {
                var values: [String: Int64?] = [:]
                for entry in stats { values[entry.name] = .some(entry.value) }
                listed[kind.rawValue] = values
            }
            let history = Dictionary(uniqueKeysWithValues: histories.map { ($0.0.rawValue, HistoryJSON(listing: $0.1)) })
            let daily = try DailyLedger(database: data.database, playerID: data.player.id).clearedDates()
            try printJSON(StatsListing(player: data.player.name, totals: listed, history: history,
                                       daily: DailyStreaks(cleared: daily, today: DailyDateOption.calendar.today,
                                                           games: games.dailyGames.games)))
            return
        }
        printLine("Stats of \(SafeText.escaped(data.player.name))")
        for (kind, stats) in totals {
            printLine("")
            printLine(SafeText.escaped(games.catalogs.catalog(for: kind)?.title ?? kind.rawValue))
            let width = stats.map { $0.definition.label.count }.max() ?? 0
            for entry in stats {
                let label = entry.definition.label
                printLine("  " + label + String(repeating: " ", count: width - label.count + 2) + entry.formattedValue)
            }
        }
        for (_, listing) in histories {
            for line in listing.lines { printLine(SafeText.escaped(line)) }
        }
    }

    /// The stored totals of each game, with any finished game still waiting to be written
    /// (kept by a run that could not write it) counted in.
    static func totals(data: GameData, kinds: [GameKind]) throws -> [(GameKind, Stats)] {
        let stored = try data.database.allStatTotals(player: data.player.id)
        let waiting = ((try? data.progressStore().loadUnsaved().rollovers) ?? [])
            .filter { (try? data.database.isFinished(gameID: $0.gameID)) == false }
        return try kinds.map { kind in
            var totals = try CommandGames.current.catalogs.requireCatalog(for: kind).totals(from: stored[kind.rawValue] ?? [:]).stats
            for rollover in waiting where rollover.result.kind == kind {
                if let folded = try? rollover.result.rolledOver(into: totals) { totals = folded }
            }
            return (kind, totals)
        }
    }
}

struct StatsListing: Encodable {
    var player: String
    /// Game → stat name → value (nil: no value yet).
    var totals: [String: [String: Int64?]]
    /// Game → its history listing (`GameFrontEnd.historyListing`).
    var history: [String: HistoryJSON]
    /// The daily challenges' streaks (current and longest, per game and either).
    var daily: DailyStreaks
}

/// A game's history listing as JSON, whatever the game.
struct HistoryJSON: Encodable {
    let listing: any GameHistoryListing

    func encode(to encoder: any Encoder) throws {
        try listing.encode(to: encoder)
    }
}
