@testable import TilesUI
import Terminal
import Testing
import Tiles
@testable import UITestSupport

@Suite struct LevelSelectTests {
    @Test func levelsUnlockOneAfterAnother() {
        let passed = { (number: Int) in LevelProgress(level: number, passed: true, bestScore: 10, stars: 2, fewestMoves: 3) }
        let entries = LevelEntry.entries(levels: Fixtures.levels, progress: [1: passed(1)])
        #expect(entries.map(\.isUnlocked) == [true, true, false])
        #expect(LevelEntry.entries(levels: Fixtures.levels, progress: [:]).map(\.isUnlocked) == [true, false, false])
        // A level passed earlier stays open even if the one before it is somehow not passed.
        #expect(LevelEntry.entries(levels: Fixtures.levels, progress: [3: passed(3)]).map(\.isUnlocked) == [true, false, true])
        // Progress that is recorded but not passed does not open the next level.
        let tried = LevelProgress(level: 1, passed: false)
        #expect(LevelEntry.entries(levels: Fixtures.levels, progress: [1: tried]).map(\.isUnlocked) == [true, false, false])
    }

    @Test func whenEverythingIsPassedTheFirstLevelShortOfThreeStarsIsSelected() {
        let store = FakeStore(progress: [
            1: LevelProgress(level: 1, passed: true, bestScore: 1000, stars: 3),
            2: LevelProgress(level: 2, passed: true, bestScore: 1000, stars: 2),
            3: LevelProgress(level: 3, passed: true, bestScore: 1000, stars: 3),
        ])
        var screen = LevelSelectScreen()
        screen.activate(context: Fixtures.context(Fixtures.environment(store: store)))
        #expect(screen.selection == 1)
    }

    @Test func aLevelListThatCannotLoadSaysWhy() {
        struct Broken: Error, CustomStringConvertible { var description: String { "database is locked" } }
        var environment = Fixtures.environment()
        environment.levels = { throw Broken() }
        let context = Fixtures.context(environment)
        var screen = LevelSelectScreen()
        screen.activate(context: context)
        #expect(screen.frame(context).text.contains("Could not load the levels: database is locked"))
        let command = screen.handle(.key(.enter), context: context)
        guard case .stay = command.navigation else {
            Issue.record("Enter with no levels does nothing")
            return
        }
    }

    @Test func progressThatCannotLoadStillListsTheLevels() {
        struct Broken: Error {}
        var environment = Fixtures.environment()
        environment.levelProgress = { throw Broken() }
        let context = Fixtures.context(environment)
        var screen = LevelSelectScreen()
        screen.activate(context: context)
        let text = screen.frame(context).text
        #expect(text.contains("First steps"))
        #expect(text.contains("Could not read your progress"))
    }

    @Test func clickingALevelPlaysItAndScrollingMoves() {
        let context = Fixtures.context(Fixtures.environment(store: FakeStore(progress: ScreenSnapshotTests.progress)))
        var screen = LevelSelectScreen()
        screen.activate(context: context)
        _ = screen.handle(.mouse(MouseEvent(position: ScreenPosition(column: 3, row: 3), button: .scrollDown)),
                          context: context)
        #expect(screen.selection == 2)
        let command = screen.handle(.click(column: 10, row: 3), context: context)   // level 1's line
        guard case .push(let pushed) = command.navigation, let play = pushed as? TilesPlayScreen else {
            Issue.record("a click on an open level plays it")
            return
        }
        #expect(play.level.number == 1)
        #expect(screen.selection == 0)
    }

    @Test func aLongCampaignScrollsWithTheSelection() {
        let levels = (1...60).map { Fixtures.level($0, "Level number \($0)", "RR", par: 1) }
        let progress = Dictionary(uniqueKeysWithValues: (1...40).map {
            (LevelKey(number: $0), LevelProgress(level: $0, passed: true, bestScore: 100, stars: 3))
        })
        let context = Fixtures.context(Fixtures.environment(levels: levels, store: FakeStore(progress: progress)))
        var screen = LevelSelectScreen()
        screen.activate(context: context)
        #expect(screen.selection == 40, "level 41 is the first unpassed")
        let text = screen.frame(context).text
        #expect(text.contains("▸  41 Level number 41"))
        #expect(text.contains("40 of 60 passed"))
        _ = screen.handle(.key(.end), context: context)
        #expect(screen.frame(context).text.contains("▸  60 Level number 60"))
        _ = screen.handle(.key(.pageUp), context: context)
        #expect(screen.selection == 59 - 18)
        _ = screen.handle(.key(.home), context: context)
        #expect(screen.frame(context).text.contains("▸   1 Level number 1 "))
    }

    @Test func comingBackFromAGameSelectsTheNextUnpassedLevel() {
        let store = FakeStore()
        let context = Fixtures.context(Fixtures.environment(store: store))
        var screen = LevelSelectScreen()
        screen.activate(context: context)
        #expect(screen.selection == 0)
        _ = screen.handle(.key(.enter), context: context)
        screen.deactivate(context: context)
        store.progress[1] = LevelProgress(level: 1, passed: true, bestScore: 1000, stars: 3)
        screen.activate(context: context)
        #expect(screen.selection == 1)
    }
}

/// Level numbers of any size keep the list's columns in place.
@Suite struct LevelSelectColumnTests {
    @Test(arguments: [[1, 2, 3], [1, 1_234_567, 99], [7, Int.max, -42]])
    func everyRowsStateStartsUnderTheHeadersState(_ numbers: [Int]) throws {
        var environment = Fixtures.environment()
        let levels = numbers.map { Fixtures.level($0, "Level number \($0)", "RRBB", par: 2) }
        environment.levels = { levels }
        let context = Fixtures.context(environment)
        var screen = LevelSelectScreen()
        screen.activate(context: context)
        let lines = screen.frame(context).lines
        let headerRow = try #require(lines.firstIndex { $0.contains("Level") && $0.contains("State") })
        func column(of text: String, in line: String) -> Int? {
            line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
        }
        let state = try #require(column(of: "State", in: lines[headerRow]))
        let rows = lines[(headerRow + 1)...].filter { $0.contains("open") || $0.contains("locked") }
        #expect(rows.count == numbers.count)
        for row in rows {
            let found = column(of: "open", in: row) ?? column(of: "locked", in: row)
            #expect(found == state, "\(row)")
            #expect(column(of: "#", in: lines[headerRow]).map { $0 <= 3 + String(Int.max).count } == true)
        }
        for number in numbers { #expect(rows.contains { $0.contains(String(number)) }, "level \(number) is listed") }
    }
}
