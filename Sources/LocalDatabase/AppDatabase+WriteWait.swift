import Foundation
import GRDB
import GRDBSQLite

extension AppDatabase {
    /// Runs `body` with this connection's writes waiting at most `seconds` for another connection
    /// (another copy of the game, a tool) that holds the database, instead of `busyTimeout`: for
    /// writes made while the player waits on them (the end of a game), which fail fast and are
    /// retried later rather than freezing the screen. Writes run on one serial writer connection,
    /// so the shorter wait applies to these writes only.
    public func waitingAtMost<T>(_ seconds: TimeInterval, _ body: () throws -> T) rethrows -> T {
        setBusyTimeout(seconds)
        defer { setBusyTimeout(Self.busyTimeout) }
        return try body()
    }

    private func setBusyTimeout(_ seconds: TimeInterval) {
        // Taking GRDB's writer queue waits for no SQLite lock: only BEGIN does.
        dbWriter.writeWithoutTransaction { db in
            _ = sqlite3_busy_timeout(db.sqliteConnection, Int32(clamping: Int((seconds * 1000).rounded())))
        }
    }
}
