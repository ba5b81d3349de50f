import Foundation
import Synchronization
import Testing
@testable import TilesLevels

/// The sandbox on its own, statement by statement: what untrusted SQL may and may not do.
@Suite struct SQLSandboxTests {
    let origin = FileLocation(file: "test.sql", line: 7)

    func makeSandbox(_ limits: SandboxLimits = .standard, clock: SandboxClock = .system) throws -> SQLSandbox {
        try SQLSandbox(tables: [.levels, .packMetadata], limits: limits, clock: clock,
                       bookkeepingTables: LevelStaging.bookkeepingTables)
    }

    func refusal(_ outcome: SQLSandbox.Outcome) -> String? {
        if case let .refused(reason) = outcome { return reason }
        return nil
    }

    @Test func ordinaryStatementsOnItsTablesRunAndRememberTheirOrigin() throws {
        let sandbox = try makeSandbox()
        let insert = sandbox.run("""
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3)
            INSERT INTO levels (ix, map, name, par) SELECT i, 'RR', upper('level ' || i), 1 FROM n
            """, origin: origin)
        #expect(insert == .done(deleted: [:], redefined: []))
        #expect(sandbox.run("UPDATE levels SET par = 2 WHERE ix = 2", origin: .init(file: "b.sql", line: 3))
                == .done(deleted: [:], redefined: []))
        #expect(sandbox.run("INSERT INTO pack (name, author) VALUES ('Mine', 'me')", origin: origin)
                == .done(deleted: [:], redefined: []))
        let rows = try sandbox.rows(of: "levels")
        #expect(rows.map { $0.values["name"]?.storage } == ["LEVEL 1", "LEVEL 2", "LEVEL 3"].map { .string($0) })
        #expect(rows.map(\.origin) == [origin, .init(file: "b.sql", line: 3), origin])
        #expect(try sandbox.count(of: "pack") == 1)
    }

    @Test func deletesAndRepeatedKeysAreCounted() throws {
        let sandbox = try makeSandbox()
        _ = sandbox.run("INSERT INTO levels (ix, map, name, par) VALUES (1, 'RR', 'a', 1), (2, 'RR', 'b', 1)",
                        origin: origin)
        let again = sandbox.run("INSERT OR REPLACE INTO levels (ix, map, name, par) VALUES (2, 'GG', 'c', 1)",
                                origin: .init(file: "later.sql", line: 1))
        #expect(again == .done(deleted: [:], redefined: [.init(table: "levels", rowid: 2, earlier: origin)]))
        #expect(sandbox.run("DELETE FROM levels", origin: origin) == .done(deleted: ["levels": 2], redefined: []))
    }

    /// Statements that get past the keyword check of level files, refused by the authorizer or a limit.
    @Test(arguments: [
        ("ATTACH DATABASE '/tmp/clearfield-sandbox-attack.sqlite' AS other", "ATTACH"),
        ("DETACH DATABASE other", "DETACH"),
        ("PRAGMA writable_schema = 1", "PRAGMA"),
        ("CREATE TRIGGER t AFTER INSERT ON levels BEGIN DELETE FROM levels; END", "CREATE TRIGGER is not allowed"),
        // A table or view writes the schema table first, which is where SQLite asks first.
        ("CREATE VIEW v AS SELECT * FROM levels", "change the database schema"),
        ("CREATE TABLE other (x)", "change the database schema"),
        ("CREATE TEMP TABLE other (x)", "change the database schema"),
        ("DROP TABLE levels", "DROP"),
        ("BEGIN", "transaction"),
        ("DELETE FROM player", "player"),
        ("WITH x AS (SELECT 1) UPDATE levelProgress SET bestScore = 0", "levelProgress"),
        ("DELETE FROM levelSource", "bookkeeping (levelSource)"),
        ("UPDATE clearfield_origin SET line = 1", "bookkeeping (clearfield_origin)"),
        ("SELECT * FROM clearfield_cursor", "bookkeeping (clearfield_cursor)"),
        ("SELECT * FROM sqlite_master", "sqlite_master"),
        ("SELECT load_extension('/tmp/libevil.so')", "load_extension()"),
        ("SELECT zeroblob(400000000)", "zeroblob()"),
        ("""
        WITH RECURSIVE m(s) AS (SELECT 'R' UNION ALL SELECT s || s FROM m WHERE length(s) < 100000000)
        INSERT INTO levels (ix, map, name, par) SELECT 2, s, 'Huge', 1 FROM m WHERE length(s) >= 100000000
        """, "larger than 16 kB"),
        ("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c", "steps"),
        // A queue of big rows that grows without end: slow steps, so the memory limit stops it.
        ("""
        WITH RECURSIVE c(x, s) AS (SELECT 1, printf('%.*c', 16000, 'R')
            UNION ALL SELECT x + 1, s FROM c, (SELECT 1 UNION ALL SELECT 2)) SELECT count(*) FROM c
        """, "more than 64 MB of memory"),
        ("""
        WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < 100001)
        INSERT INTO levels (ix, map, name, par) SELECT i, 'RR', 'Level', 1 FROM n
        """, "more than 2,000 rows"),
    ])
    func refusesWhatLevelSQLMayNotDo(statement: String, reason: String) throws {
        let sandbox = try makeSandbox()
        _ = sandbox.run("INSERT INTO levels (ix, map, name, par) VALUES (1, 'RR', 'Kept', 1)", origin: origin)
        let outcome = sandbox.run(statement, origin: origin)
        let refused = try #require(refusal(outcome), "\(statement) was not refused: \(outcome)")
        #expect(refused.contains(reason), "\(refused)")
        // Nothing of the refused statement remains.
        #expect(try sandbox.rows(of: "levels").map { $0.values["name"]?.storage } == [.string("Kept")])
    }

    @Test func aStatementOverTheLengthLimitIsRefusedBeforeItRuns() throws {
        var limits = SandboxLimits.standard
        limits.maxStatementBytes = 1_000
        let sandbox = try makeSandbox(limits)
        let long = "INSERT INTO levels (ix, map, name, par) VALUES (1, 'RR', '\(String(repeating: "x", count: 2_000))', 1)"
        #expect(refusal(sandbox.run(long, origin: origin))?.contains("more than the 1 kB allowed") == true)
        #expect(try sandbox.count(of: "levels") == 0)
    }

    @Test func theWallTimeLimitStopsAStatementAndEverythingAfterIt() throws {
        // A clock that moves one second every time it is read: the 10 s budget runs out at once.
        let ticks = Ticker()
        let sandbox = try makeSandbox(clock: SandboxClock { ticks.next() })
        let outcome = sandbox.run("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c",
                                  origin: origin)
        #expect(refusal(outcome)?.contains("longer than the time allowed") == true, "\(outcome)")
        #expect(sandbox.isExhausted)
    }

    @Test func theStepBudgetIsSharedByAllStatements() throws {
        var limits = SandboxLimits.standard
        limits.maxSteps = 50_000
        let sandbox = try makeSandbox(limits)
        let counting = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 2000) SELECT count(*) FROM c"
        var outcomes: [SQLSandbox.Outcome] = []
        for _ in 0..<20 { outcomes.append(sandbox.run(counting, origin: origin)) }
        #expect(outcomes.first == .done(deleted: [:], redefined: []))
        #expect(outcomes.contains { refusal($0)?.contains("together ran more than 50,000 steps") == true })
        #expect(sandbox.isExhausted)
    }
}

/// A fake clock: each reading is one second after the previous one.
final class Ticker: Sendable {
    private let now = Mutex(0.0)

    func next() -> Double {
        now.withLock { now in
            now += 1
            return now
        }
    }
}
