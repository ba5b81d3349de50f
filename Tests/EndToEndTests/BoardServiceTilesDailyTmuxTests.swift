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
        try Self.removeGroups(at: challenge.solution.map { ($0.point.x, $0.point.y) }, in: session)
        try session.waitFor("Daily \(date) cleared!")
        try Self.waitForFirstPlace(in: session)
        try session.sendKeys("q")
        try session.sendKeys("Escape")
    }
}
