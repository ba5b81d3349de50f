import BoardTestSupport
import Daily
import Foundation
import GameCore
import Testing
import Tiles

extension EndToEndSuite.BoardServiceTmuxTests {
    /// The Tiles daily on a board service (issue 29.5), the binary in tmux against the real
    /// service: `play daily tiles` asks for the day's deal before the map is built, the service
    /// draws the day's seed then, and the map on screen is that seed's (not the documented date
    /// seed's, which anyone could build ahead); cleared at a person's pace, it is ranked by the
    /// service on the day's board and the panel says so.
    @Test func theTilesDailyIsDealtBeforeItsMapIsShownAndRanks() throws {
        let setUp = try Joined(nickname: "Dee")
        defer { setUp.stop() }
        let (live, binary, session) = (setUp.live, setUp.binary, setUp.session)
        #expect(setUp.output.status == 0, "\(setUp.output)")
        #expect(try live.daySeeds().isEmpty)

        try session.run("\(TmuxSession.shellQuoted(binary.path)) play daily tiles "
            + "--shared-board \(live.address); echo \"exit:$?\"")
        var drawn: [(day: String, game: String, seed: UInt64)] = []
        try session.waitUntil("the service dealt the day's Tiles daily", timeout: 20) {
            drawn = try live.daySeeds()
            return !drawn.isEmpty
        }
        let day = try #require(drawn.first)
        #expect(drawn.count == 1 && day.game == "tiles")
        let date = try #require(DailyDate(day.day))
        let challenge = DailyTilesChallenge(date: date, seed: day.seed)
        #expect(challenge.mapHash != DailyTilesChallenge(date: date).mapHash)
        try session.waitFor("Daily \(date)")
        for move in challenge.solution {
            // To the top left corner, then across and down (counts as in vi), then remove the group.
            try session.typeText("99h")
            try session.typeText("99k")
            if move.point.x > 0 { try session.typeText("\(move.point.x)l") }
            if move.point.y > 0 { try session.typeText("\(move.point.y)j") }
            // At a person's pace: the human envelope holds a level cleared faster than people play.
            Thread.sleep(forTimeInterval: 0.3)
            try session.sendKeys("Enter")
            Thread.sleep(forTimeInterval: 0.2)
        }
        try session.waitFor("Daily \(date) cleared!")
        try session.waitUntil("the service's verdict", timeout: 20) {
            let screen = try session.captureJoiningWrappedLines()
            return screen.contains("Ranked: 1st") && !screen.contains("sending")
        }
        try session.sendKeys("q")
        try session.sendKeys("Escape")
    }
}
