/// `leaderboard verify`: every kept run replayed again with the games' rules. A run whose
/// verdict changed is marked so (a failure leaves every board at once; a pending run that
/// verifies starts to rank).
public struct LeaderboardAudit {
    public var registry: RankingRegistry

    public init(registry: RankingRegistry) {
        self.registry = registry
    }

    /// What the check found.
    public struct Report: Hashable, Sendable {
        public var checked = 0
        /// Runs whose verdict changed and was written.
        public var changed = 0
        /// Each run that does not verify, with the reason.
        public var failures: [Failure] = []
        /// Each run that verifies but is faster than people play (`HumanEnvelope`) and waits for a
        /// moderator, with why; a run a moderator approved or rejected is not listed.
        public var held: [Failure] = []
        /// The board rows checked against their runs afterwards, and those worked out again.
        public var boardRows = BoardRowRepair(checked: 0, repaired: 0)

        public init() {}
    }

    public struct Failure: Hashable, Sendable {
        public var run: RankedRun
        public var reason: String
    }

    /// Checks every run of `store`, oldest first, one at a time (a store may hold a million);
    /// `progress` hears (done, total) after each.
    public func verifyAll(in store: some LeaderboardStore, progress: (Int, Int) -> Void = { _, _ in }) throws -> Report {
        let ids = try store.runIDs()
        var report = Report()
        var copies = RunCopyFinder()
        for (index, id) in ids.enumerated() {
            guard let run = try store.run(id: id) else { continue }  // removed meanwhile
            var state = registry.reverify(run)
            if let original = try copies.original(of: run, in: store) { state = .copy(of: original) }
            report.checked += 1
            if case .unverified(let reason) = state { report.failures.append(Failure(run: run, reason: reason)) }
            if state != run.verification {
                try store.markVerification(runID: id, state: state)
                report.changed += 1
            }
            if state == .verified, case .held(let reason) = registry.envelopeVerdict(of: run) {
                try hold(run, reason: reason, in: store, report: &report)
            }
            progress(index + 1, ids.count)
        }
        report.boardRows = try store.repairBoardRows()
        return report
    }

    /// A verified run outside the envelope: held in a store that keeps reviews (unless a moderator
    /// already decided), and listed while it waits.
    private func hold(_ run: RankedRun, reason: HeldReason, in store: some LeaderboardStore,
                      report: inout Report) throws {
        guard let reviewing = store as? any RunReviewing else {
            report.held.append(Failure(run: run, reason: reason.description))
            return
        }
        switch try reviewing.reviewState(runID: run.id) {
        case nil:
            try reviewing.hold(runID: run.id, reason: reason.description)
            report.held.append(Failure(run: run, reason: reason.description))
        case .held(let kept)?:
            report.held.append(Failure(run: run, reason: kept))
        case .decided?:
            break
        }
    }
}
