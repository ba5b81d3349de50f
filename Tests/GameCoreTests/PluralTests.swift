import GameCore
import PropertyBased
import Testing

@Suite struct PluralTests {
    @Test func oneTakesTheSingularEveryOtherCountThePlural() {
        #expect(Plural.count(1, "mine") == "1 mine")
        #expect(Plural.count(0, "mine") == "0 mines")
        #expect(Plural.count(2, "second") == "2 seconds")
        #expect(Plural.count(-1, "mine") == "-1 mines", "only exactly one is singular")
        #expect(Plural.count(3, "body", plural: "bodies") == "3 bodies")
        #expect(Plural.count(1, "body", plural: "bodies") == "1 body")
        #expect(Plural.noun("level", count: 1) == "level")
        #expect(Plural.noun("level", count: 12) == "levels")
    }

    @Test func theTextIsTheCountThenTheNounForAnyCount() async {
        await propertyCheck(input: Gen.int(in: -1000...1000)) { count in
            let text = Plural.count(count, "board")
            #expect(text == "\(count) " + Plural.noun("board", count: count))
            #expect(text.hasSuffix("s") == (count != 1))
        }
    }
}
