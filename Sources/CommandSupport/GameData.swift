import ArgumentParser
import Foundation
import Midend
import Progress
import SaveFiles
import LocalDatabase

/// Why the game's files could not be used: one line on standard error, exit status 2.
package struct GameDataUnavailable: Error, CustomStringConvertible {
    package var description: String
}

/// The player's side of the game's files, opened the same way by the terminal game and by the
/// commands that read them (`stats`, `achievements`): the directories (`--data-dir`,
/// CLEARFIELD_HOME or the XDG defaults), the database in the data directory, and the player
/// (the login user).
package struct GameData {
    package static let unsavedFileName = "unsaved-progress.json"

    package let paths: AppPaths
    package let database: AppDatabase
    package let player: Player

    package static func open(dataDirectoryOption: String?, environment: [String: String]) throws -> GameData {
        let paths: AppPaths
        do {
            paths = try AppPaths.forCurrentProcess(dataDirectoryOption: dataDirectoryOption)
        } catch {
            throw GameDataUnavailable(description: "\(error)")
        }
        let notice = SlowOpenNotice()
        defer { notice.cancel() }
        do {
            let database = try AppDatabase.open(paths: paths)
            let player = try database.currentPlayer(named: Player.loginName(environment: environment))
            return GameData(paths: paths, database: database, player: player)
        } catch {
            // Suggest the option only to a player who has not just used it.
            let hint = paths.origin == .dataDirectoryOption || "\(error)".contains("--data-dir")
                ? "" : " (use --data-dir DIR to keep the game's files elsewhere)"
            throw GameDataUnavailable(description: "\(error)\(hint)")
        }
    }

    /// `open` for a command that prints: a failure is one line on standard error and exit status 2.
    package static func openForCommand(_ global: GlobalOptions) throws -> GameData {
        do {
            return try open(dataDirectoryOption: global.dataDirectory, environment: ProcessInfo.processInfo.environment)
        } catch {
            printError("clearfield: \(error)")
            throw ExitCode(2)
        }
    }

    /// Where results that could not be written wait for the next start.
    package var unsavedFile: URL { paths.stateDirectory.appendingPathComponent(Self.unsavedFileName) }

    package func progressStore() -> DatabaseProgressStore {
        progressStore(for: PlayerIdentity(player))
    }

    /// The store of one player's stats and achievements (the current player's), for the
    /// stats catalogs of `games` (the installed games unless a caller passes others).
    package func progressStore(for identity: PlayerIdentity, games: CommandGames = .current) -> DatabaseProgressStore {
        DatabaseProgressStore(database: database, player: identity, unsavedFile: unsavedFile, games: games.catalogs)
    }
}

/// The achievements file the game ships (assets/achievements.json), loaded and checked.
package enum ShippedAchievements {
    package static let fileName = "achievements.json"
    /// The shipped file is about 10 kB.
    package static let maxBytes = 1_000_000

    package static func file(in resources: ResourceDirectories) -> URL {
        resources.assets.appendingPathComponent(fileName)
    }

    /// The catalog to play with and a warning per problem. A missing or unreadable file gives an
    /// empty catalog: the game runs, with no achievements.
    package static func load(from resources: ResourceDirectories?,
                             games: CommandGames = .current) -> (catalog: AchievementCatalog, warnings: [String]) {
        guard let resources else { return (.empty(games: games.catalogs), []) }
        let url = file(in: resources)
        let data: Data
        do {
            guard let read = try BoundedFileRead.contentsIfPresent(of: url, maxBytes: maxBytes, kind: "the achievements file")
            else { throw BoundedFileRead.Failure(reason: "it does not exist", isMissing: true) }
            data = read
        } catch {
            return (.empty(games: games.catalogs), ["assets/\(fileName) could not be read (\(FileErrorReason.describe(error, path: url.path))): "
                + "no achievements in this run."])
        }
        let result = AchievementCatalog.load(from: data, games: games.catalogs)
        let warnings = result.problems.map { "assets/\(fileName): \($0) (left out)" }
        return (result.catalog, warnings)
    }
}
