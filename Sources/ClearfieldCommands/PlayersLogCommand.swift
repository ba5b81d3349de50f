import CommandSupport
import ArgumentParser
import Foundation
import GameCore
import Players

extension PlayersCommand {
    /// `clearfield players log`: the moderation log, newest first.
    struct Log: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show the moderation log: who did what to whom, when, why.")
        @OptionGroup(visibility: .hidden) var global: GlobalOptions
        @Option(parsing: .unconditional, help: ArgumentHelp("Show only the newest N lines.", valueName: "N"))
        var limit: Int?
        @Flag(help: "Print JSON instead of text.") var json = false

        func validate() throws {
            if let limit, limit < 1 { throw ValidationError("--limit must be 1 or more, not \(limit)") }
        }

        struct Entry: Encodable {
            var at: String
            var action: String
            var actorID: Int64
            var actor: String
            var targetID: Int64
            var target: String
            var reason: String?

            private enum CodingKeys: String, CodingKey {
                case at, action, actorID = "actorId", actor, targetID = "targetId", target, reason
            }
        }

        func run() throws {
            let data = try PlayersCommand.openData(global)
            if let board = try CommandBoard.open(global, paths: data.paths, database: data.database, localPlayer: data.player.id) {
                defer { board.close() }
                try printShared(board)
                return
            }
            let records = try data.database.moderationLog(limit: limit)
            let names = try data.database.profiles(of: records.flatMap { [$0.actor, $0.target] })
            func name(_ id: Int64) -> String { names[id]?.displayName ?? PlayerProfile.placeholderName(for: id) }
            if json {
                try printJSON(records.map {
                    Entry(at: ISO8601Text.string(from: $0.at), action: $0.action.rawValue, actorID: $0.actor,
                          actor: name($0.actor), targetID: $0.target, target: name($0.target), reason: $0.reason)
                })
                return
            }
            if records.isEmpty { printLine("No moderation yet.") }
            for record in records {
                let reason = record.reason.map { ": " + SafeText.escaped($0) } ?? ""
                printLine("\(ISO8601Text.string(from: record.at))  \(SafeText.escaped(name(record.actor))) "
                          + "\(record.action.pastTense) \(SafeText.escaped(name(record.target)))\(reason)")
            }
        }
    }
}
