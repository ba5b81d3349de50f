import CommandSupport
import ArgumentParser
import Foundation
import GameCore
import Progress
import Shell
import SaveFiles
import LocalDatabase

/// `clearfield achievements ...`: the current player's achievements, and a check of the file
/// that declares them.
struct AchievementsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "achievements",
        abstract: "List the achievements with their state, or check an achievements file.",
        subcommands: [List.self, Validate.self],
        defaultSubcommand: List.self)
}

extension AchievementsCommand {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List every achievement: earned (with the date), progress, points.",
            discussion: """
                Hidden achievements read "Hidden achievement" until they have progress or are \
                earned, as in the game, unless --reveal is given. --json is for tools: it always \
                holds every field, with "revealed" saying whether the game shows the achievement.
                """)

        @OptionGroup(visibility: .hidden) var global: GlobalOptions
        @Flag(help: "Print JSON instead of text.") var json = false
        @Flag(help: "Show hidden achievements' titles and descriptions.") var reveal = false

        func run() throws {
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
            let totals = Dictionary(uniqueKeysWithValues: try StatsCommand.totals(data: data, kinds: CommandGames.current.catalogs.kinds))
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
        static func text(_ status: AchievementStatus, reveal: Bool) -> String {
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

    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check an achievements file; exit with status 1 naming each broken entry.",
            discussion: "Without FILE, checks the file the game ships (assets/achievements.json).")

        @Argument(help: ArgumentHelp("The file to check.", valueName: "FILE"))
        var file: String?

        func run() throws {
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
            // Read with a bound and only from a regular file: /dev/zero or a FIFO is said to be
            // one, not read for ever nor called "permission denied".
            do {
                switch try BoundedFileRead.contents(of: url, maxBytes: 4_000_000) {
                case .contents(let bytes):
                    data = bytes
                case .tooLarge:
                    printError("clearfield: \(url.path) is larger than the 4 MB an achievements file may be")
                    throw ExitCode(1)
                }
            } catch let failure as BoundedFileRead.Failure {
                printError("clearfield: \(url.path) cannot be read: \(failure.reason)")
                throw ExitCode(1)
            }
            let result = AchievementCatalog.load(from: data, games: CommandGames.current.catalogs)
            for problem in result.problems { printError("\(url.path): error: \(problem)") }
            let catalog = result.catalog
            printLine("\(catalog.count) achievement\(catalog.count == 1 ? "" : "s") valid, \(catalog.totalPoints) points; "
                  + "\(result.problems.count) problem\(result.problems.count == 1 ? "" : "s")")
            if !result.isValid { throw ExitCode(1) }
        }
    }
}

/// `achievements --json`.
struct AchievementListing: Encodable {
    struct Entry: Encodable {
        var id: String
        var title: String
        var description: String
        var earnedDescription: String
        var points: Int
        var hidden: Bool
        var repeatable: Bool
        /// Whether the game shows it (not hidden, or hidden with progress or earned).
        var revealed: Bool
        var earned: Bool
        var timesEarned: Int
        var firstEarned: String?
        var lastEarned: String?
        var progress: Int64
        var target: Int64
        var percent: Int
        var progressText: String
    }

    var player: String
    var earned: Int
    var count: Int
    var points: Int
    /// The cap any achievements file must stay under.
    var maximumPoints: Int
    /// What the loaded achievements add up to: the total a player can reach.
    var possiblePoints: Int
    var achievements: [Entry]

    init(player: String, summary: AchievementSummary, statuses: [AchievementStatus]) {
        self.player = player
        earned = summary.earned
        count = summary.count
        points = summary.points
        maximumPoints = AchievementCatalog.maximumTotalPoints
        possiblePoints = summary.possiblePoints
        achievements = statuses.map { status in
            Entry(id: status.id, title: status.definition.title, description: status.definition.description,
                  earnedDescription: status.definition.earnedDescription, points: status.definition.points,
                  hidden: status.definition.hidden, repeatable: status.definition.repeatable,
                  revealed: status.isRevealed, earned: status.isEarned, timesEarned: status.timesEarned,
                  firstEarned: status.firstEarned.map(ISO8601Text.string(from:)),
                  lastEarned: status.lastEarned.map(ISO8601Text.string(from:)),
                  progress: status.progress.current, target: status.progress.target,
                  percent: status.progress.percent, progressText: status.progress.text)
        }
    }
}
