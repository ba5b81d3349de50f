import Foundation

/// Where every file the game writes goes.
///
/// Default locations follow the XDG base directory specification:
///
/// | kind   | variable          | default                 | holds                            |
/// |--------|-------------------|-------------------------|----------------------------------|
/// | data   | `XDG_DATA_HOME`   | `~/.local/share`        | the database (progress, totals)  |
/// | state  | `XDG_STATE_HOME`  | `~/.local/state`        | saved games, logs                |
/// | config | `XDG_CONFIG_HOME` | `~/.config`             | settings                         |
///
/// each followed by `/clearfield`. An empty variable counts as unset, and so does a relative one
/// (the specification says such values are invalid and must be ignored).
///
/// `--data-dir DIR` (highest precedence) or the environment variable `CLEARFIELD_HOME` puts every
/// file under that one directory instead, as `DIR/data`, `DIR/state` and `DIR/config`. A relative
/// DIR is taken relative to the current directory at launch.
///
/// Resolution is pure (the environment, home and current directory are passed in) so it can be
/// tested; `createDirectories()` is the separate step that touches the file system.
public struct AppPaths: Equatable, Sendable {
    /// Which rule chose the directories; shown by commands that say where files go.
    public enum Origin: Equatable, Sendable {
        case dataDirectoryOption
        case clearfieldHome
        case xdg
    }

    public static let applicationName = "clearfield"
    public static let overrideVariable = "CLEARFIELD_HOME"
    public static let databaseFileName = "clearfield.sqlite"

    public var dataDirectory: URL
    public var stateDirectory: URL
    public var configDirectory: URL
    public var origin: Origin

    public init(dataDirectory: URL, stateDirectory: URL, configDirectory: URL, origin: Origin) {
        self.dataDirectory = dataDirectory
        self.stateDirectory = stateDirectory
        self.configDirectory = configDirectory
        self.origin = origin
    }

    /// All three directories under one root, as `--data-dir` and `CLEARFIELD_HOME` lay them out.
    public init(root: URL, origin: Origin) {
        self.init(
            dataDirectory: root.appendingPathComponent("data", isDirectory: true),
            stateDirectory: root.appendingPathComponent("state", isDirectory: true),
            configDirectory: root.appendingPathComponent("config", isDirectory: true),
            origin: origin
        )
    }

    /// The SQLite database holding levels, players, progress, totals and achievements.
    public var databaseFile: URL { dataDirectory.appendingPathComponent(Self.databaseFileName) }

    /// Resolves the directories from explicit inputs.
    ///
    /// - Parameters:
    ///   - dataDirectoryOption: the value of `--data-dir`, if given.
    ///   - environment: the process environment (only `CLEARFIELD_HOME` and `XDG_*_HOME` are read).
    ///   - homeDirectory: the user's home directory, used for the XDG defaults.
    ///   - currentDirectory: what a relative `--data-dir` or `CLEARFIELD_HOME` is relative to.
    public static func resolve(
        dataDirectoryOption: String?,
        environment: [String: String],
        homeDirectory: String,
        currentDirectory: String
    ) throws -> AppPaths {
        // An empty `--data-dir ""` is a mistake (an unset shell variable), not a choice of the
        // default folders: the game would silently use files the player did not name.
        if let option = dataDirectoryOption, option.allSatisfy(\.isWhitespace) {
            throw AppPathsError.emptyDataDirectory
        }
        if let option = nonEmpty(dataDirectoryOption) {
            return AppPaths(root: absolute(option, in: currentDirectory), origin: .dataDirectoryOption)
        }
        // The same for the variable: `CLEARFIELD_HOME=` (or set from an unset variable) names no
        // folder, and is refused as `--data-dir ""` is rather than read as "the defaults".
        if dataDirectoryOption == nil, let home = environment[overrideVariable], home.allSatisfy(\.isWhitespace) {
            throw AppPathsError.emptyHomeVariable
        }
        if let home = nonEmpty(environment[overrideVariable]) {
            return AppPaths(root: absolute(home, in: currentDirectory), origin: .clearfieldHome)
        }
        func xdg(_ variable: String, default relativeToHome: String) throws -> URL {
            if let value = nonEmpty(environment[variable]), value.hasPrefix("/") {
                return URL(fileURLWithPath: value, isDirectory: true)
                    .appendingPathComponent(applicationName, isDirectory: true).standardizedFileURL
            }
            guard homeDirectory.hasPrefix("/") else {
                throw AppPathsError.noHomeDirectory(variable: variable)
            }
            return URL(fileURLWithPath: homeDirectory, isDirectory: true)
                .appendingPathComponent(relativeToHome, isDirectory: true)
                .appendingPathComponent(applicationName, isDirectory: true).standardizedFileURL
        }
        return AppPaths(
            dataDirectory: try xdg("XDG_DATA_HOME", default: ".local/share"),
            stateDirectory: try xdg("XDG_STATE_HOME", default: ".local/state"),
            configDirectory: try xdg("XDG_CONFIG_HOME", default: ".config"),
            origin: .xdg
        )
    }

