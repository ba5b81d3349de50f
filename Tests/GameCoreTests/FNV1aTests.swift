import GameCore
import PropertyBased
import Testing

/// The one FNV-1a of the game: saves, level imports and achievements all depend on its values
/// staying the same forever.
@Suite struct FNV1aTests {
    @Test func matchesThePublishedVectors() {
        #expect(FNV1a.hash("".utf8) == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a.hash("a".utf8) == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a.hash("foobar".utf8) == 0x8594_4171_f739_67e8)
        #expect(FNV1a.hex(0xaf) == "00000000000000af")
        #expect(FNV1a.hex(FNV1a.hash("foobar".utf8)) == "85944171f73967e8")
    }

    @Test func combiningInPiecesIsHashingTheWhole() async {
        await propertyCheck(input: Gen.int(in: 0...255).array(of: 0...40), Gen.int(in: 0...40)) { values, cut in
            let bytes = values.map(UInt8.init)
            let split = min(cut, bytes.count)
            var hasher = FNV1a()
            hasher.combine(bytes[..<split])
            hasher.combine(bytes[split...])
            #expect(hasher.value == FNV1a.hash(bytes))
        }
    }
}
