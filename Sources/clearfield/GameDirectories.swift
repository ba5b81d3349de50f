import Foundation

/// Where the game keeps its files. `--data-dir DIR` (or CLEARFIELD_HOME) puts everything
/// under DIR; otherwise data goes to $XDG_DATA_HOME/clearfield and state (saves) to
/// $XDG_STATE_HOME/clearfield, with the XDG defaults under the home directory.
struct GameDirectories: Equatable {
    var data: URL
    var state: URL

    init(dataDirectoryOption: String?, environment: [String: String]) {
        func nonEmpty(_ key: String) -> String? {
            guard let value = environment[key], !value.isEmpty else { return nil }
            return value
        }
        if let root = dataDirectoryOption.flatMap({ $0.isEmpty ? nil : $0 }) ?? nonEmpty("CLEARFIELD_HOME") {
            let url = URL(fileURLWithPath: root, isDirectory: true).standardizedFileURL
            data = url
            state = url
            return
        }
        let home = nonEmpty("HOME").map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        // XDG: a relative path is invalid and must be ignored, like an empty one.
        func base(_ key: String, default relative: String) -> URL {
            if let value = nonEmpty(key), value.hasPrefix("/") { return URL(fileURLWithPath: value, isDirectory: true) }
            return home.appendingPathComponent(relative, isDirectory: true)
        }
        data = base("XDG_DATA_HOME", default: ".local/share").appendingPathComponent("clearfield", isDirectory: true)
        state = base("XDG_STATE_HOME", default: ".local/state").appendingPathComponent("clearfield", isDirectory: true)
    }
}