    /// Resolves the directories for this process (its environment, home and current directory).
    public static func forCurrentProcess(dataDirectoryOption: String?) throws -> AppPaths {
        let environment = ProcessInfo.processInfo.environment
        let home = nonEmpty(environment["HOME"]) ?? FileManager.default.homeDirectoryForCurrentUser.path
        return try resolve(
            dataDirectoryOption: dataDirectoryOption,
            environment: environment,
            homeDirectory: home,
            currentDirectory: FileManager.default.currentDirectoryPath
        )
    }

    /// Creates the data, state and config directories (and their parents) if they are missing.
    ///
    /// Throws `AppPathsError.cannotCreate` naming the directory when one cannot be made, for
    /// instance because a regular file stands in its place or a parent is not writable.
    public func createDirectories(fileManager: FileManager = .default,
                                  probe: (String) -> FolderAccess = FolderAccess.probe) throws {
        for directory in [dataDirectory, stateDirectory, configDirectory] {
            if let folder = Self.unreadableFolder(on: directory, probe: probe) {
                throw AppPathsError.cannotRead(path: folder)
            }
            if let file = Self.fileInTheWay(of: directory, fileManager: fileManager) {
                throw AppPathsError.cannotCreate(path: directory.path, reason: "\(file) is a file, not a directory")
            }
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue {
                continue
            }
            do {
                try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw AppPathsError.cannotCreate(path: directory.path, reason: Self.reason(for: error))
            }
        }
    }

    /// The directory itself or the nearest of its parents the game can see, when the game may
    /// not read or enter it: creating below it would fail with a "permission denied" that names
    /// the wrong folder.
    static func unreadableFolder(on directory: URL, probe: (String) -> FolderAccess) -> String? {
        var candidate = directory.standardizedFileURL.path
        while !candidate.isEmpty {
            switch probe(candidate) {
            // A file where a folder belongs is `fileInTheWay`'s to report.
            case .readable, .notAFolder: return nil
            case .unreadable: return candidate
            case .missing, .hidden: break
            }
            guard candidate != "/" else { return nil }
            candidate = (candidate as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The directory itself or the nearest of its parents that exists, when that one is not a
    /// directory (Foundation's own error for this case names neither path).
    private static func fileInTheWay(of directory: URL, fileManager: FileManager) -> String? {
        var candidate = directory.standardizedFileURL
        while candidate.path != "/" && !candidate.path.isEmpty {
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : candidate.path
            }
            candidate = candidate.deletingLastPathComponent().standardizedFileURL
        }
        return nil
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    private static func absolute(_ path: String, in currentDirectory: String) -> URL {
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        return URL(fileURLWithPath: path, isDirectory: true, relativeTo: path.hasPrefix("/") ? nil : base)
            .absoluteURL.standardizedFileURL
    }

    private static func reason(for error: Error) -> String {
        FileErrorReason.plain(error)
    }
}

/// What the game may do with a folder on the way to its own.
public enum FolderAccess: Equatable, Sendable {
    case missing
    /// A folder above it may not be entered, so whether it exists cannot be told.
    case hidden
    case readable
    /// It exists, and the game may not list or enter it.
    case unreadable
    /// Something other than a folder is there.
    case notAFolder

    public static func probe(_ path: String) -> FolderAccess {
        var info = stat()
        if stat(path, &info) != 0 { return errno == EACCES ? .hidden : .missing }
        guard info.st_mode & S_IFMT == S_IFDIR else { return .notAFolder }
        return access(path, R_OK | X_OK) == 0 ? .readable : .unreadable
    }
}

/// Why the game's directories could not be resolved or created.
public enum AppPathsError: Error, Equatable, CustomStringConvertible {
    case noHomeDirectory(variable: String)
    case cannotCreate(path: String, reason: String)
    case cannotRead(path: String)
    case emptyDataDirectory
    case emptyHomeVariable

    public var description: String {
        switch self {
        case let .noHomeDirectory(variable):
            "cannot tell where to keep game files: HOME is not an absolute path and \(variable) is unset; "
                + "set HOME, \(variable), \(AppPaths.overrideVariable) or pass --data-dir"
        case let .cannotCreate(path, reason) where reason == "permission denied":
            "cannot create the directory \(path): permission denied; make "
                + "\((path as NSString).deletingLastPathComponent) writable"
        case let .cannotRead(path):
            "cannot read the folder \(path): permission denied; make it readable (chmod u+rwx \(path)) "
                + "or keep the game's files elsewhere with --data-dir DIR"
        case let .cannotCreate(path, reason):
            "cannot create the directory \(path): \(reason)"
        case .emptyDataDirectory:
            "--data-dir was given an empty path; name the folder for the game's files, or leave the option out"
        case .emptyHomeVariable:
            "\(AppPaths.overrideVariable) is set to an empty path; name the folder for the game's files, "
                + "or unset it (unset \(AppPaths.overrideVariable)) for the default folders"
        }
    }
}
