import Midend
import Shell
import Foundation
import LocalDatabase
import TilesLevels
import Synchronization

/// Importing a pack as background work: the importer's steps become the progress line's
/// fraction, and a cancelled job stops between levels with nothing written.
public enum PackImportJob {
    public static func importPack(_ file: URL, skipBad: Bool, progress: WorkProgress, importer: PackImporter,
                                  into database: AppDatabase) throws -> PackImportReport {
        var importer = importer
        importer.shouldStop = { progress.isCancelled }
        return try importer.importPack(file: file, into: database, skipBad: skipBad) { step in
            progress.report(fraction(of: step))
        }
    }

    /// Running the SQL is the first tenth; proving the levels (the solver) the rest.
    package static func fraction(of step: LevelImportProgress) -> Double {
        let part = step.total > 0 ? Double(step.done) / Double(step.total) : 1
        switch step.stage {
        case .runningSQL: return 0.1 * part
        case .checkingLevels: return 0.1 + 0.9 * part
        }
    }
}

/// Why an import could not run at all (the file vanished, the database failed), in words.
package struct PackImportFailure: Error, Sendable, CustomStringConvertible {
    package var description: String
}

/// Where the import screen leaves the pack it installed, for the level select under it to turn
/// to when it is back on top. A reference, so the two screens (values) share it; locked, so it
/// is a `Sendable` value whichever thread a screen is handled on.
package final class ImportedPackNote: Sendable {
    private let name = Mutex<String?>(nil)

    package init() {}

    package func record(_ pack: String) { name.withLock { $0 = pack } }

    /// The pack installed since last asked, once.
    package func take() -> String? {
        name.withLock { name in
            defer { name = nil }
            return name
        }
    }
}
