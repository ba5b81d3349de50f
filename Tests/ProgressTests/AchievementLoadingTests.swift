import Foundation
import GameCore
import Mines
import Tiles
import Testing
@testable import Progress

@Suite struct AchievementLoadingTests {
    typealias H = AchievementHarness

    static let good = H.entry("good", #"{"stat": "tiles.groupsRemoved", "scope": "total", "atLeast": 1}"#)

    func messages(_ result: AchievementLoadResult) -> [String] { result.problems.map(\.description) }

    @Test func everyConditionKindDecodesAndRoundTrips() throws {
        let catalog = try H.catalog([
            H.entry("stat", #"{"stat": "tiles.tilesCleared", "scope": "total", "atLeast": 100}"#),
            H.entry("sum", #"{"stat": ["tiles.playTime", "mines.playTime"], "scope": "total", "atLeast": 60000}"#),
            H.entry("limit", #"{"stat": "mines.bestTime.expert", "scope": "total", "atMost": 600000}"#),
            H.entry("all", #"{"all": [{"stat": "tiles.gamesWon", "scope": "total", "atLeast": 1}, {"event": "hintUsed"}]}"#),
            H.entry("any", #"{"any": [{"stat": "mines.chords", "scope": "game", "atLeast": 3}, {"event": "mineHit"}]}"#),
            H.entry("quick", #"{"event": "groupRemoved", "count": 3, "withinMs": 2000}"#),
            H.entry("without", #"{"event": "levelCleared", "where": [{"field": "stars", "equals": 3}], "without": ["undone", {"event": "hintUsed"}], "game": "tiles"}"#),
        ].joined(separator: ","))
        #expect(catalog.count == 7)
        for definition in catalog.definitions {
            let again = try JSONDecoder().decode(AchievementDefinition.self, from: JSONEncoder().encode(definition))
            #expect(again == definition)
        }
        let without = try #require(catalog.definition(id: "test.clearfield.without"))
        #expect(without.condition == .event(EventCondition(
            pattern: EventPattern(event: "levelCleared", filters: [EventFilter(field: "stars", test: .equals, value: .number(3))]),
            without: [EventPattern(event: "undone"), EventPattern(event: "hintUsed")], game: .tiles)))
    }

    @Test func badJSONIsOneClearProblemAndNothingLoads() {
        let result = AchievementCatalog.load(from: Data("{\"version\": 1, \"achievements\": [".utf8))
        #expect(result.catalog.count == 0)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.entry == nil)
        #expect(messages(result).first?.hasPrefix("achievements file: not valid JSON") == true)
    }

    @Test func eachBadEntryIsNamedAndTheGoodOnesStillLoad() {
        let entries = [
            Self.good,
            H.entry("typo-stat", #"{"stat": "tiles.tileCleared", "scope": "total", "atLeast": 5}"#),
            H.entry("wrong-scope", #"{"stat": "tiles.gamesWon", "scope": "game", "atLeast": 1}"#),
            H.entry("typo-event", #"{"event": "groupRemove"}"#),
            H.entry("typo-field", #"{"event": "groupRemoved", "where": [{"field": "sise", "atLeast": 3}]}"#),
            H.entry("zero-points", points: 0, #"{"event": "mineHit"}"#),
            H.entry("too-many-points", points: 101, #"{"event": "mineHit"}"#),
            H.entry("typo-key", #"{"event": "groupRemoved", "count": 3, "withinMS": 2000}"#),
            H.entry("no-kind", #"{"scope": "total"}"#),
            H.entry("window-of-one", #"{"event": "mineHit", "withinMs": 1000}"#),
            H.entry("bad-choice", #"{"event": "gameEnded", "where": [{"field": "outcome", "equals": "tie"}]}"#),
            H.entry("sum-of-bests", #"{"stat": ["tiles.largestGroup", "tiles.tilesCleared"], "scope": "total", "atLeast": 5}"#),
            #"{"id": "test.clearfield.missing-title", "description": "d", "earnedDescription": "e", "points": 5, "condition": {"event": "mineHit"}}"#,
            H.entry("good", #"{"event": "mineHit"}"#),
            H.entry("also-good", #"{"event": "mineHit"}"#),
        ].joined(separator: ",")
        let result = H.load(entries)
        #expect(result.catalog.definitions.map(\.id) == ["test.clearfield.good", "test.clearfield.also-good"])
        let text = messages(result)
        let expected = [
            "achievement #2 'test.clearfield.typo-stat': condition: unknown stat 'tiles.tileCleared' in total scope",
            "achievement #3 'test.clearfield.wrong-scope': condition: unknown stat 'tiles.gamesWon' in game scope (it exists in total scope)",
            "achievement #4 'test.clearfield.typo-event': condition: unknown event 'groupRemove'",
            "achievement #5 'test.clearfield.typo-field': condition: event groupRemoved has no field 'sise' (its fields: size, color, points)",
            "achievement #6 'test.clearfield.zero-points': points 0 are outside 1–100",
            "achievement #7 'test.clearfield.too-many-points': points 101 are outside 1–100",
            "achievement #8 'test.clearfield.typo-key': condition: unknown key 'withinMS'",
            "achievement #9 'test.clearfield.no-kind': condition: a condition needs one of 'stat', 'all', 'any', 'event', 'unassisted'",
            "achievement #10 'test.clearfield.window-of-one': condition: withinMs needs a count of 2 or more",
            "achievement #11 'test.clearfield.bad-choice': condition: filter on 'outcome' of gameEnded: 'tie' is not one of won, lost, abandoned",
            "achievement #12 'test.clearfield.sum-of-bests': condition: 'tiles.largestGroup' is a maximum; only counters can be summed",
            "achievement #13 'test.clearfield.missing-title': missing 'title'",
            "achievement #14 'test.clearfield.good': duplicate id (first used by achievement #1); this one is ignored",
        ]
        #expect(text == expected)
    }

    @Test func aTotalOverOneThousandRejectsTheEntriesThatOverflow() {
        let entries = (1...11).map { H.entry("e\($0)", points: 100, #"{"event": "mineHit"}"#) }
            + [H.entry("small", points: 5, #"{"event": "hintUsed"}"#)]
        let result = H.load(entries.joined(separator: ","))
        #expect(result.catalog.count == 10)
        #expect(result.catalog.totalPoints == 1000)
        #expect(messages(result) == [
            "achievement #11 'test.clearfield.e11': its 100 points would bring the total to 1100, over 1000; ignored",
            "achievement #12 'test.clearfield.small': its 5 points would bring the total to 1005, over 1000; ignored",
        ])
    }

    @Test func idsMustBeReverseDNS() {
        #expect(Compiler.isReverseDNS("net.clearfield.tiles.first-group"))
        #expect(Compiler.isReverseDNS("org.example.a1"))
        for bad in ["first-group", "net.clearfield", "Net.clearfield.x", "net..clearfield", "net.clearfield.x-", "net.clear field.x", ""] {
            #expect(!Compiler.isReverseDNS(bad), "\(bad)")
        }
    }

    @Test func unsupportedVersionIsReportedAndRefused() {
        let result = AchievementCatalog.load(from: Data("{\"version\": 2, \"achievements\": [\(Self.good)]}".utf8))
        #expect(messages(result) == ["achievements file: version 2 is not supported (expected 1); the file is not used"])
        // Refused as it says: none of its entries is loaded, even one that reads as valid.
        #expect(result.catalog.count == 0)
        let same = AchievementCatalog.load(from: Data("{\"version\": 1, \"achievements\": [\(Self.good)]}".utf8))
        #expect(same.catalog.count == 1)
    }

    @Test func anEntryThatIsNotUTF8IsDescribedWithoutTheReadersOwnText() {
        var bytes = Array("{\"version\": 1, \"achievements\": [{\"id\": \"a".utf8)
        bytes += [0xFF, 0xFE] + Array("\"}]}".utf8)
        let result = AchievementCatalog.load(from: Data(bytes))
        #expect(!result.isValid)
        #expect(result.problems.allSatisfy { !$0.description.contains("JSONError") && !$0.description.contains("cannotConvert") },
                "\(result.problems)")
    }

    @Test func definitionHashesAreWrittenAsSixteenHexDigits() {
        #expect(DefinitionHash.hex(0xaf) == "00000000000000af")
        #expect(DefinitionHash.parseHex("00000000000000af") == 0xaf)
        #expect(DefinitionHash.parseHex("af") == nil)
    }

    @Test func definitionHashIgnoresLayoutButNotMeaning() throws {
        let one = try H.catalog(#"""
            {"id": "test.clearfield.a", "title": "A", "description": "d", "earnedDescription": "e", "points": 5,
             "condition": {"all": [{"event": "levelCleared", "without": ["undone", "hintUsed"]},
                                   {"stat": ["tiles.playTime", "mines.playTime"], "scope": "total", "atLeast": 10}]}}
            """#).definitions[0]
        let reordered = try H.catalog(#"""
            {"condition": {"all": [{"atLeast": 10, "scope": "total", "stat": ["mines.playTime", "tiles.playTime"]},
                                   {"without": ["hintUsed", "undone"], "event": "levelCleared"}]},
             "points": 50, "earnedDescription": "other", "description": "other", "title": "Retitled", "id": "test.clearfield.a"}
            """#).definitions[0]
        let raised = try H.catalog(#"""
            {"id": "test.clearfield.a", "title": "A", "description": "d", "earnedDescription": "e", "points": 5,
             "condition": {"all": [{"event": "levelCleared", "without": ["undone", "hintUsed"]},
                                   {"stat": ["tiles.playTime", "mines.playTime"], "scope": "total", "atLeast": 11}]}}
            """#).definitions[0]
        #expect(one.definitionHash == reordered.definitionHash)
        #expect(one.definitionHash != raised.definitionHash)
        #expect(DefinitionHash.canonical(one.condition).hasPrefix("v1|all("))
    }

    @Test func emptyCatalogStillRuns() throws {
        var harness = try H(catalog: .empty())
        try harness.start(.mines(board: .expert))
        #expect(harness.play([.cellsRevealed(count: 3)]).isEmpty)
        #expect(harness.player.achievements.summary == AchievementSummary(earned: 0, count: 0, points: 0, possiblePoints: 0))
    }

    @Test func progressDisplayIsExact() {
        let tiles = AchievementProgress(current: 430, target: 1_000, noun: "tiles")
        #expect(tiles.text == "430 / 1,000 tiles")
        #expect(tiles.percent == 43)
        #expect(AchievementProgress(current: 9_999, target: 10_000).percent == 99)
        #expect(AchievementProgress(current: 10_000, target: 10_000).percent == 100)
        #expect(AchievementProgress(current: 1, target: 3).percent == 33)
        #expect(AchievementProgress(current: 200_000, target: 300_000, unit: .milliseconds).text == "3:20 / 5:00")
        #expect(AchievementProgress(current: 1_500, target: 2_000, unit: .thousandths, noun: "3BV/s").text == "1.50 / 2.00 3BV/s")
        #expect(AchievementProgress(current: .max - 1, target: .max).percent == 99)
        #expect(AchievementProgress(current: 7, target: 5).isComplete, "clamped to the target")
        #expect(AchievementProgress(current: 999, target: 1_000).fraction < 1)
    }
}
