import Foundation
import GameCore
import Mines
import Testing

extension EndToEndSuite {
    /// Fair play in the real (debug) game: a beginner board dealt by the debug-only test dealer
    /// is won without a hint and ranked on the results panel; the same board typed with `--seed`
    /// is won the same way and not ranked, saying why.
    @Suite struct FairPlayTmuxTests {
        static let seed: UInt64 = 424_242

        /// Keys that win the board from its centre without a hint: the centre first, then each
        /// safe cell still covered, moving with counts.
        static func sweep(_ start: MinesBoard) -> [String] {
            var cursor = Point(x: start.width / 2, y: start.height / 2)
            guard var board = start.revealing(cursor)?.board, let layout = board.layout else { return [] }
            var keys = ["Space"]
            for y in 0..<board.height {
                for x in 0..<board.width where !board.isOver && !layout.isMine(at: Point(x: x, y: y)) {
                    let point = Point(x: x, y: y)
                    guard let next = board.revealing(point), !next.events.isEmpty else { continue }
                    keys += MinesTmuxTests.moves(from: cursor, to: point) + ["Space"]
                    cursor = point
                    board = next.board
                }
            }
            return keys
        }

        static func play(_ commandLine: String, environment: [String: String]) throws -> String {
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 100, rows: 30, extraEnvironment: environment)
            defer { session.kill(); session.removeFiles() }
            try session.run("\(TmuxSession.shellQuoted(binary.path)) \(commandLine); echo \"exit:$?\"")
            let first = try session.waitFor("Seed \(Self.seed)")
            #expect(first.contains("Beginner"))
            let board = MinesBoard(params: .beginner, seed: Self.seed, style: MinesSettings().style)
            for key in Self.sweep(board) { try key == "Space" ? session.sendRevealKey() : session.sendKeys(key) }
            try session.waitFor("Board cleared")
            let screen = try session.waitUntilText(either: ["Ranked:", "Not ranked:"])
            try session.sendKeys("q")
            return panelWords(screen)
        }

        /// The results panel's words as one line: the columns from the panel's frame on, row by
        /// row (the panel wraps its lines; the board beside it is left out).
        static func panelWords(_ screen: String) -> String {
            let rows = screen.components(separatedBy: "\n").map(Array.init)
            guard let title = rows.firstIndex(where: { String($0).contains("Board cleared") }), title > 0,
                  let left = rows[title - 1].lastIndex(of: "┌") else { return screen }
            return rows[title...].map { row in
                String(row.dropFirst(left)).replacingOccurrences(of: "│", with: " ")
            }.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }

        @Test func aDealtBoardWonWithoutAHintIsRankedAndTheSameBoardChosenIsNot() throws {
            let dealt = try Self.play("play mines --board beginner",
                                      environment: ["CLEARFIELD_TEST_DEAL_SEED": String(Self.seed)])
            #expect(dealt.contains("Ranked: 1st of all time, personal best"), "\(dealt)")
            let chosen = try Self.play("play mines --board beginner --seed \(Self.seed)", environment: [:])
            #expect(chosen.contains("Not ranked: a chosen seed (--seed)"), "\(chosen)")
        }
    }
}

extension TmuxSession {
    /// Waits until the screen shows one of `texts`; returns the screen.
    @discardableResult
    func waitUntilText(either texts: [String], timeout: Double = 30) throws -> String {
        var screen = ""
        try waitUntil("one of \(texts)", timeout: timeout) {
            screen = try capture()
            return texts.contains { screen.contains($0) }
        }
        return screen
    }
}
