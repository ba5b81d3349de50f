/// A new game refused because the saved game is open in another copy of Clearfield on the same
/// data directory: starting would give that game up under the other copy's feet, so nothing
/// starts and the player is told which process has it.
package enum SaveInUse {
    /// The sentence naming the other copy, when one has the saved game open; nil otherwise.
    package static func holder(context: ScreenContext) -> String? {
        context.environment.saveSlot?.openElsewhere()
    }

    /// The notice shown over the menu instead of starting a new game, when one is needed.
    package static func notice(context: ScreenContext) -> NoticeScreen? {
        holder(context: context).map(notice(holder:))
    }

    package static func notice(holder: String) -> NoticeScreen {
        NoticeScreen(title: "The saved game is in use", paragraphs: [
            holder,
            "A new game here would give it up, so none was started. Save or finish it there, then try again.",
        ], isWarning: true)
    }
}
