import CommandSupport
import Foundation
import GameCore
import LocalDatabase
import TilesLevels
import Tiles

/// Shows how far a long level import has got, on standard error, so a slow import never looks
/// like a hang. Nothing is printed for an import that finishes within `delay` seconds (the
/// shipped campaign takes a fraction of one); after that the line is redrawn in place on a
/// terminal, or printed at most once a second when standard error is a file or pipe.
package final class ImportProgressLine {
    private let delay: Double
    private let now: () -> Double
    private let write: (String) -> Void
    let isTerminal: Bool
    private let startedAt: Double
    private var lastShown: Double?

    package init(delay: Double = 1, isTerminal: Bool = isatty(STDERR_FILENO) == 1,
         now: @escaping () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000 },
         write: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.delay = delay
        self.isTerminal = isTerminal
        self.now = now
        self.write = write
        startedAt = now()
    }

    package func report(_ progress: LevelImportProgress) {
        let time = now()
        guard time - startedAt >= delay else { return }
        if let lastShown, time - lastShown < (isTerminal ? 0.1 : 1) { return }
        lastShown = time
        let text = Self.text(for: progress)
        write(isTerminal ? "\r\u{1B}[K" + text : text + "\n")
    }

    /// Ends the line on a terminal, so the next message starts on a line of its own.
    package func finish() {
        if isTerminal, lastShown != nil { write("\r\u{1B}[K") }
    }

    static func text(for progress: LevelImportProgress) -> String {
        let stage = switch progress.stage {
        case .runningSQL:
            "Importing levels: statement \(progress.done) of \(progress.total)"
                + (progress.file.map { " (\(SafeText.escaped($0)))" } ?? "")
        case .checkingLevels:
            "Importing levels: checking level \(progress.done) of \(progress.total)"
        }
        // A pack import states its budget, so a slow one is seen to be bounded.
        guard let elapsed = progress.elapsedSeconds, let budget = progress.budgetSeconds else { return stage }
        return stage + ", \(Int(elapsed)) s of the \(Int(budget)) s allowed"
    }
}

/// The solver's verdict on a level, as the importer's level check: nil when it clears.
package enum SolverLevelCheck {
    /// `strict`: a level the solver cannot decide within its limit is an error too (for
    /// `levels validate`); at start-up only a level proven unclearable is flagged.
    package static func check(nodeLimit: Int, strict: Bool) -> @Sendable (LevelRecord) -> String? {
        let solver = TilesSolver(nodeLimit: nodeLimit)
        return { record in
            guard let level = try? record.level() else { return nil }
            switch solver.solve(level.board).verdict {
            case .clearable: return nil
            case .unclearable: return "cannot be cleared"
            case .undecided:
                return strict ? "could not be proven clearable: the solver could not decide within "
                    + "\(nodeLimit) positions" : nil
            }
        }
    }
}
