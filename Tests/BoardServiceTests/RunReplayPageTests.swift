import BoardAPI
import Foundation
import GameCore
import GameRules
import Mines
import Testing
import Tiles
@testable import BoardService

/// The `/runs/ID` page draws the run's replay step by step (issue 30.5), over real HTTP: one frame
/// per play, drawn on the server from the service's own replay, readable without a script; the
/// small script that animates it is the page's only one and holds no data.
@Suite(.tags(.postgres)) struct RunReplayPageTests {
    /// The text of every frame's board, in order.
    static func frames(_ page: String) -> [String] {
        page.components(separatedBy: "<pre>").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }

    static func captions(_ page: String) -> [String] {
        page.components(separatedBy: "<figcaption>").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }

    @Test func aClearedTilesLevelIsDrawnMoveByMove() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let (answer, _) = try await client.playRanked(ada, board: Games.tilesBoard, first: Games.tilesFirstAction) {
                try Games.clearedTiles(seed: $0)
            }
            let verdict = try answer.decode(RunVerdict.self)
            #expect(verdict.status == .ranked)
            let page = String(decoding: try await client.send(.get, "/runs/\(verdict.runID)", key: nil).body, as: UTF8.self)
            // "RG/RG": the red column goes and the green one falls left, then the green goes.
            #expect(Self.frames(page) == ["RG\nRG", "G.\nG.", "..\n.."])
            #expect(Self.captions(page) == ["Start: the board at the start", "Play 1 at 0.80 s: remove the group at 1,1",
                                            "Play 2 at 2.00 s: remove the group at 1,1"])
            #expect(page.contains("<p>2 plays.</p>"))
            // Without the script every frame is on the page; the controls wait for it.
            #expect(page.contains("<p class=\"controls\" hidden>"))
            #expect(page.components(separatedBy: "<script").count == 2)
        }
    }

    @Test func aWonMinesBoardIsDrawnFromCoveredToSwept() async throws {
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let (answer, played) = try await client.playRanked(ada, board: Games.minesBeginner, first: Games.minesFirstAction) {
                try Games.wonBeginner(seed: $0)
            }
            let verdict = try answer.decode(RunVerdict.self)
            #expect(verdict.status == .ranked)
            let page = String(decoding: try await client.send(.get, "/runs/\(verdict.runID)", key: nil).body, as: UTF8.self)
            let plays = try TimedLog<MinesMove>(packed: played.log).entries.filter { !$0.action.isTrace }.count
            let frames = Self.frames(page)
            #expect(frames.count == plays + 1 && plays > 1)
            let covered = frames.map { frame in frame.filter { $0 == "#" || $0 == "F" }.count }
            #expect(frames.first == Array(repeating: String(repeating: "#", count: 9), count: 9).joined(separator: "\n"))
            // Each reveal opens cells and none closes; at the end only the 10 mines stay closed.
            #expect(zip(covered, covered.dropFirst()).allSatisfy { $0 > $1 }, "\(covered)")
            #expect(covered.last == 10 && frames.last?.contains("*") == false)
            // The first reveal (the middle cell, 4,4 counted from 0) half a second in.
            #expect(Games.minesFirst == .reveal(Point(x: 4, y: 4)))
            #expect(Self.captions(page).dropFirst().first == "Play 1 at 0.50 s: reveal 5,5")
        }
    }

    /// In a real browser the script shows one board at a time with its controls; the DOM keeps
    /// every frame (a reader without the script sees them all).
    @Test func inChromiumTheScriptShowsOneFrameAtATime() async throws {
        try Chromium.requireInstalled()
        try await ServiceHarness.withService { client in
            let ada = try await client.join(nickname: "Ada")
            let (answer, _) = try await client.playRanked(ada, board: Games.tilesBoard, first: Games.tilesFirstAction) {
                try Games.clearedTiles(seed: $0)
            }
            let runID = try answer.decode(RunVerdict.self).runID
            let port = try #require(client.http.port)
            let dom = try await Chromium.dom(of: "http://127.0.0.1:\(port)/runs/\(runID)")
            #expect(dom.contains("<p class=\"controls\">"), "the script showed the controls: \(dom)")
            #expect(dom.contains("<li class=\"frame\" id=\"step-0\">"), "\(dom)")
            #expect(dom.contains("<li class=\"frame\" id=\"step-1\" hidden=\"\">") && dom.contains("id=\"step-2\" hidden=\"\""),
                    "\(dom)")
            #expect(Self.frames(dom) == ["RG\nRG", "G.\nG.", "..\n.."])
        }
    }
}
