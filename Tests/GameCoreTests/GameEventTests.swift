import Foundation
import GameCore
import PropertyBased
import Testing

extension GameEvent.Name {
    static let sample = GameEvent.Name("sampleEvent")
}

@Suite struct GameEventTests {
    @Test func namesAreInternedByTheirSpelling() {
        let made = GameEvent.Name("sampleEvent")
        #expect(made == .sample)
        #expect(made.code == GameEvent.Name.sample.code)
        #expect(made.rawValue == "sampleEvent")
        #expect(GameEvent.Name("otherEvent") != .sample)
        #expect(GameEvent.Name("a-name") < GameEvent.Name("b-name"), "ordered by spelling, not by first use")
        #expect(GameEvent.Name("z-name") > GameEvent.Name("y-name"))
    }

    @Test func eventsRoundTripThroughCoding() async {
        await propertyCheck(input: Gen.int(in: -1_000...1_000).array(of: 5...5)) { values in
            let event = GameEvent(.sample, values[0], values[1], values[2], values[3], values[4])
            let decoded = try JSONDecoder().decode(GameEvent.self, from: JSONEncoder().encode(event))
            #expect(decoded == event)
            #expect((0..<5).map { decoded.values[$0] } == values)
        }
    }

    @Test func codingSpellsTheNameAndDropsTrailingZeros() throws {
        let json = String(decoding: try JSONEncoder().encode(GameEvent(.sample, 3, 0, 7)), as: UTF8.self)
        #expect(json.contains("\"name\":\"sampleEvent\""))
        #expect(json.contains("\"values\":[3,0,7]"))
        #expect(String(describing: GameEvent(.sample, 3, 0, 7)) == "sampleEvent(3, 0, 7)")
        #expect(String(describing: GameEvent.undone) == "undone")
        let tooMany = Data(#"{"name": "sampleEvent", "values": [1, 2, 3, 4, 5, 6]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(GameEvent.self, from: tooMany) }
    }

    @Test func sessionEventsCarryTheirGameAndOutcome() {
        let kind = GameKind(rawValue: "someGame")
        #expect(GameEvent.gameStarted(kind).startedGame == kind)
        #expect(GameEvent.gameStarted(kind) == .gameStarted(GameKind(rawValue: "someGame")))
        #expect(GameEvent.gameStarted(kind) != .gameStarted(GameKind(rawValue: "another")))
        for outcome in GameOutcome.allCases {
            let ended = GameEvent.gameEnded(kind, outcome).endedGame
            #expect(ended?.kind == kind && ended?.outcome == outcome)
        }
        #expect(GameEvent.undone.startedGame == nil && GameEvent.undone.endedGame == nil)
        #expect(GameEvent.Values.count == 5)
    }

    @Test func kindsCodeAsTheirRawValueAndSortByIt() throws {
        let kind = GameKind(rawValue: "someGame")
        #expect(String(decoding: try JSONEncoder().encode([kind]), as: UTF8.self) == #"["someGame"]"#)
        #expect(try JSONDecoder().decode(GameKind.self, from: Data(#""someGame""#.utf8)) == kind)
        #expect([GameKind(rawValue: "b"), GameKind(rawValue: "a")].sorted().map(\.rawValue) == ["a", "b"])
    }
}
