import Dispatch
import Foundation
import Synchronization
import Testing
@testable import TilesLevels

/// Budgets that hold whatever one VM step costs (issue 34, B2 and B3): a `GLOB` over a long
/// string with a long pattern takes seconds in one step, which the progress handler (called every
/// thousand steps) never sees.
@Suite struct PackHeavyStepTests {
    let origin = FileLocation(file: "heavy.sql", line: 1)

    /// A pattern of `classes` character classes that never matches a run of 'a's, and the subject
    /// it is tried on: each match walks the subject once per starting offset.
    static func heavyGlob(rows: Int, classes: Int) -> String {
        let pattern = "*" + String(repeating: "[abc]", count: classes) + "z"
        return """
            WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < \(rows))
            SELECT sum(printf('%.15000c', 'a') GLOB '\(pattern)') FROM c
            """
    }

    func refusal(_ outcome: SQLSandbox.Outcome) -> String? {
        if case let .refused(reason) = outcome { return reason }
        return nil
    }

    /// Limits that let a heavy pattern through, so that the timer's part is what is tested.
    static func patternsUnbounded(seconds: Double) -> SandboxLimits {
        var limits = SandboxLimits.standard
        limits.maxPatternBytes = 50_000
        limits.maxSeconds = seconds
        return limits
    }

    @Test func aLongGlobOrLikePatternIsRefusedWhenItRuns() throws {
        let sandbox = try SQLSandbox(tables: [.packLevels, .packMetadata])
        let glob = sandbox.run(Self.heavyGlob(rows: 1, classes: 3_000), origin: origin)
        #expect(refusal(glob)?.contains("LIKE or GLOB pattern is longer than the 64 bytes allowed") == true, "\(glob)")
        let like = sandbox.run("SELECT printf('%.15000c', 'a') LIKE '%" + String(repeating: "_%", count: 100) + "z'",
                               origin: origin)
        #expect(refusal(like)?.contains("LIKE or GLOB pattern") == true, "\(like)")
        // A pattern within the bound still works as SQLite's own.
        let short = sandbox.run("INSERT INTO pack (name) SELECT 'ok' WHERE 'level-1' GLOB 'level-[0-9]*' AND 'Ab' LIKE 'a%'",
                                origin: origin)
        #expect(short == .done(deleted: [:], redefined: []), "\(short)")
        #expect(try sandbox.count(of: "pack") == 1)
    }

    @Test func theTimeBudgetStopsAStatementWhoseEveryStepIsHeavy() throws {
        // Three steps of seconds each: never a thousand steps, so only the timer can stop it.
        let sandbox = try SQLSandbox(tables: [.packLevels, .packMetadata], limits: Self.patternsUnbounded(seconds: 0.2))
        let outcome = sandbox.run(Self.heavyGlob(rows: 3, classes: 3_000), origin: origin)
        #expect(refusal(outcome)?.contains("longer than the time allowed") == true, "\(outcome)")
        #expect(sandbox.isExhausted)
    }

    @Test func aCancelledHeavyStatementLeavesTheNextImportItsWholeBudget() throws {
        let cancelled = Atomic(false)
        // Made before the heavy statement is cancelled, as a second import started right after Esc is.
        let next = try SQLSandbox(tables: [.packLevels, .packMetadata])
        let heavyOutcome = Mutex<SQLSandbox.Outcome?>(nil)
        let finished = DispatchSemaphore(value: 0)
        let statement = Self.heavyGlob(rows: 3, classes: 3_000)
        let origin = origin
        DispatchQueue.global().async {
            let outcome = (try? SQLSandbox(tables: [.packLevels, .packMetadata], limits: Self.patternsUnbounded(seconds: 60),
                                           shouldStop: { cancelled.load(ordering: .relaxed) }))?
                .run(statement, origin: origin)
            heavyOutcome.withLock { $0 = outcome }
            finished.signal()
        }
        Thread.sleep(forTimeInterval: 0.3)
        cancelled.store(true, ordering: .relaxed)
        let good = next.run("INSERT INTO pack (name) VALUES ('Starter')", origin: origin)
        finished.wait()
        let stopped = heavyOutcome.withLock { $0 }
        #expect(stopped.flatMap(refusal) == "the import was cancelled", "\(String(describing: stopped))")
        #expect(good == .done(deleted: [:], redefined: []), "\(good)")
        #expect(!next.isExhausted, "the wait for the cancelled statement was counted as the next import's time")
    }
}
