import Foundation
import PropertyBased
import Testing
@testable import Progress

/// A stat trail is saved as one packed blob (long Tiles games saved and resumed in tens of
/// milliseconds when each value was coded alone); every value reads back, and saves written
/// with the old list still load.
@Suite struct StatTrailPackingTests {
    @Test func everyValueReadsBack() async {
        await propertyCheck(input: Gen.uint64().array(of: 0...200), Gen.bool.array(of: 200)) { numbers, absent in
            let values: [Int64?] = numbers.enumerated().map { absent[$0.offset] ? nil : Int64(bitPattern: $0.element) }
            #expect(StatTrailPacking.values(in: StatTrailPacking.data(values)) == values)
        }
    }

    @Test func theEdgesReadBack() {
        let values: [Int64?] = [Int64.min, nil, Int64.max, -1, 0, 1, Int64.min + 1, Int64.max - 1, nil, Int64.min]
        #expect(StatTrailPacking.values(in: StatTrailPacking.data(values)) == values)
        // Small counts, the usual content, take a byte each.
        #expect(StatTrailPacking.data([0, 1, -1, nil, 60]).count == 5)
    }

    @Test func damagedBytesDoNotRead() {
        #expect(StatTrailPacking.values(in: Data([0x80])) == nil, "cut short")
        #expect(StatTrailPacking.values(in: Data(Array(repeating: 0x80, count: 9) + [0x03])) == nil, "past 64 bits")
        #expect(StatTrailPacking.values(in: Data(Array(repeating: 0x80, count: 10) + [0x00])) == nil, "eleven bytes")
    }

    @Test func aTrailSavedAsAListLoadsAndIsSavedPacked() throws {
        let old = Data(#"{"width": 2, "position": 1, "steps": [0, null, 5, -3]}"#.utf8)
        let trail = try JSONDecoder().decode(StatTrail.self, from: old)
        #expect(trail.stepCount == 2 && trail.position == 1)
        #expect(trail.current(0) == 5 && trail.current(1) == -3)
        let saved = try JSONEncoder().encode(trail)
        let keys = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any]).keys
        #expect(Set(keys) == ["width", "position", "packed"])
        #expect(try JSONDecoder().decode(StatTrail.self, from: saved) == trail)
    }

    @Test func aPackedTrailThatDoesNotMatchItsWidthIsRefused() throws {
        let packed = StatTrailPacking.data([1, 2, 3]).base64EncodedString()
        let json = Data(#"{"width": 2, "position": 0, "packed": "\#(packed)"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(StatTrail.self, from: json) }
    }
}
