import BoardAPI
import Foundation
import Players
import PostgresNIO
import Testing
@testable import BoardService

/// The boards on the web (issue 30): the HTML pages over real HTTP, unsigned, escaped, cached
/// briefly, and showing only what the JSON board shows.
@Suite(.tags(.postgres)) struct WebPageTests {
    /// A name no join accepts (longer than 20 columns), written as a migrated or tampered row could hold it.
    static let hostile = "<script>alert(1)</script>"

    /// Ada ranked, Bob (renamed hostile) ranked, and Ada's second, held run; calls `body` with the ids.
    static func seeded(_ client: ServiceClient) async throws -> (ada: TestPlayer, bob: TestPlayer, ranked: String, held: String) {
        let ada = try await client.join(nickname: "Ada")
        let bob = try await client.join(nickname: "Bob")
        let (genuine, _) = try await client.playRanked(ada, board: Games.minesBeginner, first: Games.minesFirstAction) {
            try Games.wonBeginner(seed: $0)
        }
        let ranked = try genuine.decode(RunVerdict.self)
        #expect(ranked.status == .ranked)
        let (bobs, _) = try await client.playRanked(bob, board: Games.minesBeginner, first: Games.minesFirstAction) {
            try Games.wonBeginner(seed: $0)
        }
        #expect(try bobs.decode(RunVerdict.self).status == .ranked)
        let (fast, _) = try await client.playRanked(ada, board: Games.minesBeginner, first: Games.minesFirstAction) {
            try Games.wonBeginner(seed: $0, pace: 1)
        }
        let held = try fast.decode(RunVerdict.self)
        #expect(held.status == .held, "\(held)")
        let keys = try NicknamePolicy.keys(of: hostile)
        try await client.database.rows("""
            UPDATE clearfield.player SET nickname = \(hostile), nickname_skeleton = \(keys.skeleton),
                nickname_written_key = \(keys.written)
            WHERE id = \(bob.account.playerID)
            """)
        try await client.database.rows("""
            INSERT INTO clearfield.avatar (player_id, pixels, updated_at) VALUES (\(bob.account.playerID), \(avatar), now())
            """)
        return (ada, bob, ranked.runID, held.runID)
    }

    /// Bob's avatar: every colour, row by row.
    static let avatar = Data((0..<Avatar.pixelCount).map { UInt8(($0 / Avatar.side + $0) % 7) })

    static func text(_ answer: ServiceClient.Answer) -> String { String(decoding: answer.body, as: UTF8.self) }

    @Test func everyPageIsPublicCachedHTMLWithHostileNamesEscaped() async throws {
        try await ServiceHarness.withService { client in
            let seeded = try await Self.seeded(client)
            let day = client.clock.now.formatted(.iso8601.year().month().day())
            let encoded = Self.hostile.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
            for path in ["/", "/boards/\(Games.minesBeginner)", "/boards/\(Games.minesBeginner)?period=day",
                         "/boards/\(Games.minesBeginner)?period=week", "/daily/\(day)", "/players/Ada",
                         "/players/\(encoded)", "/runs/\(seeded.ranked)"] {
                let answer = try await client.send(.get, path, key: nil)
                #expect(answer.status == .ok, "\(path): \(Self.text(answer))")
                #expect(answer.headers[.contentType] == "text/html; charset=utf-8", "\(path)")
                #expect(answer.headers[.cacheControl]?.hasPrefix("public, max-age=") == true, "\(path)")
                // The run page's own replay script aside, no script is on any page.
                let page = Self.text(answer).replacingOccurrences(of: HTML.replayScriptElement, with: "")
                #expect(page.hasPrefix("<!DOCTYPE html>"), "\(path)")
                #expect(!page.contains("<script"), "\(path): a name reached the page as markup")
            }
            let board = Self.text(try await client.send(.get, "/boards/\(Games.minesBeginner)", key: nil))
            #expect(board.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(board.contains(">Ada</a>"))
            #expect(board.contains("2 players"))
            let profile = Self.text(try await client.send(.get, "/players/\(encoded)", key: nil))
            #expect(profile.contains("<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>"))
            // The avatar drawn as 64 cells, each of its pixel's colour, row by row.
            let cells = profile.components(separatedBy: "<span class=\"c").dropFirst().map { UInt8(String($0.prefix(1))) }
            #expect(cells == Self.avatar.map { Optional($0) })
        }
    }

    @Test func aHeldRunIsOnNoPage() async throws {
        try await ServiceHarness.withService { client in
            let seeded = try await Self.seeded(client)
            let held = try await client.send(.get, "/runs/\(seeded.held)", key: nil)
            #expect(held.status == .notFound)
            #expect(held.headers[.contentType] == "text/html; charset=utf-8")
            #expect(held.headers[.cacheControl] == "no-store")
            let ranked = Self.text(try await client.send(.get, "/runs/\(seeded.ranked)", key: nil))
            #expect(ranked.contains("Rank of all time"))
            for path in ["/boards/\(Games.minesBeginner)", "/players/Ada", "/"] {
                let page = Self.text(try await client.send(.get, path, key: nil))
                #expect(!page.contains(seeded.held), "\(path) shows the held run")
            }
            // The board page reads the JSON board's rows: the same runs, in the same order.
            let json = try await client.get(BoardAPI.Path.board(Games.minesBeginner), as: Page<BoardRow>.self, by: seeded.ada)
            let page = Self.text(try await client.send(.get, "/boards/\(Games.minesBeginner)", key: nil))
            let linked = page.components(separatedBy: "href=\"/runs/").dropFirst().map { String($0.prefix { $0 != "\"" }) }
            #expect(linked == json.items.map(\.runID))
        }
    }

    @Test func aBadPathAnswersAnHTMLRefusal() async throws {
        try await ServiceHarness.withService { client in
            let badDate = try await client.send(.get, "/daily/yesterday", key: nil)
            #expect(badDate.status == .badRequest)
            #expect(Self.text(badDate).contains("YYYY-MM-DD"))
            let nobody = try await client.send(.get, "/players/%3Cb%3Enobody", key: nil)
            #expect(nobody.status == .notFound)
            #expect(Self.text(nobody).contains("&lt;b&gt;nobody"))
            #expect(!Self.text(nobody).contains("<b>"))
        }
    }
}
