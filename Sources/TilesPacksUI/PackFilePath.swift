import Shell
import Foundation

/// A pack file's path as the player typed it, made a file to import: `~` is their home, a
/// relative path starts where the game was started, and a path that is not a readable file is
/// told in a sentence before any work starts.
package struct PackFilePath: Equatable, Sendable {
    /// Where `~` leads (`$HOME`); nil when unknown.
    package var home: String?
    /// Where a relative path starts.
    package var workingDirectory: String

    package static var current: PackFilePath {
        PackFilePath(home: ProcessInfo.processInfo.environment["HOME"].flatMap { $0.isEmpty ? nil : $0 },
                     workingDirectory: FileManager.default.currentDirectoryPath)
    }

    /// The absolute path `typed` names, or why it names none.
    package func expand(_ typed: String) -> Result<String, PackFileProblem> {
        let trimmed = typed.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return .failure(PackFileProblem("Type the path of a pack file (a .sql file)")) }
        var path = trimmed
        if path == "~" || path.hasPrefix("~/") {
            guard let home else { return .failure(PackFileProblem("~ cannot be used: HOME is not set")) }
            path = home + path.dropFirst()
        } else if path.hasPrefix("~") {
            return .failure(PackFileProblem("Only ~ (your own home) can start a path, not \(path.prefix { $0 != "/" })"))
        }
        if !path.hasPrefix("/") { path = workingDirectory + "/" + path }
        return .success(URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    /// The file `typed` names, checked to be a file that can be read.
    package func resolve(_ typed: String, files: FileManager = .default) -> Result<URL, PackFileProblem> {
        expand(typed).flatMap { path in
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: path, isDirectory: &isFolder) else {
                return .failure(PackFileProblem("There is no file \(path)"))
            }
            if isFolder.boolValue { return .failure(PackFileProblem("\(path) is a folder, not a pack file")) }
            guard files.isReadableFile(atPath: path) else {
                return .failure(PackFileProblem("\(path) cannot be read (no permission)"))
            }
            return .success(URL(fileURLWithPath: path))
        }
    }
}

/// Why a typed path is not a pack file to import, in a sentence for the player.
package struct PackFileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    package var description: String

    package init(_ description: String) {
        self.description = description
    }
}
