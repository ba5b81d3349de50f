import Foundation

/// The board service's HTTP/JSON interface (docs/board-api.yaml), shared by the service
/// (`clearfield-board`) and the game's client so both sides speak the same types. Everything here
/// is plain data: no networking, no database.
///
/// Every path starts with the version; a later incompatible version gets a new prefix while the old
/// one keeps answering.
public enum BoardAPI {
    public static let version = "v1"
    public static let prefix = "/v1"

    /// The largest request body the service reads (a run's log included); larger ones are refused
    /// with 413 before they are read whole.
    public static let maximumBodyBytes = 256 * 1024
    /// The largest packed log a run may carry.
    public static let maximumLogBytes = 192 * 1024
    /// The most rows one page of a list holds.
    public static let maximumPageSize = 100

    /// The paths, one place for both sides. `{x}` parts are filled by the helpers below.
    public enum Path {
        /// POST: register this computer's key as a new player, or (with a link code) as another
        /// computer of an existing player. Signed by the new key itself (proof it holds it).
        public static let players = prefix + "/players"
        /// GET: the signed-in player; DELETE: forget this computer's key (`board leave`).
        public static let me = prefix + "/players/me"
        /// PUT: the signed-in player's nickname.
        public static let myNickname = prefix + "/players/me/nickname"
        /// PUT/DELETE: the signed-in player's avatar.
        public static let myAvatar = prefix + "/players/me/avatar"
        /// POST: a one-time code that adds another computer to the signed-in player.
        public static let myLinks = prefix + "/players/me/links"
        /// POST: take over an account of the board made for direct database logins (once).
        public static let myClaim = prefix + "/players/me/claim"
        /// GET: a player's public profile, by nickname or by `#id`.
        public static func profile(_ player: String) -> String { prefix + "/players/" + escaped(player) }
        /// GET: the players, paged (moderators see blocked ones too).
        public static let playerList = prefix + "/players"

        /// POST: a deal for a new ranked game on a board (no seed yet).
        public static let deals = prefix + "/deals"
        /// POST: the game's first action; the answer carries the seed and starts the server's clock.
        public static func start(deal: Int64) -> String { prefix + "/deals/\(deal)/start" }
        /// POST: the game ended now (the server's clock stops); the run follows (maybe later).
        public static func finish(deal: Int64) -> String { prefix + "/deals/\(deal)/finish" }

        /// POST: a finished run (idempotent by its id); the answer is the service's verdict.
        public static let runs = prefix + "/runs"
        /// GET: one run with its log (for the replay viewer) and its stored verdict.
        public static func run(_ id: String) -> String { prefix + "/runs/" + escaped(id) }

        /// GET: the boards the service keeps.
        public static let boards = prefix + "/boards"
        /// GET: a board's rows in a period, paged (`?period=all|day|week&offset=&limit=`).
        public static func board(_ id: String) -> String { prefix + "/boards/" + escaped(id) }
        /// GET: the rows around the signed-in player (or `?player=`).
        public static func around(_ id: String) -> String { prefix + "/boards/" + escaped(id) + "/around" }

        /// POST: the day's ranked daily deal for a game (the first one a player starts is the ranked
        /// attempt; later ones are practice).
        public static let dailyDeals = prefix + "/daily/deals"
        /// GET: the streak board.
        public static let streaks = prefix + "/daily/streaks"

        /// POST: a moderator's action on a player.
        public static let moderation = prefix + "/moderation"
        /// GET: the runs held for review, paged.
        public static let held = prefix + "/moderation/held"
        /// POST: approve or reject a held run.
        public static func review(_ run: String) -> String { prefix + "/moderation/held/" + escaped(run) }
        /// GET: the moderation log, paged.
        public static let moderationLog = prefix + "/moderation/log"

        /// GET: the service's state (no signature needed): version, time, zone, open sign-up.
        public static let status = prefix + "/status"

        static func escaped(_ part: String) -> String {
            var allowed = CharacterSet.urlPathAllowed
            allowed.remove(charactersIn: "/?#%")
            return part.addingPercentEncoding(withAllowedCharacters: allowed) ?? part
        }
    }
}
