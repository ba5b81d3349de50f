@testable import Shell
@testable import MinesUI
@testable import TilesUI
import Daily
import Foundation
import Mines
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// A daily is named as the daily everywhere (issue 31): "Daily 2026-11-26 · Mines" on the play
/// header, the results panel and the Continue line ("· practice" on a later attempt), and the
/// Tiles daily as "Daily 2026-11-26 · Tiles (Thursday, 9×7, 4 colours)" with no campaign level.
@Suite struct DailyNamingTests {
    static let sizes = DailyResultPanelTests.sizes

    static func header(_ frame: FrameBuffer) -> String { frame.lines[0] }

    @Test(arguments: sizes)
    func theMinesDailysHeaderAndPanelNameTheDaily(size: ScreenSize) throws {
        var ranked = DailyResultPanelTests.mines(origin: .dealt, size: size)
        #expect(Self.header(ranked.frame).hasPrefix(" Daily 2026-11-26 · Mines"), "\(Self.header(ranked.frame))")
        #expect(!Self.header(ranked.frame).contains("practice") && !Self.header(ranked.frame).contains("Intermediate"))
        _ = RankingPanelFixtures.won(&ranked)
        #expect(ranked.frame.row(containing: "Daily 2026-11-26 · Mines") != nil, "\(ranked.frame.text)")

        let practice = DailyResultPanelTests.mines(origin: .chosen, size: size)
        #expect(Self.header(practice.frame).hasPrefix(" Daily 2026-11-26 · Mines · practice"), "\(Self.header(practice.frame))")
    }

    @Test func theMinesDailysContinueLineNamesTheDaily() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        var harness = DailyResultPanelTests.mines(origin: .chosen, size: Self.sizes[0])
        harness.context.environment.saveSlot = slot
        harness.screen = MinesPlayScreen(daily: DailyMinesChallenge(date: DailyResultPanelTests.date).setup(), origin: .chosen)
        harness.screen.activate(context: harness.context)
        harness.press(.char(" "))
        harness.screen.appWillStop(context: harness.context)
        let summary = try slot.header().get().summary
        let line = ContinueLine.describe(summary, now: DailyResultPanelTests.wall, timeZone: .utc)
        #expect(line.hasPrefix("Daily 2026-11-26 · Mines · practice, "), "\(line)")
    }

    @Test(arguments: sizes)
    func theTilesDailyIsNoCampaignLevel(size: ScreenSize) throws {
        var daily = DailyResultPanelTests.TilesDaily(size: size)
        let frame = daily.screen.frame(daily.context)
        let shape = DailyTilesChallenge.shape(weekday: DailyResultPanelTests.date.weekday)
        let expected = "Daily 2026-11-26 · Tiles (Thursday, \(shape.width)×\(shape.height), \(shape.colours) colours)"
        #expect(Self.header(frame).contains(expected) || (size.columns < 70 && Self.header(frame).contains("Daily 2026-11-26 · Tiles")),
                "\(Self.header(frame))")
        #expect(!Self.header(frame).contains("Level") && !Self.header(frame).contains("daily ·"), "\(Self.header(frame))")
        try daily.clear()
        let cleared = daily.screen.frame(daily.context)
        #expect(cleared.row(containing: "Daily 2026-11-26 cleared!") != nil, "\(cleared.text)")
        #expect(cleared.row(containing: "next level") == nil && cleared.row(containing: "Level cleared") == nil)
        let leaving = daily.screen.handle(.key(.enter), context: daily.context)
        #expect(!leaving.banners.contains { $0.contains("last level") }, "\(leaving.banners)")
    }

    @Test func theTilesDailysTitleNamesItsWeekdaySizeAndColours() throws {
        let challenge = DailyTilesChallenge(date: DailyDate("2026-11-28")!)
        let title = TilesDailyTitle.text(date: "2026-11-28", board: challenge.board, practice: true, glyphs: .unicode)
        #expect(title == "Daily 2026-11-28 · Tiles (Saturday, 10×8, 5 colours) · practice")
    }
}
