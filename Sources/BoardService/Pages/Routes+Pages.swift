import BoardAPI
import Daily
import Foundation
import Hummingbird
import Leaderboards

/// The boards on the web (issue 30): plain server-rendered HTML, readable without a script,
/// unsigned (the pages are public) and cached briefly. Every page reads through the same queries
/// as the JSON routes, as a viewer who is no player: held, refused and blocked players' runs are
/// absent exactly as they are from the API.
extension Board {
    /// How long a browser or proxy may keep a page.
    static let pageCacheSeconds = 30

    /// No player has this id: the pages' viewer sees what every stranger sees.
    static let stranger = Caller(playerID: 0, keyID: "", role: "player", blocked: false)

    func addPageRoutes(to router: Router<BoardContext>) {
        router.get("/") { _, _ in try await htmlPage { try await $0.boardsPage() } }
        router.get("/boards/:board") { request, context in
            // A refused id is refused inside the page: an HTML page of its status.
            let board = Result { try boardID(context) }
            return try await htmlPage { try await $0.boardPage(try board.get(), request: request) }
        }
        router.get("/daily/:date") { _, context in
            let date = Result { try context.parameters.require("date") }
            return try await htmlPage { try await $0.dailyPage(try date.get()) }
        }
        router.get("/players/:player") { _, context in
            // Hummingbird hands the segment over as sent: a nickname arrives percent-encoded.
            let raw = try context.parameters.require("player")
            return try await htmlPage { try await $0.playerPage(raw.removingPercentEncoding ?? raw) }
        }
        router.get("/runs/:run") { _, context in
            let run = Result { try context.parameters.require("run") }
            return try await htmlPage { try await $0.runPage(try run.get()) }
        }
    }

    /// A page (title and body) as a cached HTML response; a refusal as an HTML page of its own
    /// status, not cached. Built on the replica when one may answer (a stranger wrote nothing).
    func htmlPage(_ build: @escaping @Sendable (Board) async throws -> (title: String, body: String)) async throws -> Response {
        do {
            let (title, body) = try await reads(after: nil, build)
            return Self.html(HTML.page(title: title, body: body), status: .ok,
                             cacheControl: "public, max-age=\(Self.pageCacheSeconds)")
        } catch let failure as APIFailure {
            let page = HTML.page(title: failure.status == .notFound ? "Not found" : "Not shown",
                                 body: "<p>\(HTML.escape(failure.problem.message))</p>")
            return Self.html(page, status: failure.status, cacheControl: "no-store")
        }
    }

