import Foundation

/// Finds the directory holding `assets/` and `levels/`, wherever the program is run from:
/// CLEARFIELD_RESOURCES when set; next to the executable or any directory above it (a
/// `swift build` tree keeps the binary under the package's .build); the installed layout
/// PREFIX/share/clearfield beside PREFIX/bin; and last the package this binary was built from.
enum ResourceDirectory {
    static let marker = "assets/title.txt"

    static func locate(environment: [String: String]) -> URL? {
        var candidates: [URL] = []
        if let explicit = environment["CLEARFIELD_RESOURCES"], !explicit.isEmpty {
            candidates.append(URL(fileURLWithPath: explicit, isDirectory: true))
        }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            var directory = executable.deletingLastPathComponent()
            while directory.path != "/" {
                candidates.append(directory)
                candidates.append(directory.appendingPathComponent("share/clearfield", isDirectory: true))
                directory = directory.deletingLastPathComponent()
            }
        }
        // Sources/clearfield/ResourceDirectory.swift → the package root.
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot)
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent(marker).path) }
    }
}
