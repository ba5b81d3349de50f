import Foundation
import Leaderboards
import Synchronization

/// This client's verdicts on the board's runs, by run id. A run on the board never changes (the
/// database refuses updates), so a verdict, once reached by replaying it, holds for good — except
/// a held one (faster than people play), which is asked again each time, since a moderator may
/// approve it meanwhile.
///
/// Replays are bounded per player (issue 19): once `replayFailuresTrusted` of a player's runs
/// have failed their replay here, the rest of that player's runs are taken as failing without
/// one. An honest client never files a run that does not replay, so only a forger loses by it,
/// and reading a board costs at most that many failed replays a player however many junk rows
/// they file (100,000 junk runs cost every reader 100,000 replays before).
final class RunVerdicts: Sendable {
    /// Failed replays of one player's runs before the rest of their runs are not replayed.
    static let replayFailuresTrusted = 3
    /// Why a run of such a player is not ranked.
    static let distrustedReason = "its player's other runs do not replay"

    private let verify: @Sendable (RankedRun) -> VerificationState
    /// Why a verified run is held for review (the human envelope), nil when it is not.
    private let hold: @Sendable (RankedRun) -> String?
    /// Whether a moderator approved (true) or rejected (false) a run, nil when nobody reviewed it.
    private let reviewed: @Sendable (String) throws -> Bool?
    private let verdicts = Mutex<[String: VerificationState]>([:])
    /// Runs held when last seen: left out of counts like refuted ones, but asked about again.
    private let held = Mutex<Set<String>>([])
    /// Failed replays, by the board's player id.
    private let failures = Mutex<[Int64: Int]>([:])

    /// The reason a held run is not ranked, as its player and moderators see it.
    static func heldReason(_ why: String) -> String { "held for review: " + why }

    init(verify: @escaping @Sendable (RankedRun) -> VerificationState,
         hold: @escaping @Sendable (RankedRun) -> String? = { _ in nil },
         reviewed: @escaping @Sendable (String) throws -> Bool? = { _ in nil }) {
        self.verify = verify
        self.hold = hold
        self.reviewed = reviewed
    }

    func known(_ runID: String) -> VerificationState? {
        verdicts.withLock { $0[runID] }
    }

    func record(_ runID: String, _ state: VerificationState) {
        verdicts.withLock { $0[runID] = state }
    }

    /// The runs found not to verify: left out of every count.
    var refuted: [String] {
        let refuted = verdicts.withLock { verdicts in
            verdicts.compactMap { $0.value.isVerified || $0.value == .pending ? nil : $0.key }
        }
        return refuted + held.withLock { Array($0) }
    }

    /// Whether a player's runs are no longer replayed here (too many of them failed).
    func distrusts(_ player: Int64) -> Bool {
        failures.withLock { $0[player, default: 0] } >= Self.replayFailuresTrusted
    }

    /// The players whose runs are no longer replayed here.
    var distrusted: [Int64] {
        failures.withLock { failures in
            failures.compactMap { $0.value >= Self.replayFailuresTrusted ? $0.key : nil }.sorted()
        }
    }

    /// The verdict on a row, replaying it the first time; a row that is not well formed, or
    /// whose player's runs failed too often, is unverified without a replay; a verified run the
    /// envelope holds is ranked only once a moderator approved it.
    func verdict(_ row: ServerBoardRow) -> VerificationState {
        if let known = known(row.run.id) { return known }
        // Before the row's claim is even read: the cheapest verdict first.
        if distrusts(row.player.id) {
            let state = VerificationState.unverified(Self.distrustedReason)
            record(row.run.id, state)
            return state
        }
        guard let run = ServerRowCheck.rankedRun(from: row.run) else {
            let state = VerificationState.unverified("the board's row is not well formed")
            record(row.run.id, state)
            return state
        }
        let state = verify(run)
        if !state.isVerified, state != .pending {
            failures.withLock { $0[row.player.id, default: 0] += 1 }
        }
        if state.isVerified, let why = hold(run) {
            let review = try? reviewed(run.id)
            held.withLock { held in
                if review == nil { _ = held.insert(run.id) } else { _ = held.remove(run.id) }
            }
            switch review {
            case true?:
                record(run.id, .verified)
                return .verified
            case false?:
                let rejected = VerificationState.unverified("rejected by a moderator")
                record(run.id, rejected)
                return rejected
            case nil:
                // Not recorded: asked again next time (a moderator may approve it).
                return .unverified(Self.heldReason(why))
            }
        }
        record(run.id, state)
        return state
    }
}
