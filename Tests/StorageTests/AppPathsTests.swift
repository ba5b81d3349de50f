import Foundation
import Testing
@testable import SaveFiles

@Suite struct AppPathsTests {
    func resolve(option: String? = nil, _ environment: [String: String], home: String = "/home/ada") throws -> AppPaths {
        try AppPaths.resolve(
            dataDirectoryOption: option, environment: environment, homeDirectory: home, currentDirectory: "/work/here")
    }

    @Test func unsetXDGVariablesUseTheDefaultsUnderHome() throws {
        let paths = try resolve([:])
        #expect(paths.dataDirectory.path == "/home/ada/.local/share/clearfield")
        #expect(paths.stateDirectory.path == "/home/ada/.local/state/clearfield")
        #expect(paths.configDirectory.path == "/home/ada/.config/clearfield")
        #expect(paths.databaseFile.path == "/home/ada/.local/share/clearfield/clearfield.sqlite")
        #expect(paths.origin == .xdg)
    }

    @Test func setXDGVariablesAreUsed() throws {
        let paths = try resolve(["XDG_DATA_HOME": "/data", "XDG_STATE_HOME": "/var/state/", "XDG_CONFIG_HOME": "/cfg"])
        #expect(paths.dataDirectory.path == "/data/clearfield")
        #expect(paths.stateDirectory.path == "/var/state/clearfield")
        #expect(paths.configDirectory.path == "/cfg/clearfield")
    }

    @Test func emptyOrRelativeXDGVariablesCountAsUnset() throws {
        let paths = try resolve(["XDG_DATA_HOME": "", "XDG_STATE_HOME": "relative/state"])
        #expect(paths.dataDirectory.path == "/home/ada/.local/share/clearfield")
        #expect(paths.stateDirectory.path == "/home/ada/.local/state/clearfield")
    }

    @Test func clearfieldHomePutsEveryFileUnderOneDirectory() throws {
        let paths = try resolve(["CLEARFIELD_HOME": "/tmp/cf", "XDG_DATA_HOME": "/data"])
        #expect(paths.dataDirectory.path == "/tmp/cf/data")
        #expect(paths.stateDirectory.path == "/tmp/cf/state")
        #expect(paths.configDirectory.path == "/tmp/cf/config")
        #expect(paths.origin == .clearfieldHome)
        // Set to nothing, it is refused (issue 34), as an empty --data-dir is.
        #expect(throws: AppPathsError.emptyHomeVariable) { try resolve(["CLEARFIELD_HOME": ""]) }
    }

    @Test func theDataDirOptionWinsOverEverything() throws {
        let paths = try resolve(option: "/opt/game", ["CLEARFIELD_HOME": "/tmp/cf", "XDG_DATA_HOME": "/data"])
        #expect(paths.dataDirectory.path == "/opt/game/data")
        #expect(paths.origin == .dataDirectoryOption)
        // An empty option is refused, not taken for no option (issue 21).
        #expect(throws: AppPathsError.emptyDataDirectory) { try resolve(option: "", ["CLEARFIELD_HOME": "/tmp/cf"]) }
        #expect(throws: AppPathsError.emptyDataDirectory) { try resolve(option: "  ", [:]) }
    }

    @Test func relativeOverridesAreTakenFromTheCurrentDirectory() throws {
        #expect(try resolve(option: "saves/../mine", [:]).dataDirectory.path == "/work/here/mine/data")
        #expect(try resolve(["CLEARFIELD_HOME": "cf"]).stateDirectory.path == "/work/here/cf/state")
    }

    @Test func withoutAHomeTheXDGDefaultsAreAnError() throws {
        #expect(throws: AppPathsError.noHomeDirectory(variable: "XDG_DATA_HOME")) {
            try resolve([:], home: "")
        }
        // An override needs no home.
        #expect(try resolve(["CLEARFIELD_HOME": "/tmp/cf"], home: "").dataDirectory.path == "/tmp/cf/data")
    }

    @Test func creatingDirectoriesMakesThemAndReportsAFileInTheWay() throws {
        let directory = try TemporaryDirectory()
        let paths = AppPaths(root: directory.url.appendingPathComponent("deep/root"), origin: .clearfieldHome)
        try paths.createDirectories()
        try paths.createDirectories()  // idempotent
        for url in [paths.dataDirectory, paths.stateDirectory, paths.configDirectory] {
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        }

        try directory.write("in the way", to: "blocked/state")
        let blocked = AppPaths(root: directory.url.appendingPathComponent("blocked"), origin: .clearfieldHome)
        let inTheWay = blocked.stateDirectory.path
        #expect(throws: AppPathsError.cannotCreate(path: inTheWay, reason: "\(inTheWay) is a file, not a directory")) {
            try blocked.createDirectories()
        }
    }

    @Test func aFileWhereAParentShouldBeIsNamedInPlainWords() throws {
        let directory = try TemporaryDirectory()
        try directory.write("not a directory", to: "afile")
        let file = directory.url.appendingPathComponent("afile").standardizedFileURL.path
        let paths = AppPaths(root: directory.url.appendingPathComponent("afile"), origin: .dataDirectoryOption)
        let error = #expect(throws: AppPathsError.self) { try paths.createDirectories() }
        #expect(error?.description == "cannot create the directory \(file)/data: \(file) is a file, not a directory")
    }
}
