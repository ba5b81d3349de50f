import Foundation
import GameCore
import GRDB
import Testing
@testable import LocalDatabase

/// The game writes dates itself (GRDB's formatter would load ICU); they must read exactly as
/// GRDB's own writing, so databases written before and after agree.
@Suite struct StoredDateTests {
    @Test func writesEveryDateAsGRDBDoes() {
        var random = SeededGenerator(seed: 20_261_124)
        var dates = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -0.5),
                     Date(timeIntervalSince1970: 1_800_000_000.999), Date(timeIntervalSince1970: 951_782_400.0005)]
        for _ in 0..<2_000 {
            // 1900 to 2400, with fractions of a millisecond.
            dates.append(Date(timeIntervalSince1970: Double.random(in: -2_208_988_800...13_569_465_600, using: &random)))
        }
        for date in dates {
            #expect(StoredDate.text(date).databaseValue == date.databaseValue, "\(date.timeIntervalSince1970)")
        }
    }

    @Test func readsEveryDateAsGRDBDoes() {
        var random = SeededGenerator(seed: 11_24)
        var texts = ["2027-01-15 08:01:40.250", "2000-02-29", "1999-12-31 23:59", "2026-11-24T01:02:03",
                     "1969-12-31 23:59:59.999", "2100-03-01 00:00:00.000"]
        for _ in 0..<2_000 {
            let date = Date(timeIntervalSince1970: Double.random(in: -2_208_988_800...13_569_465_600, using: &random))
            texts.append(StoredDate.text(date))
        }
        for text in texts {
            let value = text.databaseValue
            #expect(StoredDate.date(from: value) == Date.fromDatabaseValue(value), "\(text)")
        }
        // What it does not read itself still reads as GRDB reads it.
        for odd in ["2027-01-15 08:01:40.25", "12345", "not a date"] {
            #expect(StoredDate.date(from: odd.databaseValue) == Date.fromDatabaseValue(odd.databaseValue), "\(odd)")
        }
    }

    @Test func recordsWriteTheirDatesThroughIt() throws {
        let queue = try DatabaseQueue()
        let date = Date(timeIntervalSince1970: 1_800_000_100.25)
        try queue.write { db in
            try db.create(table: "finishedGame") { t in
                t.column("gameId", .text)
                t.column("playerId", .integer)
                t.column("game", .text)
                t.column("outcome", .text)
                t.column("finishedAt", .datetime)
                // The game history's columns (migration "v2-game-history").
                t.column("context", .jsonText)
                t.column("playTimeMs", .integer)
                t.column("stats", .jsonText)
            }
            try FinishedGameRecord(gameID: "g", playerID: 1, game: "mines", outcome: "won", finishedAt: date).insert(db)
        }
        let stored = try queue.read { db in try String.fetchOne(db, sql: "SELECT finishedAt FROM finishedGame") }
        #expect(stored == "2027-01-15 08:01:40.250")
        let readBack = try queue.read { db in try FinishedGameRecord.fetchOne(db) }
        #expect(readBack?.finishedAt == date)
    }
}
