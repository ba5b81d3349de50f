import Progress

/// What `clearfield stats` prints of one game beyond its totals (Mines: its games by board and
/// the latest ones), built from the player's finished games of that kind. A game's front end
/// names its listing (`GameFrontEnd.historyListing`); the command prints whatever it is given.
package protocol GameHistoryListing: Encodable {
    /// What the listing holds, for `clearfield stats --help` ("its game history: per board ...").
    static var about: String { get }
    init(games: [PlayedGame])
    /// The text output's lines, a blank line and a heading first (escaped when printed).
    var lines: [String] { get }
}
