import Foundation
import GRDB
import Testing
@testable import SaveFiles
@testable import LocalDatabase

/// Issue 34's smaller items about folders: a read-only mount is not sent to chmod, an unreadable
/// folder is named as such, and an empty CLEARFIELD_HOME is refused as `--data-dir ""` is.
@Suite struct FolderAccessMessageTests {
    @Test func aReadOnlyMountIsNotSentToChmod() {
        let advice = FileErrorReason.unwritableFolderAdvice("/media/cd", readOnlyMount: true)
        #expect(advice.contains("mounted read-only") && !advice.contains("chmod"), "\(advice)")
        #expect(FileErrorReason.unwritableFolderAdvice("/home/ada", readOnlyMount: false).contains("chmod u+w /home/ada"))
        let error = DatabaseError(resultCode: .SQLITE_READONLY, message: "attempt to write a readonly database")
        let directory = FileManager.default.temporaryDirectory
        let reason = AppDatabase.openFailureReason(error, file: directory.appendingPathComponent("clearfield.sqlite"),
                                                   readOnlyMount: true)
        #expect(!reason.contains("chmod") && reason.contains("read-only"), "\(reason)")
    }

    @Test func theRootFileSystemHereIsNotReadOnly() {
        #expect(!FileErrorReason.isOnReadOnlyMount(FileManager.default.temporaryDirectory.path))
    }

    /// /srv/locked may not be read: the data folder below it cannot even be looked for.
    @Test func theNearestUnreadableFolderIsTheOneNamed() throws {
        let probe: (String) -> FolderAccess = { path in
            switch path {
            case "/srv/locked": .unreadable
            case "/srv/locked/game", "/srv/locked/game/data": .hidden
            default: .readable
            }
        }
        let paths = AppPaths(root: URL(fileURLWithPath: "/srv/locked/game"), origin: .dataDirectoryOption)
        #expect(throws: AppPathsError.cannotRead(path: "/srv/locked")) { try paths.createDirectories(probe: probe) }
        #expect(AppPathsError.cannotRead(path: "/srv/locked").description.hasPrefix("cannot read the folder /srv/locked:"))
        #expect(AppPaths.unreadableFolder(on: URL(fileURLWithPath: "/srv/open/game"), probe: probe) == nil)
    }

    @Test func anEmptyHomeVariableIsRefused() throws {
        let resolve = { (environment: [String: String]) in
            try AppPaths.resolve(dataDirectoryOption: nil, environment: environment, homeDirectory: "/home/ada",
                                 currentDirectory: "/work")
        }
        #expect(throws: AppPathsError.emptyHomeVariable) { try resolve(["CLEARFIELD_HOME": ""]) }
        #expect(throws: AppPathsError.emptyHomeVariable) { try resolve(["CLEARFIELD_HOME": "  "]) }
        // The option, when given, decides.
        #expect(try AppPaths.resolve(dataDirectoryOption: "/opt/cf", environment: ["CLEARFIELD_HOME": ""],
                                     homeDirectory: "/home/ada", currentDirectory: "/work").origin == .dataDirectoryOption)
    }
}
