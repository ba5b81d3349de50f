import Midend
import Shell
import GameCore
import Foundation
import TilesLevels
import Terminal

/// Importing a level pack from the level select (`i`): the file's path is typed (with line
/// editing and `~`), checked, and imported as background work (the progress line shows how far,
/// keys keep working, Esc cancels with nothing written); then the report, a line per level as
/// `clearfield levels import` prints it. A pack installed is left in `note` for the level select
/// to turn to.
public struct PackImportScreen: Screen {
    package enum Stage: Equatable {
        case asking
        case importing(file: URL, skipBad: Bool)
        case finished
    }

    private(set) var stage = Stage.asking
    private(set) var editor: LineEditor
    /// Why the typed path was not imported, or that an import was cancelled: under the prompt.
    private(set) var problem: String?
    private(set) var report: PackImportReport?
    private(set) var reportFileName = ""
    /// The first report line shown.
    private(set) var scroll = 0
    package let paths: PackFilePath
    package let note: ImportedPackNote

    package init(note: ImportedPackNote, paths: PackFilePath = .current, typed: String = "") {
        self.note = note
        self.paths = paths
        editor = LineEditor(typed, limit: Self.longestPath)
    }

    /// The longest path the system takes (PATH_MAX on Linux): a longer paste is cut there, and
    /// the prompt says so.
    package static let longestPath = 4096

    package static let firstReportRow = 4

    // MARK: Keys

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard case .key(let key) = event else { return .stay }
        switch stage {
        case .asking:
            if key == .escape { return .pop }
            if key == .enter { return start(skipBad: false, context: context) }
            _ = editor.apply(key)
            problem = editor.droppedForLength
                ? "The path was cut at 4,096 characters, the longest a path can be" : nil
        case .importing:
            // The controller takes Esc (it cancels the job); everything else waits for the answer.
            break
        case .finished:
            return handleReport(key, context: context)
        }
        return .stay
    }

    private mutating func handleReport(_ key: Key, context: ScreenContext) -> ScreenCommand {
        let visible = Self.visibleReportRows(context.size)
        let count = reportLines.count
        switch key {
        case .up, .character("k"): scroll -= 1
        case .down, .character("j"): scroll += 1
        case .pageUp: scroll -= visible
        case .pageDown: scroll += visible
        case .home, .character("g"): scroll = 0
        case .end, .character("G"): scroll = count
        case .character("s") where report?.canSkipBad == true:
            return start(skipBad: true, context: context)
        case .enter where report?.isInstalled != true:
            // Another file, or the same one put right.
            stage = .asking
            report = nil
        case .enter, .escape, .character("q"):
            return .pop
        default:
            break
        }
        scroll = min(max(0, scroll), max(0, count - visible))
        return .stay
    }

    /// Checks the typed path and starts the import, or says why not.
    private mutating func start(skipBad: Bool, context: ScreenContext) -> ScreenCommand {
        guard let importPack = context.environment.importPack else {
            problem = "Packs cannot be imported in this run (no game database)"
            return .stay
        }
        let file: URL
        switch paths.resolve(editor.text) {
        case .failure(let why):
            problem = why.description
            stage = .asking
            return .stay
        case .success(let found):
            file = found
        }
        problem = nil
        stage = .importing(file: file, skipBad: skipBad)
        reportFileName = file.lastPathComponent
        return .run(BackgroundJob(title: "Importing \(context.glyphs.safe(SafeText.escaped(file.lastPathComponent)))") { progress in
            Result { try importPack(file, skipBad, progress) }
                .mapError { PackImportFailure(description: String(describing: $0)) }
        })
    }

    public mutating func receive(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand {
        guard case .importing = stage else { return .stay }
        guard case .finished(_, let result) = delivery,
              let answer = result as? Result<PackImportReport, PackImportFailure> else {
            stage = .asking
            problem = "Import cancelled: nothing was changed"
            return .stay
        }
        switch answer {
        case .failure(let failure):
            stage = .asking
            problem = "The pack could not be imported: \(failure.description)"
        case .success(let finished):
            if finished.wasStopped {
                stage = .asking
                problem = "Import cancelled: nothing was changed"
                return .stay
            }
            report = finished
            stage = .finished
            scroll = 0
            if finished.isInstalled, let pack = finished.pack {
                // Noted now, so the list turns to the pack however this screen is left.
                note.record(pack.name)
                context.environment.levelsChanged()
                return .banner(finished.summary(fileName: reportFileName))
            }
        }
        return .stay
    }

    // MARK: The report

    /// The report's lines: the levels', then the problems no level line tells.
    package var reportLines: [(text: String, isError: Bool)] {
        guard let report else { return [] }
        return report.levelLines(fileName: reportFileName)
            + report.untoldProblems.map { ($0.description, $0.severity == .error) }
    }

    package static func visibleReportRows(_ size: ScreenSize) -> Int { max(1, size.rows - firstReportRow - 3) }
}
