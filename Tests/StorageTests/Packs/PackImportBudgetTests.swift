import Foundation
import GRDB
import Synchronization
import Testing
@testable import TilesLevels

/// The import's budgets are enforced (issue 21, point 5): a format that would run for seconds in
/// one step is refused before it runs, a limit reached refuses the pack even with --skip-bad, the
/// whole import has a stated time limit, and cancelling stops a statement while it runs.
@Suite struct PackImportBudgetTests {
    let origin = FileLocation(file: "budget.sql", line: 3)

    func refusal(_ outcome: SQLSandbox.Outcome) -> String? {
        if case let .refused(reason) = outcome { return reason }
        return nil
    }

    /// A clock that reads `start` until `jumpAfter` reads, then an hour later.
    final class JumpingClock: Sendable {
        private let reads = Mutex(0)
        let jumpAfter: Int
        init(jumpAfter: Int) { self.jumpAfter = jumpAfter }
        var clock: SandboxClock {
            SandboxClock { [self] in reads.withLock { $0 += 1; return $0 > jumpAfter ? 3_600 : 0 } }
        }
    }

    @Test(arguments: ["printf('%.*c', 2147483647, 'x')", "format('%.*c', 2147483647, 'x')",
                      "printf('%.2000000000c', 'x')", "printf('%!.*c', 100000000, 'x')",
                      "printf('%s%*d', 'a', 1000000000, 5)"])
    func aHugeFormatIsRefusedBeforeItRuns(call: String) throws {
        let sandbox = try SQLSandbox(tables: [.packLevels, .packMetadata])
        let outcome = sandbox.run("INSERT INTO levels (ix, name, map) VALUES (1, \(call), 'RRGG')", origin: origin)
        #expect(refusal(outcome)?.contains("width or precision") == true, "\(outcome)")
    }

    @Test func ordinaryFormatsGiveSQLitesResults() throws {
        let sandbox = try SQLSandbox(tables: [.packLevels, .packMetadata])
        let outcome = sandbox.run("""
            INSERT INTO levels (ix, name, map) VALUES
                (1, printf('%05d|%s|%.2f|%%|%-4s|%x|%.*c', 42, 'ab', 3.14159, 'z', 255, 3, 'R'), 'RRGG'),
                (2, format('%s-%s', 'a', 'b'), 'RRGG')
            """, origin: origin)
        guard case .done = outcome else {
            Issue.record("\(outcome)")
            return
        }
        let names = try sandbox.rows(of: "levels").map { String.fromDatabaseValue($0.values["name"] ?? .null) }
        let reference = try DatabaseQueue().read { db in
            try [String.fetchOne(db, sql: "SELECT printf('%05d|%s|%.2f|%%|%-4s|%x|%.*c', 42, 'ab', 3.14159, 'z', 255, 3, 'R')"),
                 String.fetchOne(db, sql: "SELECT format('%s-%s', 'a', 'b')")]
        }
        #expect(names == reference && names.allSatisfy { $0 != nil }, "\(names)")
    }

    @Test func aBudgetRunOutRefusesThePackEvenWithSkipBad() throws {
        let fixture = try PackFixture()
        let before = try fixture.snapshot()
        // The clock jumps past the SQL's 5 s while the first statement runs (read once when the
        // import starts, once as the statement starts, then as it ends).
        let clock = JumpingClock(jumpAfter: 2)
        var importer = fixture.importer()
        importer.clock = clock.clock
        let sql = PackFixture.goodPack + "\nSELECT 1;\nSELECT 2;\nSELECT 3;\n"
        let file = try fixture.write(sql, named: "slow.sql")
        let report = try importer.importPack(file: file, into: fixture.database, skipBad: true)
        #expect(report.isRefused && !report.isInstalled, "\(report.problems)")
        #expect(report.problems.contains { $0.message.contains("no statement after this one was run") }, "\(report.problems)")
        #expect(try fixture.snapshot() == before)
    }

    @Test func theWholeImportHasATimeLimit() throws {
        let fixture = try PackFixture()
        let before = try fixture.snapshot()
        var limits = SandboxLimits.standard
        limits.maxSeconds = 7_200  // the SQL's own budget out of the way: the whole import's is what is tested
        let clock = JumpingClock(jumpAfter: 60)
        var importer = fixture.importer(limits)
        importer.clock = clock.clock
        let many = (1...40).map { "INSERT INTO levels (ix, name, map) VALUES (\($0), 'L\($0)', 'RRGG');" }
        let sql = "INSERT INTO pack (name) VALUES ('Long');\n" + many.joined(separator: "\n")
        let report = try importer.importPack(file: try fixture.write(sql, named: "long.sql"), into: fixture.database,
                                             skipBad: true)
        #expect(report.isRefused && !report.isInstalled, "\(report.problems)")
        #expect(report.problems.contains { $0.message.contains("took longer than the 2 minutes a pack may take") },
                "\(report.problems)")
        #expect(try fixture.snapshot() == before)
    }

    @Test func cancellingStopsAStatementWhileItRuns() throws {
        let asked = Mutex(0)
        let sandbox = try SQLSandbox(tables: [.packLevels, .packMetadata], shouldStop: {
            asked.withLock { $0 += 1; return $0 > 3 }
        })
        let outcome = sandbox.run("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c",
                                  origin: origin)
        #expect(refusal(outcome) == "the import was cancelled", "\(outcome)")
    }
}

/// An UPSERT is ordinary SQL a pack may use (issue 21, point 7): it must not trip over the
/// sandbox's own bookkeeping.
@Suite struct PackUpsertTests {
    @Test func anUpsertRunsLikeAnyOtherStatement() throws {
        let fixture = try PackFixture()
        let sql = PackFixture.goodPack + """

            INSERT INTO levels (ix, name, map) VALUES (1, 'One again', 'RRGG') ON CONFLICT(ix) DO UPDATE SET name = excluded.name;
            INSERT INTO levels (ix, name, map) VALUES (3, 'Three', 'RRGG') ON CONFLICT(ix) DO UPDATE SET name = excluded.name;
            """
        let report = try fixture.importer().load(sql: sql, fileName: "upsert.sql")
        #expect(!report.isRefused && report.errors.isEmpty, "\(report.problems)")
        #expect(!report.problems.contains { $0.message.contains("clearfield_") }, "\(report.problems)")
        #expect(report.goodRecords.map(\.name) == ["One again", "Two", "Three"], "\(report.goodRecords.map(\.name))")
    }
}