    static func html(_ text: String, status: HTTPResponse.Status, cacheControl: String) -> Response {
        Response(status: status, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: cacheControl],
                 body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    func boardsPage() async throws -> (title: String, body: String) {
        let boards = try await boardSummaries()
        var body = "<p>Today's daily challenges: <a href=\"/daily/\(HTML.escape(calendar.day(of: now)))\">\(HTML.escape(calendar.day(of: now)))</a></p>"
        body += "<table><thead><tr><th>Board</th><th>Game</th><th>Players</th></tr></thead><tbody>"
        for board in boards {
            body += "<tr><td><a href=\"/boards/\(HTML.pathSegment(board.board))\">\(HTML.escape(board.title))</a></td>"
                + "<td>\(HTML.escape(board.game))</td><td>\(board.players)</td></tr>"
        }
        return ("Boards", body + "</tbody></table>")
    }

    /// `/boards/ID?period=day|week|all&offset=N`: one page of the board, with the periods and paging.
    func boardPage(_ board: String, request: Request) async throws -> (title: String, body: String) {
        let name = request.uri.queryParameters.get("period") ?? "all"
        let period = try period(request)
        let (offset, limit) = try page(request)
        let total = try await visibleCount(board: board, period: period, viewer: Self.stranger.playerID)
        let shown = try await rows(board: board, period: period, offset: offset, limit: limit, viewer: Self.stranger.playerID)
        let link = "/boards/\(HTML.pathSegment(board))"
        var body = "<nav>"
        for (key, label) in [("day", "Today"), ("week", "This week"), ("all", "All time")] {
            body += key == name ? "<strong>\(label)</strong>" : "<a href=\"\(link)?period=\(key)\">\(label)</a>"
        }
        body += "</nav>" + HTML.rows(shown)
        body += "<p>\(total) player\(total == 1 ? "" : "s")"
        if !shown.isEmpty { body += ", \(offset + 1)–\(offset + shown.count) shown" }
        body += "</p><nav>"
        if offset > 0 {
            body += "<a href=\"\(link)?period=\(HTML.escape(name))&amp;offset=\(max(offset - limit, 0))\">Previous</a>"
        }
        if let next = Self.nextOffset(offset: offset, count: shown.count, total: total) {
            body += "<a href=\"\(link)?period=\(HTML.escape(name))&amp;offset=\(next)\">Next</a>"
        }
        let title = rankings.definition(of: BoardID(board))?.title ?? board
        return (title, body + "</nav>")
    }

    /// `/daily/DATE`: the day's boards (one a game with a daily), the first 20 of each.
    func dailyPage(_ date: String) async throws -> (title: String, body: String) {
        guard let day = DailyDate(date) else { throw APIFailure.badRequest("a date is written YYYY-MM-DD") }
        var body = ""
        for game in dailies.games {
            let board = DailyBoard(game: game, date: day).id.rawValue
            let shown = try await rows(board: board, period: "all", offset: 0, limit: 20, viewer: Self.stranger.playerID)
            let title = rankings.definition(of: BoardID(board))?.title ?? board
            body += "<h2><a href=\"/boards/\(HTML.pathSegment(board))\">\(HTML.escape(title))</a></h2>" + HTML.rows(shown)
        }
        return ("Daily challenges of \(day)", body)
    }

    /// `/players/NICKNAME` (or `#id`): the profile, its avatar drawn as HTML cells.
    func playerPage(_ name: String) async throws -> (title: String, body: String) {
        let id = try await findPlayer(name, viewer: Self.stranger)
        let profile = try await profile(of: id, viewer: Self.stranger)
        // A blocked player's profile is shown to no stranger (the API answers 404 to them too).
        let player = profile.player
        var body = "<p>\(HTML.avatar(of: player, size: "large"))</p>"
        body += "<p>Member since \(HTML.escape(HTML.date(player.memberSince))) · games started \(profile.gamesStarted)"
            + " · won \(profile.gamesWon)</p><h2>Best runs</h2>"
        if profile.bests.isEmpty {
            body += "<p class=\"empty\">No ranked runs yet.</p>"
        } else {
            body += "<table><thead><tr><th>Board</th><th>Rank</th><th>Figures</th></tr></thead><tbody>"
            for best in profile.bests {
                let title = rankings.definition(of: BoardID(best.board))?.title ?? best.board
                body += "<tr><td><a href=\"/boards/\(HTML.pathSegment(best.board))\">\(HTML.escape(title))</a></td>"
                    + "<td>\(best.rank)</td><td><a href=\"/runs/\(HTML.pathSegment(best.runID))\">\(HTML.figures(best.figures))</a></td></tr>"
            }
            body += "</tbody></table>"
        }
        return (player.nickname ?? "(no name)", body)
    }

    /// `/runs/ID`: a ranked run's figures and ranks (held and refused runs are no stranger's), then
    /// its replay drawn step by step (`ReplayFrames`, `HTML.replay`).
    func runPage(_ id: String) async throws -> (title: String, body: String) {
        guard Self.isAcceptableRunID(id) else { throw APIFailure.notFound("there is no run \(id.prefix(64))") }
        let run = try await runDetail(id, viewer: Self.stranger)
        let title = rankings.definition(of: BoardID(run.board))?.title ?? run.board
        var body = "<p>\(HTML.avatar(of: run.player, size: "small")) \(HTML.player(run.player)) on "
            + "<a href=\"/boards/\(HTML.pathSegment(run.board))\">\(HTML.escape(title))</a></p>"
        body += "<table><tbody><tr><th>Figures</th><td>\(HTML.figures(run.figures))</td></tr>"
        body += "<tr><th>Finished</th><td>\(HTML.escape(HTML.date(run.finishedAt)))</td></tr>"
        for (label, rank) in [("Rank today", run.verdict.rankToday), ("Rank this week", run.verdict.rankWeek),
                              ("Rank of all time", run.verdict.rankAllTime)] {
            if let rank { body += "<tr><th>\(label)</th><td>\(rank)</td></tr>" }
        }
        body += "</tbody></table>"
        if let replay = ReplayFrames(game: run.game, setup: run.setup, log: run.log, games: rankings.games) { body += HTML.replay(replay) }
        return ("Run \(id)", body)
    }
}
