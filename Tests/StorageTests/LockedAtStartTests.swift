import Foundation
import GRDB
import Testing
@testable import LocalDatabase

/// A database another program holds at start (issue 21, point 7): the open gives up after its
/// patience, with a sentence saying so rather than SQLite's "database is locked".
@Suite struct LockedAtStartTests {
    @Test func aHeldDatabaseIsSaidToBeInUse() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("clearfield.sqlite")
        _ = try AppDatabase.open(at: file)
        var configuration = Configuration()
        configuration.busyMode = .immediateError
        configuration.allowsUnsafeTransactions = true  // the lock is held across accesses on purpose
        let holder = try DatabaseQueue(path: file.path, configuration: configuration)
        try holder.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE")
            try db.execute(sql: "BEGIN EXCLUSIVE")
            try db.execute(sql: "UPDATE player SET name = name")
        }
        do {
            _ = try AppDatabase.open(at: file, patience: 0)
            Issue.record("the held database was opened")
        } catch {
            #expect("\(error)".contains("another program is using it"), "\(error)")
        }
        try holder.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
    }
}
