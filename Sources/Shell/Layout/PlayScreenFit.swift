import Terminal

/// The play screens' side of a too-small terminal: the size their board needs, and q/Esc
/// going through the game's own quit path. Kept apart from the screens, which only map input
/// and draw.
extension SavingPlayScreen {
    /// Presses q on the game, as the player would, and answers its quit prompt with "Save and
    /// quit": the game is saved and left exactly as from the prompt. A game that needs no
    /// prompt (finished, or nowhere to save) is left by the q alone. If the save fails, the
    /// prompt stays with its reason for when the terminal is big enough to choose.
    package mutating func leaveGameUnseen(context: ScreenContext) -> ScreenCommand {
        if prompt == nil {
            let command = handle(.key(.character("q")), context: context)
            guard prompt != nil else { return command }
        }
        let command = playAnswer(answerPrompt(.key(.character(QuitPrompt.Choice.saveAndQuit.shortcut)), context: context))
        guard prompt == nil else {
            return command.adding(.banner("The game could not be saved: enlarge the terminal to choose what to do"))
        }
        return command
    }

    package func gameUnseenLeaving(context: ScreenContext) -> String {
        isUnderWay && context.environment.saveSlot != nil ? "save the game and leave it" : "leave the game"
    }
}

