import Shell
import ReplayUI
import TilesPacksUI
import Terminal

/// The level list and the saved game: the level it is on is marked ("saved"), and picking that
/// level asks whether to continue it or start over, never giving it up silently. Picking any
/// other level asks whether to give it up (`ReplaceSavedGameQuestion`).
extension LevelSelectScreen {
    /// Reads the save's header (not the game inside): what it is, and its level if it is Tiles.
    package mutating func readSavedGame(context: ScreenContext) {
        savedGame = nil
        savedLevel = nil
        savedPack = nil
        guard let slot = context.environment.saveSlot, case .success(let header) = slot.header() else { return }
        savedGame = ContinueLine.describe(header.summary, now: context.environment.clock.wallTime(),
                                          timeZone: context.environment.timeZone)
        let saved = TilesPlayScreen.savedLevel(in: header)
        savedLevel = saved?.number
        savedPack = saved?.pack
    }

    package func isSaved(_ entry: LevelEntry) -> Bool {
        savedLevel == entry.level.number && savedPack == entry.level.pack
    }

    /// A level chosen while a game is saved: its own level offers to continue, any other asks
    /// before giving the saved game up.
    package mutating func ask(about entry: LevelEntry) {
        if isSaved(entry) {
            choosingSaved = SavedLevelQuestion(level: entry.level.number, savedGame: savedGame ?? "")
        } else {
            confirming = entry
        }
    }

    package mutating func answerSavedLevel(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard var question = choosingSaved, case .key(let key) = event else { return .stay }
        let answer = question.answer(to: key)
        choosingSaved = question
        switch answer {
        case nil:
            return .stay
        case .back:
            choosingSaved = nil
            return .stay
        case .continueSaved:
            choosingSaved = nil
            selectFirstUnpassed = true
            return ContinueLine.choose(context: context, overLevelList: true)
        case .startOver:
            choosingSaved = nil
            if let notice = SaveInUse.notice(context: context) { return .push(notice) }
            guard let entry = entries.first(where: isSaved) else { return .stay }
            return start(entry)
        }
    }
}
