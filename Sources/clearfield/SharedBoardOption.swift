import Foundation
import SharedBoard
import Storage

/// Which shared board this run uses: `--shared-board`, then `CLEARFIELD_SHARED_BOARD`, then
/// `sharedBoard` in config/settings.json, completed by the libpq variables and ~/.pgpass. Nil
/// when none is configured: the boards are then the SQLite ones only, as before.
enum SharedBoardOption {
    static func settings(global: GlobalOptions, paths: AppPaths?,
                         environment: [String: String]) throws -> (BoardConnectionSettings?, [String]) {
        var warnings: [String] = []
        let setting = paths.flatMap { sharedBoardSetting(in: $0, warnings: &warnings) }
        let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
        let settings = try BoardConnectionSettings.resolve(
            option: global.sharedBoard, environment: environment, setting: setting, homeDirectory: home,
            loginName: Player.loginName(environment: environment), warnings: &warnings)
        return (settings, warnings)
    }

    /// The `sharedBoard` string of config/settings.json, nil when the file or the key is missing
    /// (a file that is not JSON is the settings loader's to report).
    static func sharedBoardSetting(in paths: AppPaths, warnings: inout [String]) -> String? {
        let file = SettingsFile(configDirectory: paths.configDirectory)
        guard let data = try? file.read(),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let value = object["sharedBoard"] else { return nil }
        guard let text = value as? String else {
            warnings.append("sharedBoard in config/settings.json is not a string: it was ignored")
            return nil
        }
        return text
    }
}
