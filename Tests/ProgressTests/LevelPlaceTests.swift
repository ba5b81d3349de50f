import Foundation
import GameCore
import PropertyBased
import Progress
import Testing

/// The level convention (issue 33: the level table read Tiles' "level", "pack" and "map" keys
/// by hand): any game made of levels names its level in its stats context through `LevelPlace`,
/// and the stores read it back the same way, through the context's JSON too.
@Suite struct LevelPlaceTests {
    private static let packs: [String?] = [nil, "Mine", "Ada's"]
    private static let maps: [String?] = [nil, "00ff00ff00ff00ff"]

    @Test func aPlaceReadsBackFromItsContextAndItsJSON() async {
        await propertyCheck(input: Gen.int(in: 1...999), Gen.int(in: 0...2), Gen.int(in: 0...1)) { number, pack, map in
            let place = LevelPlace(number: number, pack: Self.packs[pack], map: Self.maps[map])
            let context = StatsContext(kind: GameKind(rawValue: "lights-out"), detail: place.detail)
            #expect(context.levelPlace == place)
            let decoded = try? JSONDecoder().decode(StatsContext.self, from: JSONEncoder().encode(context))
            #expect(decoded?.levelPlace == place)
        }
    }

    @Test func aGameNotOnALevelHasNoPlace() {
        #expect(StatsContext(kind: GameKind(rawValue: "lights-out"), detail: ["scramble": .number(4)]).levelPlace == nil)
        #expect(StatsContext(kind: GameKind(rawValue: "lights-out"), detail: ["pack": .name("Mine")]).levelPlace == nil)
    }

    @Test func theSameLevelIsTheSameGamePackAndNumberWhateverTheMap() {
        let kind = GameKind(rawValue: "lights-out")
        let level = StatsContext(kind: kind, detail: LevelPlace(number: 3, pack: "Mine", map: "aa").detail)
        #expect(level.isSameLevel(as: StatsContext(kind: kind, detail: LevelPlace(number: 3, pack: "Mine", map: "bb").detail)))
        #expect(!level.isSameLevel(as: StatsContext(kind: kind, detail: LevelPlace(number: 3).detail)))
        #expect(!level.isSameLevel(as: StatsContext(kind: kind, detail: LevelPlace(number: 4, pack: "Mine").detail)))
        #expect(!level.isSameLevel(as: StatsContext(kind: GameKind(rawValue: "other"), detail: LevelPlace(number: 3, pack: "Mine").detail)))
        #expect(!level.isSameLevel(as: StatsContext(kind: kind)))
    }
}
