import ClearfieldGames
import Shell
import ReplayUI
import PlayersUI
import LeaderboardsUI
import PacksUI
import TilesUI
import EditorUI
import MinesUI
import ArgumentParser
import Foundation
import GameCore
import Progress
import Storage

/// `clearfield achievements ...`: the current player's achievements, and a check of the file
/// that declares them.
package struct AchievementsCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "achievements",
        abstract: "List the achievements with their state, or check an achievements file.",
        subcommands: [List.self, Validate.self],
        defaultSubcommand: List.self)
}

extension AchievementsCommand {
    package struct List: ParsableCommand {
        package static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List every achievement: earned (with the date), progress, points.",
            discussion: """
                Hidden achievements read "Hidden achievement" until they have progress or are \
                earned, as in the game, unless --reveal is given. --json is for tools: it always \
                holds every field, with "revealed" saying whether the game shows the achievement.
                """)

        @OptionGroup package var global: GlobalOptions
        @Flag(help: "Print JSON instead of text.") package var json = false
        @Flag(help: "Show hidden achievements' titles and descriptions.") package var reveal = false

        package func run() throws {
            let data: GameData
            let resources: ResourceDirectories
            do {
                data = try GameData.open(dataDirectoryOption: global.dataDirectory,
                                         environment: ProcessInfo.processInfo.environment)
                resources = try ResourceLocator.forCurrentProcess().locate()
            } catch {
                printError("clearfield: \(error)")
                throw ExitCode(2)
            }
            let shipped = ShippedAchievements.load(from: resources)
            for warning in shipped.warnings { printError("clearfield: \(warning)") }
            let store = data.progressStore()
            let totals = Dictionary(uniqueKeysWithValues: try StatsCommand.totals(data: data, kinds: GameCatalogs.clearfield.kinds))
            let progress = try PlayerProgress(catalog: shipped.catalog, achievementState: try store.loadAchievements(),
                                              totals: totals)
            let statuses = progress.achievements.statuses
            let summary = progress.achievements.summary
            if json {
                try printJSON(AchievementListing(player: data.player.name, summary: summary, statuses: statuses))
                return
            }
            printLine("Achievements of \(SafeText.escaped(data.player.name)): \(summary.earned) / \(summary.count) earned, "
                  + "\(summary.points) / \(summary.possiblePoints) points")
            for status in statuses {
                printLine("")
                printLine(Self.text(status, reveal: reveal))
            }
        }

        /// Two lines: state, title, points and progress or date; then the description.
        package static func text(_ status: AchievementStatus, reveal: Bool) -> String {
            let shown = reveal || status.isRevealed
            let mark = status.isEarned ? "[x]" : "[ ]"
            let title = shown ? status.definition.title : AchievementStatus.maskedTitle
            var state: String
            if status.isEarned {
                state = status.firstEarned.map { "earned " + DateText.day($0, timeZone: .system) } ?? "earned"
                if status.timesEarned > 1 { state += ", \(status.timesEarned) times" }
            } else if shown {
                state = "\(status.progress.text) (\(status.progress.percent)%)"
            } else {
                state = "hidden"
            }
            let description = status.isEarned ? status.definition.earnedDescription
                : shown ? status.definition.description : AchievementStatus.maskedDescription
            return "\(mark) \(SafeText.escaped(title)) (\(status.definition.points) pts): \(state)\n    "
                + SafeText.escaped(description)
        }
    }

    package struct Validate: ParsableCommand {
        package static let configuration = CommandConfiguration(
            abstract: "Check an achievements file; exit with status 1 naming each broken entry.",
            discussion: "Without FILE, checks the file the game ships (assets/achievements.json).")

        @Argument(help: ArgumentHelp("The file to check.", valueName: "FILE"))
        package var file: String?

        package func run() throws {
            let url: URL
            if let file {
                url = URL(fileURLWithPath: file)
            } else {
                do {
                    url = ShippedAchievements.file(in: try ResourceLocator.forCurrentProcess().locate())
                } catch {
                    printError("clearfield: \(error)")
                    throw ExitCode(2)
                }
            }
            let data: Data
            do {
                data = try Data(contentsOf: url)
            } catch {
                printError("clearfield: \(url.path) cannot be read: \(FileErrorReason.describe(error, path: url.path))")
                throw ExitCode(1)
            }
            let result = AchievementCatalog.load(from: data, games: .clearfield)
            for problem in result.problems { printError("\(url.path): error: \(problem)") }
            let catalog = result.catalog
            printLine("\(catalog.count) achievement\(catalog.count == 1 ? "" : "s") valid, \(catalog.totalPoints) points; "
                  + "\(result.problems.count) problem\(result.problems.count == 1 ? "" : "s")")
            if !result.isValid { throw ExitCode(1) }
        }
    }
}

/// `achievements --json`.
package struct AchievementListing: Encodable {
    package struct Entry: Encodable {
        package var id: String
        package var title: String
        package var description: String
        package var earnedDescription: String
        package var points: Int
        package var hidden: Bool
        package var repeatable: Bool
        /// Whether the game shows it (not hidden, or hidden with progress or earned).
        package var revealed: Bool
        package var earned: Bool
        package var timesEarned: Int
        package var firstEarned: String?
        package var lastEarned: String?
        package var progress: Int64
        package var target: Int64
        package var percent: Int
        package var progressText: String
    }

    package var player: String
    package var earned: Int
    package var count: Int
    package var points: Int
    /// The cap any achievements file must stay under.
    package var maximumPoints: Int
    /// What the loaded achievements add up to: the total a player can reach.
    package var possiblePoints: Int
    package var achievements: [Entry]

    package init(player: String, summary: AchievementSummary, statuses: [AchievementStatus]) {
        self.player = player
        earned = summary.earned
        count = summary.count
        points = summary.points
        maximumPoints = AchievementCatalog.maximumTotalPoints
        possiblePoints = summary.possiblePoints
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        achievements = statuses.map { status in
            Entry(id: status.id, title: status.definition.title, description: status.definition.description,
                  earnedDescription: status.definition.earnedDescription, points: status.definition.points,
                  hidden: status.definition.hidden, repeatable: status.definition.repeatable,
                  revealed: status.isRevealed, earned: status.isEarned, timesEarned: status.timesEarned,
                  firstEarned: status.firstEarned.map(formatter.string(from:)),
                  lastEarned: status.lastEarned.map(formatter.string(from:)),
                  progress: status.progress.current, target: status.progress.target,
                  percent: status.progress.percent, progressText: status.progress.text)
        }
    }
}
