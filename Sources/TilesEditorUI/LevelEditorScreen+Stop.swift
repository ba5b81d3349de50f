import Shell
import TilesUI
import LocalDatabase
import Tiles

// A stop signal (Ctrl-C, a hang-up, SIGTERM) in the editor, or leaving it from a terminal too
// small to show its question: the drawing is not thrown away.

extension LevelEditorScreen {
    /// The name a draft kept at a stop is saved under, beside the level it was drawn for.
    package static func keptDraftName(_ name: String) -> String { "\(name) (unsaved draft)" }

    /// Unsaved changes are kept as a new level after the pack's last one (or at the level's own
    /// number when it was never saved), with the check's verdict as it stands (unproven while it
    /// runs, "not clearable" when the solver said so), so the level as last saved is untouched and
    /// the drawing waits in the pack under a name that says what it is. A draft that cannot be
    /// played yet (a tile over a gap) is not a level the pack can hold, and is the one thing still lost.
    public mutating func appWillStop(context: ScreenContext) { keepUnsavedDraft(context: context) }

    /// q or Esc on the "terminal too small" notice: the question about unsaved changes cannot be
    /// shown, so they are kept as at a stop.
    public mutating func leaveUnseen(context: ScreenContext) -> ScreenCommand {
        keepUnsavedDraft(context: context)
        return .pop
    }

    package mutating func keepUnsavedDraft(context: ScreenContext) {
        guard hasUnsavedChanges, draft.problem == nil, let editing = context.environment.levelEditing else { return }
        let numbers = ((try? context.environment.levels()) ?? []).filter { $0.pack == pack }.map(\.number)
        // A level never saved has its own number free; a saved one keeps its place.
        let kept = numbers.contains(number) ? max(numbers.max() ?? 0, number) + 1 : number
        let name = Self.keptDraftName(draft.name.isEmpty ? "Level \(number)" : draft.name)
        let record = LevelRecord(number: kept, background: draft.background, map: draft.mapText, name: name,
                                 par: check.par ?? guessedPar, pack: pack)
        guard (try? editing.saveJudgedLevel(record, pack, check.verdict)) != nil else { return }
        savedDraft = draft
    }
}
