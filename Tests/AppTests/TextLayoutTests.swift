@testable import Shell
import PropertyBased
import Terminal
import Testing
@testable import UITestSupport

@Suite struct TextLayoutTests {
    @Test func wrapBreaksAtSpacesAndCutsLongWords() {
        #expect(TextLayout.wrap("one two three four", width: 9) == ["one two", "three", "four"])
        #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("a\nb", width: 5) == ["a", "b"])
        #expect(TextLayout.wrap("anything", width: 0).isEmpty)
    }

    @Test func fittedTextNeverExceedsItsWidth() async {
        await propertyCheck(input: Gen.int(in: 0...40), Gen.int(in: 0...60)) { width, length in
            let text = String(repeating: "ab ", count: length)
            for glyphs in [GlyphSet.unicode, .ascii] {
                let fitted = TextLayout.fitted(text, width: width, glyphs: glyphs)
                #expect(DisplayWidth.of(fitted) <= width)
                if DisplayWidth.of(text) <= width { #expect(fitted == text) }
            }
        }
    }

    @Test func numbersAreGroupedByThousands() {
        #expect(TextLayout.number(0) == "0")
        #expect(TextLayout.number(999) == "999")
        #expect(TextLayout.number(1000) == "1,000")
        #expect(TextLayout.number(1_234_567) == "1,234,567")
        #expect(TextLayout.number(-4200) == "-4,200")
    }

    @Test func repeatCountsAreDigitsUpToTheMaximum() {
        var count = RepeatCount()
        let tookZero = count.take("0")
        #expect(!tookZero)
        let tookOne = count.take("1"), tookTwo = count.take("2")
        #expect(tookOne && tookTwo)
        #expect(count.consume() == 12)
        #expect(count.consume() == 1)
        for digit in "9999" { _ = count.take(digit) }
        #expect(count.consume() == RepeatCount.maximum)
        let tookLetter = count.take("x"), tookArabicDigit = count.take("٣")
        #expect(!tookLetter)
        #expect(!tookArabicDigit, "only ASCII digits count")
    }
}
