import GameCore
import SaveFiles
import Terminal

/// Everything the app needs of one game beyond its rules, declared in the game's own UI module:
/// its line in the main menu, its pages of help, how a saved game of it comes back on screen,
/// how the replay viewer draws it, and the Stats screen's extra page. The shell lists front
/// ends (`AppEnvironment.games`) and asks them; it never switches on a game's kind. A value
/// background work may carry (the replay viewer is opened off the main thread).
package protocol GameFrontEnd: Sendable {
    /// The game's kind, as its back end declares it.
    var kind: GameKind { get }
    /// Its line in the main menu.
    var menuItem: MenuItem { get }
    /// Its pages in the help screen, in the order Tab goes through them.
    var helpTopics: [HelpTopic] { get }
    /// Draws a stored game of this kind in the replay viewer.
    var replayDrawing: any ReplayDrawing.Type { get }
    /// The Stats screen's page beyond the totals (Mines: its games, by board); nil for none.
    var statsPage: StatsPage? { get }
    /// Its sections of the settings file, checked when the file is read.
    var preferenceSections: [any PreferenceSection.Type] { get }
    /// Its options under `clearfield play`; nil when it cannot be started from the command line.
    var playOptions: (any GamePlayOptions.Type)? { get }
    /// What `clearfield stats` prints of it beyond its totals; nil for nothing more.
    var historyListing: (any GameHistoryListing.Type)? { get }
    /// Rebuilds a saved game of this kind (format 2, or the game's format-1 section) and the
    /// screen it goes back on top of; or why not.
    func resume(_ saved: SavedGame, environment: AppEnvironment) -> Result<ResumedGame, ResumeRefusal>
}

extension GameFrontEnd {
    package var statsPage: StatsPage? { nil }
    package var preferenceSections: [any PreferenceSection.Type] { [] }
    package var playOptions: (any GamePlayOptions.Type)? { nil }
    package var historyListing: (any GameHistoryListing.Type)? { nil }
}

/// A page the Stats screen opens for one game with a key of its own (`g`: the Mines games).
public struct StatsPage {
    /// The key on the Stats screen, and what its hint says ("games").
    public var key: Character
    public var hint: String
    /// The page, or nil when there is nothing to open in this run (no history is kept).
    public var open: (AppEnvironment) -> (any Screen)?

    public init(key: Character, hint: String, open: @escaping (AppEnvironment) -> (any Screen)?) {
        self.key = key
        self.hint = hint
        self.open = open
    }
}

extension AppEnvironment {
    /// The front end of a game, by its kind; nil for a game this program does not offer.
    package func frontEnd(forKind kind: String) -> (any GameFrontEnd)? {
        games.first { $0.kind.rawValue == kind }
    }

    /// Every game's help pages, in the games' order.
    package var helpTopics: [HelpTopic] { games.flatMap(\.helpTopics) }
}
