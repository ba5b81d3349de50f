import GameCore
import Testing
@testable import Mines

@Suite struct ParamsAndScheduleTests {
    @Test func theClassicPresets() {
        #expect(MinesDifficulty.beginner.params.description == "9x9/10")
        #expect(MinesDifficulty.intermediate.params.description == "16x16/40")
        #expect(MinesDifficulty.expert.params.description == "30x16/99")
    }

    @Test func customBoardsWithinTheLimitsAreAccepted() throws {
        #expect(try MinesParams(width: 5, height: 5, mines: 1).cellCount == 25)
        #expect(try MinesParams(width: 5, height: 5, mines: 16).safeCellCount == 9)
        #expect(try MinesParams(width: 100, height: 100, mines: 9991).mines == 9991)
    }

    @Test func customBoardsOutsideTheLimitsNameTheBadValue() {
        #expect(throws: MinesParamsError.widthOutOfRange(4)) { try MinesParams(width: 4, height: 9, mines: 3) }
        #expect(throws: MinesParamsError.widthOutOfRange(101)) { try MinesParams(width: 101, height: 9, mines: 3) }
        #expect(throws: MinesParamsError.heightOutOfRange(0)) { try MinesParams(width: 9, height: 0, mines: 3) }
        #expect(throws: MinesParamsError.minesOutOfRange(0, maximum: 72)) { try MinesParams(width: 9, height: 9, mines: 0) }
        #expect(throws: MinesParamsError.minesOutOfRange(73, maximum: 72)) { try MinesParams(width: 9, height: 9, mines: 73) }
        #expect(MinesParamsError.widthOutOfRange(4).description.contains("width 4"))
        #expect(MinesParamsError.heightOutOfRange(200).description.contains("height 200"))
        let tooMany = MinesParamsError.minesOutOfRange(73, maximum: 72).description
        #expect(tooMany.contains("73 mines") && tooMany.contains("1 to 72"))
    }

    @Test func theEndlessScheduleGrowsAndGetsDenserUpToBeyondExpert() {
        let entries = EndlessSchedule.entries
        #expect(entries.first?.level == 1)
        #expect(entries.map(\.level) == Array(1...entries.count))
        for (earlier, later) in zip(entries, entries.dropFirst()) {
            #expect(later.params.cellCount >= earlier.params.cellCount)
            #expect(later.params.density >= earlier.params.density)
            #expect(later.params.cellCount > earlier.params.cellCount || later.params.mines > earlier.params.mines,
                    "level \(later.level) is no harder than level \(earlier.level)")
        }
        let first = entries[0].params
        #expect(first.cellCount < MinesParams.beginner.cellCount, "level 1 is small")
        #expect(first.density < MinesParams.beginner.density, "level 1 is easy")
        #expect(entries.contains { $0.params == .expert })
        #expect((entries.last?.params.density ?? 0) > MinesParams.expert.density)
    }

    @Test func levelsPastTheTableRepeatItsLastRow() {
        let last = EndlessSchedule.entries[EndlessSchedule.entries.count - 1].params
        #expect(EndlessSchedule.params(forLevel: EndlessSchedule.lastChangingLevel + 1) == last)
        #expect(EndlessSchedule.params(forLevel: 1000) == last)
        #expect(EndlessSchedule.params(forLevel: 0) == EndlessSchedule.params(forLevel: 1))
    }

    @Test func theScheduleHelpListsEveryLevel() {
        let help = EndlessSchedule.helpText
        for entry in EndlessSchedule.entries {
            #expect(help.contains("\(entry.params.width)x\(entry.params.height)"))
            #expect(help.contains(" \(entry.params.mines) "))
        }
        #expect(help.contains("\(EndlessSchedule.lastChangingLevel)+"))
    }

    @Test func modesHaveStableKeysAndTitles() throws {
        #expect(MinesMode.classic(.beginner).key == "beginner")
        #expect(MinesMode.custom(try MinesParams(width: 20, height: 10, mines: 30)).key == "custom")
        #expect(MinesMode.custom(try MinesParams(width: 20, height: 10, mines: 30)).title == "Custom 20×10/30")
        #expect(MinesMode.endless.title == "Endless")
    }
}
