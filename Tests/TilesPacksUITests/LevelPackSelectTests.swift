@testable import Shell
@testable import TilesUI
import Foundation
import GameCore
import LocalDatabase
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// The level select with several packs: Tab turns to the next pack, each pack has its own
/// progress and unlocking, and a level is played and counted by (pack, number).
@Suite struct LevelPackSelectTests {
    static func packLevel(_ number: Int, pack: String, _ map: String = "RR") -> Level {
        var level = Fixtures.level(number, "\(pack) \(number)", map, par: 1)
        level.pack = pack
        return level
    }

    static let levels = Fixtures.levels + [packLevel(1, pack: "Extra"), packLevel(2, pack: "Extra", "GG")]
    static let packs = [
        LevelPack(name: ShippedPack.name, isShipped: true, installedAt: Date(timeIntervalSince1970: 0)),
        LevelPack(name: "Extra", author: "ada", installedAt: Date(timeIntervalSince1970: 0)),
    ]

    func environment(progress: [LevelKey: LevelProgress]) -> AppEnvironment {
        var environment = Fixtures.environment(levels: Self.levels, store: FakeStore(progress: progress))
        environment.levelPacks = { Self.packs }
        return environment
    }

    @Test func tabTurnsToTheNextPackWithItsOwnProgress() {
        // Level 1 of the shipped pack is passed; "Extra" level 1 has progress under its own key.
        let context = Fixtures.context(environment(progress: [
            1: LevelProgress(level: 1, passed: true, bestScore: 1000, stars: 3),
            LevelKey(pack: "Extra", number: 1): LevelProgress(pack: "Extra", level: 1, passed: true, bestScore: 7, stars: 2),
        ]))
        var screen = LevelSelectScreen()
        screen.activate(context: context)
        #expect(screen.pages.map(\.name) == [ShippedPack.name, "Extra"])
        #expect(screen.pages.map(\.passedCount) == [1, 1])
        #expect(screen.entries.map(\.level.pack) == Array(repeating: ShippedPack.name, count: Fixtures.levels.count))
        var text = screen.frame(context).text
        #expect(text.contains("\(ShippedPack.name) (pack 1 of 2)"))
        #expect(text.contains("1 of \(Fixtures.levels.count) passed"))
        #expect(text.contains("Tab"))

        _ = screen.handle(.key(.tab), context: context)
        #expect(screen.entries.map(\.level.key) == [LevelKey(pack: "Extra", number: 1), LevelKey(pack: "Extra", number: 2)])
        // Unlocking is per pack: "Extra" 2 opens because "Extra" 1 is passed, and is selected.
        #expect(screen.entries.map(\.isUnlocked) == [true, true])
        #expect(screen.selection == 1)
        text = screen.frame(context).text
        #expect(text.contains("Extra (pack 2 of 2)"))
        #expect(text.contains("1 of 2 passed"))

        // Enter plays "Extra" 2, whose next levels are its own pack's.
        guard case .push(let pushed) = screen.handle(.key(.enter), context: context).navigation,
              let play = pushed as? TilesPlayScreen else {
            Issue.record("Enter plays the selected level")
            return
        }
        #expect(play.level.key == LevelKey(pack: "Extra", number: 2))
        #expect(play.campaign.map(\.pack) == ["Extra", "Extra"])
        #expect(play.play.setup.params.pack == "Extra")

        _ = screen.handle(.key(.backTab), context: context)
        #expect(screen.entries.first?.level.pack == ShippedPack.name)
    }

    @Test func oneShippedPackLooksAsBefore() {
        let context = Fixtures.context(Fixtures.environment())
        var screen = LevelSelectScreen()
        screen.activate(context: context)
        let text = screen.frame(context).text
        #expect(text.contains("choose a level") && !text.contains("Tab"))
        _ = screen.handle(.key(.tab), context: context)
        #expect(screen.pageIndex == 0)
    }

    /// Old saves name no pack: their params still decode, as the shipped pack's level, and a
    /// shipped level's params are written without a pack, byte for byte as before.
    @Test func paramsWithoutAPackAreTheShippedPacks() throws {
        let old = Data(#"{"level":3,"mapHash":42,"mapRows":["RR"],"par":2}"#.utf8)
        let params = try JSONDecoder().decode(TilesParams.self, from: old)
        #expect(params.pack == nil && params.key == LevelKey(number: 3))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(params) == old)
        let shipped = TilesParams(level: Fixtures.levels[0])
        #expect(shipped.pack == nil)
        let extra = TilesParams(level: Self.packLevel(1, pack: "Extra"))
        #expect(extra.key == LevelKey(pack: "Extra", number: 1))
        #expect(String(decoding: try encoder.encode(extra), as: UTF8.self).contains(#""pack":"Extra""#))
        #expect(TilesBackEnd.statsContext(for: extra).tilesPack == "Extra")
        #expect(TilesBackEnd.statsContext(for: shipped) == .tiles(level: 1, map: FNV1a.hex(shipped.mapHash)))
    }
}

/// A pack imported by another program (`clearfield levels import`) while the level list is open
/// shows at the next key (issue 31: it showed only after leaving the list), and an idle list
/// reads nothing.
@Suite struct LevelListRefreshTests {
    /// What the database holds, changed by "another program" during the test.
    final class Installed {
        var levels = Fixtures.levels
        var packs = [LevelPack(name: ShippedPack.name, isShipped: true, installedAt: Date(timeIntervalSince1970: 0))]
        var packReads = 0
    }

    static func context(_ installed: Installed, size: ScreenSize) -> ScreenContext {
        var environment = Fixtures.environment()
        environment.levels = { installed.levels }
        environment.levelPacks = {
            installed.packReads += 1
            return installed.packs
        }
        return Fixtures.context(environment, size: size)
    }

    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)])
    func aPackImportedMeanwhileShowsAtTheNextKey(size: ScreenSize) {
        let installed = Installed()
        let context = Self.context(installed, size: size)
        var screen = LevelSelectScreen()
        screen.activate(context: context)
        #expect(screen.pages.map(\.name) == [ShippedPack.name])
        #expect(!screen.frame(context).text.contains("Tab"))

        // Imported from the command line while the list is open.
        installed.levels += [LevelPackSelectTests.packLevel(1, pack: "Extra"), LevelPackSelectTests.packLevel(2, pack: "Extra", "GG")]
        installed.packs.append(LevelPack(name: "Extra", author: "ada", installedAt: Date(timeIntervalSince1970: 100)))
        let reads = installed.packReads
        _ = screen.frame(context)
        #expect(installed.packReads == reads, "drawing reads nothing: an idle list costs nothing")

        _ = screen.handle(.key(.down), context: context)
        #expect(screen.pages.map(\.name) == [ShippedPack.name, "Extra"])
        #expect(screen.frame(context).text.contains("Tab"))
        _ = screen.handle(.key(.tab), context: context)
        #expect(screen.entries.map(\.level.key) == [LevelKey(pack: "Extra", number: 1), LevelKey(pack: "Extra", number: 2)])
        #expect(screen.frame(context).text.contains("Extra (pack 2 of 2)"))

        // Imported again (replaced): its new levels show too.
        installed.levels = Fixtures.levels + [LevelPackSelectTests.packLevel(1, pack: "Extra")]
        installed.packs[1].installedAt = Date(timeIntervalSince1970: 200)
        _ = screen.handle(.key(.up), context: context)
        #expect(screen.entries.map(\.level.key) == [LevelKey(pack: "Extra", number: 1)])
    }
}
