import Foundation
import Leaderboards

/// This client's verdicts on the board's runs, by run id. A run on the board never changes (the
/// database refuses updates), so a verdict, once reached by replaying it, holds for good.
final class RunVerdicts: @unchecked Sendable {
    private let verify: @Sendable (RankedRun) -> VerificationState
    private let lock = NSLock()
    private var verdicts: [String: VerificationState] = [:]

    init(verify: @escaping @Sendable (RankedRun) -> VerificationState) {
        self.verify = verify
    }

    func known(_ runID: String) -> VerificationState? {
        lock.lock()
        defer { lock.unlock() }
        return verdicts[runID]
    }

    func record(_ runID: String, _ state: VerificationState) {
        lock.lock()
        verdicts[runID] = state
        lock.unlock()
    }

    /// The runs found not to verify: left out of every count.
    var refuted: [String] {
        lock.lock()
        defer { lock.unlock() }
        return verdicts.compactMap { $0.value.isVerified || $0.value == .pending ? nil : $0.key }
    }

    /// The verdict on a row, replaying it the first time; a row that is not well formed is
    /// unverified without a replay.
    func verdict(_ row: ServerBoardRow) -> VerificationState {
        if let known = known(row.run.id) { return known }
        let state: VerificationState
        if let run = ServerRowCheck.rankedRun(from: row.run) {
            state = verify(run)
        } else {
            state = .unverified("the board's row is not well formed")
        }
        record(row.run.id, state)
        return state
    }
}
