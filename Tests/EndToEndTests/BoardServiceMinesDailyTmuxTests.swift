import BoardTestSupport
import Daily
import Foundation
import GameCore
import Mines
import Testing

extension EndToEndSuite.BoardServiceTmuxTests {
    /// The Mines daily on a board service (issue 29.5), the binary in tmux against the real
    /// service: `play daily mines` is dealt before its board is built, so the board on screen,
    /// with the day's opening, is the dealt seed's from the first frame (before, it showed the
    /// documented seed's board, dealt at the first reveal onto another board, where that reveal
    /// could land on a mine); cleared at a person's pace, it is ranked by the service.
    @Test func theMinesDailyIsDealtBeforeItsBoardIsShownAndRanks() throws {
        let setUp = try Joined(nickname: "Max")
        defer { setUp.stop() }
        let (live, binary, session) = (setUp.live, setUp.binary, setUp.session)
        #expect(setUp.output.status == 0, "\(setUp.output)")
        #expect(try live.daySeeds().isEmpty)
        try session.run("\(TmuxSession.shellQuoted(binary.path)) play daily mines "
            + "--shared-board \(live.address); echo \"exit:$?\"")
        var drawn: [(day: String, game: String, seed: UInt64)] = []
        try session.waitUntil("the service dealt the day's Mines daily", timeout: 20) {
            drawn = try live.daySeeds()
            return !drawn.isEmpty
        }
        let day = try #require(drawn.first)
        #expect(drawn.count == 1 && day.game == "mines")
        let date = try #require(DailyDate(day.day))
        try session.waitFor("Daily \(date)")
        try session.waitFor("Seed \(day.seed)")
        let challenge = DailyMinesChallenge(date: date, seed: day.seed)
        #expect(challenge.seed != DailyMinesChallenge(date: date).seed)
        let setup = challenge.setup()
        var board = setup.params.setup(seed: setup.seed).initialState.board
        let layout = try #require(board.layout, "the day's opening is revealed from the start")
        var cursor = Point(x: board.width / 2, y: board.height / 2)
        #expect(try session.capture().contains("\(cursor.x + 1), \(cursor.y + 1)"))
        for y in 0..<board.height {
            for x in 0..<board.width where board.outcome == .playing && !layout.isMine(at: Point(x: x, y: y)) {
                let point = Point(x: x, y: y)
                guard let next = board.revealing(point), !next.events.isEmpty else { continue }
                for key in EndToEndSuite.MinesTmuxTests.moves(from: cursor, to: point) { try session.typeText(key) }
                // At a person's pace: the human envelope holds a board cleared faster than people play.
                Thread.sleep(forTimeInterval: 0.1)
                try session.sendKeys("Space")
                cursor = point
                board = next.board
            }
        }
        #expect(board.outcome == .won)
        try Self.waitForFirstPlace(in: session)
        try session.sendKeys("q")
        try session.sendKeys("Escape")
    }
}
