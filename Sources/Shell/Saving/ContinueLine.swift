import Foundation
import GameCore
import SaveFiles

/// The main menu's `Continue` line: read from the save's header alone (cheap, the game inside is
/// not decoded), so the menu can show what waits without rebuilding it.
package enum ContinueLine {
    package enum Reading {
        /// No saved game (or no save slot in this run).
        case none
        case saved(MenuItem)
        /// The save was unreadable and has been moved aside, as the sentence says.
        case setAside(String)
    }

    package static func read(context: ScreenContext) -> Reading {
        guard let slot = context.environment.saveSlot else { return .none }
        switch slot.header() {
        case .success(let header):
            let detail = describe(header.summary, now: context.environment.clock.wallTime(),
                                  timeZone: context.environment.timeZone)
            return .saved(MenuItem(shortcut: "c", title: "Continue", detail: detail) { context in
                choose(context: context)
            })
        case .failure(let problem) where problem.isMissing:
            return .none
        case .failure(let problem):
            return .setAside(slot.setAside(problem, at: context.environment.clock.wallTime()))
        }
    }

    /// "Tiles level 3, 2:15 played, saved today 14:05".
    package static func describe(_ summary: SaveSummary, now: Date, timeZone: LocalTimeZone) -> String {
        let played = PlayClock.format(milliseconds: Int(clamping: summary.playTimeMilliseconds))
        let today = DateText.day(now, timeZone: timeZone)
        let savedDay = DateText.day(summary.savedAt, timeZone: timeZone)
        let saved = savedDay == today
            ? "today " + String(DateText.minute(summary.savedAt, timeZone: timeZone).suffix(5))
            : savedDay
        let place = summary.detail.isEmpty ? "" : " " + summary.detail.lowercased()
        return "\(summary.game)\(place), \(played) played, saved \(saved)"
    }

    /// Continue chosen: the game comes back over its level list, or the player is told why not.
    /// From the level list itself (`overLevelList`) only the game is pushed.
    package static func choose(context: ScreenContext, overLevelList: Bool = false) -> ScreenCommand {
        switch GameResumer.resume(environment: context.environment, now: context.now) {
        case .resumed(let screens):
            return ScreenCommand(.pushAll(overLevelList ? Array(screens.suffix(1)) : screens))
        case .nothingSaved:
            return .banner("There is no saved game any more")
        case .failed(let sentence):
            return .push(NoticeScreen(title: "Your saved game could not be resumed", paragraphs: [sentence],
                                      isWarning: true))
        }
    }
}
