import BoardAPI
import Foundation
import GameCore
import Players

/// The web pages' HTML, built as strings: every text that comes from a player, a board or a
/// request goes through `HTML.escape` (the one escaping function), so a name is always text.
enum HTML {
    /// `&`, `<`, `>`, `"` and `'` as entities: safe in element content and in quoted attributes.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A path segment (a nickname, a board id) percent-encoded for a link, then escaped.
    static func pathSegment(_ text: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#")
        return escape(text.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
    }

    /// A whole page: the shared head (styles for wide screens and phones), the title, the body.
    static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title)) · Clearfield</title>
        <style>\(style)\(replayStyle)</style></head>
        <body><header><a href="/" class="home">Clearfield boards</a></header>
        <main><h1>\(escape(title))</h1>
        \(body)
        </main></body></html>
        """
    }

    static let style = """
        body{font-family:system-ui,sans-serif;margin:0;background:#f6f6f2;color:#222}
        header{background:#234;padding:.6em 1em}header a{color:#fff;text-decoration:none;font-weight:bold}
        main{max-width:60em;margin:0 auto;padding:1em}
        table{border-collapse:collapse;width:100%;background:#fff}
        th,td{text-align:left;padding:.35em .5em;border-bottom:1px solid #ddd;overflow-wrap:anywhere}
        nav a,nav strong{margin-right:1em}.empty{color:#666}
        .avatar{display:inline-grid;grid-template-columns:repeat(8,var(--px));vertical-align:middle;border:1px solid #999}
        .avatar span{width:var(--px);height:var(--px)}.small{--px:3px}.large{--px:14px}
        .c0{background:#fff}.c1{background:#d33}.c2{background:#dc3}.c3{background:#3a3}
        .c4{background:#3cc}.c5{background:#33d}.c6{background:#c3c}
        @media (max-width:600px){main{padding:.5em}th,td{padding:.3em .25em;font-size:.9em}.wide{display:none}}
        """

    /// The player's avatar as an 8×8 grid of coloured cells (no picture file, no script): their
    /// stored pixels, or their identicon when they have none (as the game draws it).
    static func avatar(of player: PublicPlayer, size: String) -> String {
        let avatar = player.avatar.flatMap { try? Avatar(bytes: $0) } ?? Avatar.identicon(for: player.playerID)
        var cells = ""
        for y in 0..<Avatar.side {
            for x in 0..<Avatar.side { cells += "<span class=\"c\(avatar[x: x, y: y].rawValue)\"></span>" }
        }
        return "<span class=\"avatar \(size)\" role=\"img\" aria-label=\"avatar\">\(cells)</span>"
    }

    /// A player's name as text, linked to their profile; a blanked name as a placeholder.
    static func player(_ player: PublicPlayer) -> String {
        guard let nickname = player.nickname else { return "<span class=\"empty\">(no name)</span>" }
        return "<a href=\"/players/\(pathSegment(nickname))\">\(escape(nickname))</a>"
    }

    /// A run's figures, by name in a stable order, as "name value" pairs.
    static func figures(_ figures: [String: Int64]) -> String {
        figures.keys.sorted().map { key in
            let value = figures[key] ?? 0
            let shown = key.hasSuffix("Ms") ? String(format: "%.2f s", Double(value) / 1000) : String(value)
            return "\(escape(key.hasSuffix("Ms") ? String(key.dropLast(2)) : key)) \(escape(shown))"
        }.joined(separator: ", ")
    }

    static func date(_ date: Date) -> String {
        ISO8601Text.string(from: date)
    }

    /// A board's rows as a table (rank, player, figures, finished), or a sentence when empty.
    static func rows(_ rows: [BoardRow]) -> String {
        guard !rows.isEmpty else { return "<p class=\"empty\">No ranked runs yet.</p>" }
        var table = "<table><thead><tr><th>#</th><th>Player</th><th>Figures</th><th class=\"wide\">Finished</th></tr></thead><tbody>"
        for row in rows {
            table += "<tr><td>\(row.rank)</td><td>\(avatar(of: row.player, size: "small")) \(player(row.player))</td>"
                + "<td><a href=\"/runs/\(pathSegment(row.runID))\">\(figures(row.figures))</a></td>"
                + "<td class=\"wide\">\(escape(date(row.finishedAt)))</td></tr>"
        }
        return table + "</tbody></table>"
    }
}
