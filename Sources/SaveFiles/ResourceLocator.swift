import Foundation

/// The read-only directories the game ships with.
public struct ResourceDirectories: Equatable, Sendable {
    /// The directory holding both `levels/` and `assets/`.
    public var root: URL
    public var levels: URL { root.appendingPathComponent("levels", isDirectory: true) }
    public var assets: URL { root.appendingPathComponent("assets", isDirectory: true) }
    public var backgrounds: URL { assets.appendingPathComponent("backgrounds", isDirectory: true) }

    public init(root: URL) {
        self.root = root
    }

    /// The background names a level may use: the files in `assets/backgrounds/`, without their
    /// extension (`forest.txt` is the background `forest`). Empty when the folder is missing.
    public func backgroundNames(fileManager: FileManager = .default) -> Set<String> {
        let files = (try? fileManager.contentsOfDirectory(atPath: backgrounds.path)) ?? []
        return Set(files.filter { !$0.hasPrefix(".") }.map { ($0 as NSString).deletingPathExtension })
    }
}

/// Finds the `levels/` and `assets/` directories wherever the program is run from, never relative
/// to the current directory. In order:
///
/// 1. `CLEARFIELD_RESOURCES`, when set and not empty, must name a directory holding both
///    (a wrong value is an error rather than silently ignored).
/// 2. Walking up from the executable's real path (symlinks resolved): the first ancestor holding
///    both. This covers `swift run` and the test runner, whose binaries live in
///    `<repository>/.build/<triple>/<configuration>/`.
/// 3. The installed layout: `<prefix>/share/clearfield/` for `<prefix>/bin/clearfield`.
public struct ResourceLocator: Sendable {
    public static let overrideVariable = "CLEARFIELD_RESOURCES"

    public var environment: [String: String]
    /// The executable's path as the system reports it (`/proc/self/exe` on Linux); symlinks in it
    /// are resolved before searching.
    public var executablePath: String?

    public init(environment: [String: String], executablePath: String?) {
        self.environment = environment
        self.executablePath = executablePath
    }

    /// A locator for this process: its environment and `/proc/self/exe`.
    public static func forCurrentProcess() -> ResourceLocator {
        // /proc/self/exe is the kernel's record of the running binary; elsewhere Foundation asks the OS.
        let executable = FileManager.default.fileExists(atPath: "/proc/self/exe")
            ? "/proc/self/exe" : Bundle.main.executablePath
        return ResourceLocator(environment: ProcessInfo.processInfo.environment, executablePath: executable)
    }

    public func locate(fileManager: FileManager = .default) throws -> ResourceDirectories {
        var searched: [String] = []
        if let override = environment[Self.overrideVariable], !override.isEmpty {
            let root = URL(fileURLWithPath: override, isDirectory: true).standardizedFileURL
            if Self.holdsResources(root, fileManager: fileManager) { return ResourceDirectories(root: root) }
            throw ResourceLocatorError.badOverride(path: root.path)
        }
        guard let executablePath, let executable = Self.realPath(executablePath) else {
            throw ResourceLocatorError.notFound(searched: ["(the executable's path is unknown)"])
        }
        let binDirectory = executable.deletingLastPathComponent()
        var directory = binDirectory
        while true {
            searched.append(directory.path)
            if Self.holdsResources(directory, fileManager: fileManager) { return ResourceDirectories(root: directory) }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { break }
            directory = parent
        }
        let installed = binDirectory.deletingLastPathComponent()
            .appendingPathComponent("share", isDirectory: true)
            .appendingPathComponent(AppPaths.applicationName, isDirectory: true)
        searched.append(installed.path)
        if Self.holdsResources(installed, fileManager: fileManager) { return ResourceDirectories(root: installed) }
        throw ResourceLocatorError.notFound(searched: searched)
    }

    static func holdsResources(_ directory: URL, fileManager: FileManager) -> Bool {
        isDirectory(directory.appendingPathComponent("levels"), fileManager: fileManager)
            && isDirectory(directory.appendingPathComponent("assets"), fileManager: fileManager)
    }

    private static func isDirectory(_ url: URL, fileManager: FileManager) -> Bool {
        var isDirectory: ObjCBool = false
        return fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The canonical path with every symlink resolved (`realpath(3)`), or nil if it does not exist.
    private static func realPath(_ path: String) -> URL? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved), isDirectory: false)
    }
}

/// Why the shipped levels and assets could not be found.
public enum ResourceLocatorError: Error, Equatable, CustomStringConvertible {
    case badOverride(path: String)
    case notFound(searched: [String])

    public var description: String {
        switch self {
        case let .badOverride(path):
            "\(ResourceLocator.overrideVariable) is \(path), which does not contain both levels/ and assets/"
        case let .notFound(searched):
            "cannot find the game's levels/ and assets/ directories; looked in: "
                + searched.joined(separator: ", ")
                + " (set \(ResourceLocator.overrideVariable) to the directory that holds them)"
        }
    }
}
