@testable import Shell
import Foundation
import GameCore
@testable import Progress
import PropertyBased
import Terminal
import Testing
@testable import UITestSupport

/// The results panel's list of what a game earned (issue 31: "every earned banner is shown, or
/// listed on the results panel"; the panel once cut "personal best" in two): within the panel's
/// width, every achievement named, in order, no word cut, and one that fits a line never split.
@Suite struct EarnedAchievementsListTests {
    static let titles = ["Toe in the Water", "All Clear", "Unassisted", "Nerves of Steel", "Double Daily",
                         "Week In, Week Out", "Beginner's Minute", "No Safety Net",
                         "An Achievement Whose Title Is Longer Than Any Panel Line Could Hold"]

    static func unlocks(seed: UInt64, count: Int) -> [AchievementUnlock] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { index in
            let title = titles[Int(generator.next() % UInt64(titles.count))]
            return AchievementUnlock(id: "test.\(index)", title: title, earnedDescription: "",
                                     points: 5 * Int(1 + generator.next() % 12),
                                     timesEarned: generator.next() % 4 == 0 ? 3 : 1, date: Date(timeIntervalSince1970: 0))
        }
    }

    static func words(_ text: String) -> [Substring] { text.split(separator: " ") }

    @Test func everyAchievementIsListedWholeWithinTheWidth() async {
        await propertyCheck(count: 200, input: Gen.uint64(), Gen.int(in: 1...12), Gen.int(in: 16...42)) { seed, count, width in
            let unlocks = Self.unlocks(seed: seed, count: count)
            let lines = EarnedAchievementsList.lines(for: unlocks, width: width)
            for line in lines { #expect(DisplayWidth.of(line) <= width, "\(line)") }
            let joined = lines.joined(separator: " ")
            // Every word of every title, in order, none cut: the words read as the list does.
            var expected = [Substring(unlocks.count == 1 ? "Achievement:" : "Achievements:")]
            for (index, unlock) in unlocks.enumerated() {
                let item = unlock.timesEarned > 1 ? "\(unlock.title) again" : "\(unlock.title) +\(unlock.points)"
                expected += Self.words(item + (index < unlocks.count - 1 ? "," : ""))
            }
            #expect(Self.words(joined) == expected, "\(lines)")
            // An achievement that fits a line is on one line, never split over two.
            for (index, unlock) in unlocks.enumerated() where unlock.timesEarned == 1 {
                let item = (index == 0 ? expected[0] + " " : "") + "\(unlock.title) +\(unlock.points)"
                if DisplayWidth.of(item) + 1 <= width {
                    #expect(lines.contains { $0.contains(item) }, "\(item) in \(lines)")
                }
            }
        }
    }

    @Test func nothingEarnedListsNothing() {
        #expect(EarnedAchievementsList.lines(for: [], width: 38).isEmpty)
    }
}

/// The list in fewer lines than it needs (issue 31: a crowded panel at 60×20): the first
/// achievements whole, in order, and "and N more (see Achievements)" counting the rest.
@Suite struct EarnedAchievementsListLimitTests {
    @Test func aShortListNamesTheFirstWholeAndCountsTheRest() async {
        await propertyCheck(count: 200, input: Gen.uint64(), Gen.int(in: 1...12), Gen.int(in: 36...56),
                            Gen.int(in: 1...4)) { seed, count, width, maxLines in
            let unlocks = EarnedAchievementsListTests.unlocks(seed: seed, count: count)
            let full = EarnedAchievementsList.lines(for: unlocks, width: width)
            let lines = EarnedAchievementsList.lines(for: unlocks, width: width, maxLines: maxLines)
            #expect(lines.count <= maxLines, "\(lines)")
            for line in lines { #expect(DisplayWidth.of(line) <= width, "\(line)") }
            let joined = lines.joined(separator: " ")
            guard full.count > maxLines else {
                #expect(lines == full)
                return
            }
            let match = joined.range(of: #"(\d+) (more|achievements) \(see Achievements\)$"#,
                                     options: .regularExpression)
            #expect(match != nil, "\(lines)")
            let hidden = match.flatMap { Int(joined[$0].split(separator: " ")[0]) } ?? 0
            let shown = unlocks.count - hidden
            #expect(hidden >= 1 && shown >= 0, "\(lines)")
            // The shown ones are the first, each whole: their words read as the full list's do.
            guard shown > 0 else { return }
            var expected = [Substring(unlocks.count == 1 ? "Achievement:" : "Achievements:")]
            for unlock in unlocks.prefix(shown) {
                let item = unlock.timesEarned > 1 ? "\(unlock.title) again" : "\(unlock.title) +\(unlock.points)"
                expected += EarnedAchievementsListTests.words(item + ",")
            }
            #expect(Array(EarnedAchievementsListTests.words(joined).prefix(expected.count)) == expected, "\(lines)")
        }
    }
}
