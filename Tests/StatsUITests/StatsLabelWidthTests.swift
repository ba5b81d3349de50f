@testable import StatsUI
import Mines
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// Every label the Stats screen shows fits its 18 columns at 80×24 (issue 31: "Intermediate
/// best…" and "Run time, boards …" were cut), and the screen at 80×24 and 60×20 cuts none.
@Suite struct StatsLabelWidthTests {
    /// The label column beside both figures in the two columns side by side at 80 columns.
    static let labelWidth = StatsScreen.Layout.narrowestOfTwo - StatsScreen.gameWidth - StatsScreen.totalWidth - 2

    @Test func everyStatLabelFitsTheTwoColumnLayout() throws {
        for catalog in [try MinesStats.catalog(), try TilesStats.catalog()] {
            for definition in catalog.totals.definitions + catalog.game.definitions {
                #expect(DisplayWidth.of(definition.label) <= Self.labelWidth, "\(definition.name): \(definition.label)")
            }
        }
    }
}
