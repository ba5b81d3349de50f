import Shell
import TilesUI
import LocalDatabase
import Tiles

// Saving into the pack, leaving, and test-playing the level as drawn.

extension LevelEditorScreen {
    /// `s`: a playable draft the solver proved is saved at once; one it has not proven (still
    /// checking, not clearable, too hard) is saved only when the player says so, marked unproven.
    package mutating func save(context: ScreenContext, thenLeave: Bool) -> ScreenCommand {
        // Writing an unchanged level again could still change its map text (a level shorter than
        // the editor's smallest board is shown padded), which would start its records afresh.
        guard hasUnsavedChanges || openedUnproven else {
            message = "Nothing to save: level \(number) is as it was saved"
            return thenLeave ? .pop : .stay
        }
        if let problem = draft.problem {
            message = "Cannot save: \(problem); g drops the tiles"
            return .stay
        }
        guard check.isProven else {
            prompt = .question(.saveUnproven(leaving: thenLeave), title: "Save an unproven level?",
                               lines: ["The solver says: \(check.text)", "Save it marked unproven anyway?"])
            return .stay
        }
        return store(proven: true, thenLeave: thenLeave, context: context)
    }

    /// Writes the draft as level `number` of `pack`, unless the pack's level changed since this
    /// editor opened (or last saved) it: then it asks first (`resolveConflict`).
    package mutating func store(proven: Bool, thenLeave: Bool, context: ScreenContext,
                                overwriting: Bool = false) -> ScreenCommand {
        guard let editing = context.environment.levelEditing else {
            message = "Levels cannot be saved in this run"
            return .stay
        }
        if !overwriting, let savedLevel = editing.savedLevel {
            let current = SavedLevelFingerprint(try? savedLevel(pack, number))
            if current != baseline {
                prompt = .question(.conflict(proven: proven, leaving: thenLeave), title: "Level \(number) changed",
                                   lines: [current == nil ? "It was deleted since you opened it."
                                               : "It was saved elsewhere since you opened it (another editor?).",
                                           "k: keep mine (overwrite it)", "t: take theirs (drop my changes)",
                                           "n: save mine as a new level", "Esc: back to editing, nothing saved"])
                return .stay
            }
        }
        let name = draft.name.isEmpty ? "Level \(number)" : draft.name
        let record = LevelRecord(number: number, background: draft.background, map: draft.mapText, name: name,
                                 par: check.par ?? guessedPar, pack: pack)
        do {
            // Saved unproven on the player's word, it still says what the solver found.
            try editing.saveJudgedLevel(record, pack, proven ? .proven : (check.verdict == .unclearable ? .unclearable : .unproven))
        } catch {
            message = "Not saved: \(error)"
            return .stay
        }
        savedDraft = draft
        openedUnproven = !proven
        baseline = SavedLevelFingerprint(try? editing.savedLevel?(pack, number))
        if thenLeave { return .pop }
        message = proven ? "Saved as level \(number) of \(pack)" : "Saved as level \(number) of \(pack), marked unproven"
        return .stay
    }

    /// The answer to the conflict question: overwrite, take the saved level into the editor, or
    /// save the draft under the pack's next free number (and go on editing that one).
    package mutating func resolveConflict(_ choice: EditorPrompt.ConflictChoice, proven: Bool, thenLeave: Bool,
                                          context: ScreenContext) -> ScreenCommand {
        let savedLevel = context.environment.levelEditing?.savedLevel
        switch choice {
        case .keepMine:
            return store(proven: proven, thenLeave: thenLeave, context: context, overwriting: true)
        case .takeTheirs:
            guard let theirs = try? savedLevel?(pack, number) else {
                message = "Level \(number) is no longer saved: nothing to take; s saves yours"
                baseline = nil
                return .stay
            }
            let taken = LevelDraft(board: theirs.board, name: theirs.name, background: theirs.background)
            editor = LevelEditor(draft: taken)
            savedDraft = taken
            baseline = SavedLevelFingerprint(theirs)
            message = "Took level \(number) as it was saved elsewhere"
            return thenLeave ? .pop : .stay
        case .saveAsNew:
            var free = number + 1
            while (try? savedLevel?(pack, free)) != nil { free += 1 }
            number = free
            baseline = nil
            return store(proven: proven, thenLeave: thenLeave, context: context)
        }
    }

    /// Par for a level the solver could not prove: one move per group of two or more, a
    /// generous figure the author can improve by proving it.
    package var guessedPar: Int { max(1, draft.board.removableGroups().count) }

    /// `q`/Esc: unsaved changes are asked about first.
    package mutating func leave(context: ScreenContext) -> ScreenCommand {
        guard hasUnsavedChanges else { return .pop }
        prompt = .question(.leave, title: "Leave the editor?",
                           lines: ["Level \(number) of \(pack) has unsaved changes."])
        return .stay
    }

    /// `t`: plays the level as drawn in a normal play screen that records nothing; leaving it
    /// comes back here as it was.
    package mutating func testPlay(context: ScreenContext) -> ScreenCommand {
        if let problem = draft.problem {
            message = "Cannot test: \(problem) (g drops the tiles)"
            return .stay
        }
        let level = Level(number: number, name: draft.name.isEmpty ? "Level \(number)" : draft.name,
                          background: draft.background, par: check.par ?? guessedPar, pack: pack, board: draft.board)
        return .push(TestPlayScreen(level: level))
    }

}
