import Midend
import Shell
import TilesUI
import GameCore
import TilesLevels
import Tiles

/// The solver's verdict on the map being drawn, kept current in the background: after each change
/// of map the check waits `debounceMilliseconds` (more keys may follow), then runs as a job; a
/// change meanwhile cancels it and the answer of any older job is dropped by its generation.
package struct EditorCheck {
    /// Short enough that the status follows the last key within a second on a 16×12 board,
    /// long enough that a run of keys starts one check, not one per key.
    package static let debounceMilliseconds: UInt64 = 250
    /// The solver's budget: under about half a second on a 16×12 board on one core
    /// (docs/PERFORMANCE.md, "Level editor"). What it cannot decide is said as such.
    package static let nodeLimit = 300_000
    package static let parNodeLimit = 50_000

    package enum Status: Equatable {
        case checking
        case clearable(par: Int)
        case unclearable
        case undecided
        /// The map cannot be played as drawn (a floating tile, a gap, no tiles).
        case problem(String)
    }

    /// The answer a check job hands back.
    package struct Answer: Sendable {
        package var generation: Int
        package var proof: LevelProof
    }

    private(set) var status: Status = .checking
    private(set) var generation = 0
    /// When the next check is due (nil: none waiting).
    private(set) var due: Instant?
    private var checkedMap: String?

    package var isProven: Bool {
        if case .clearable = status { return true }
        return false
    }

    /// The verdict a level saved now carries: only a finished check proves or disproves it.
    package var verdict: LevelVerdict {
        switch status {
        case .clearable: .proven
        case .unclearable: .unclearable
        case .checking, .undecided, .problem: .unproven
        }
    }

    package var par: Int? {
        if case .clearable(let par) = status { return par }
        return nil
    }

    /// The draft may have changed: a new map is checked after the pause. Returns whether a check
    /// that was running must be cancelled.
    package mutating func draftChanged(_ draft: LevelDraft, now: Instant) -> Bool {
        let map = draft.mapText
        guard map != checkedMap else { return false }
        checkedMap = map
        generation += 1
        if let problem = draft.problem {
            status = .problem(problem)
            due = nil
        } else {
            status = .checking
            due = now.adding(milliseconds: Self.debounceMilliseconds)
        }
        return true
    }

    /// The pause is over: the job that checks the current map (nil when none is due).
    package mutating func tick(now: Instant) -> BackgroundJob? {
        guard let due, now >= due, let map = checkedMap else { return nil }
        self.due = nil
        let generation = generation
        return BackgroundJob(title: "Checking the level") { _ in
            Answer(generation: generation, proof: LevelRules.proof(of: map, nodeLimit: Self.nodeLimit,
                                                                   parNodeLimit: Self.parNodeLimit))
        }
    }

    /// A job's answer: only the current map's counts.
    package mutating func receive(_ delivery: WorkDelivery) {
        guard case .finished(_, let result) = delivery, let answer = result as? Answer,
              answer.generation == generation else { return }
        switch answer.proof {
        case .clearable(let par): status = .clearable(par: par)
        case .unclearable: status = .unclearable
        case .undecided: status = .undecided
        }
    }

    /// The verdict on a map the quick check could not decide (the longest verdict but a problem).
    package static let undecidedText = "not proven: too hard for the quick check"

    /// The status line's words.
    package var text: String {
        switch status {
        case .checking: "checking…"
        case .clearable(let par): "clearable, par \(par)"
        case .unclearable: "not clearable"
        case .undecided: Self.undecidedText
        case .problem(let problem): "not playable: \(problem)"
        }
    }
}
