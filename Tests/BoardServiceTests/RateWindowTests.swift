import PropertyBased
import Testing
@testable import BoardService

/// The rate limits' windows (`RateLimit.windowStart`): each subject's are back to back and of the
/// limit's length, and different subjects' turn over at different seconds, so the addresses past
/// their limit are not all let in again at the same moment.
@Suite struct RateWindowTests {
    @Test func aMomentIsInsideItsWindowAndTheNextWindowStartsWhereItEnds() async {
        await propertyCheck(count: 200, input: zip(Gen.int(in: 1_700_000_000...1_900_000_000), Gen.int(in: 0...999),
                                                   Gen.int(in: 0...100_000), Gen.element(of: [60, 3600]).map { $0 ?? 60 })) { second, milli, subject, window in
            let moment = Double(second) + Double(milli) / 1000
            let start = RateLimit.windowStart(at: moment, scope: "address", subject: "10.0.\(subject)", window: window)
            #expect(start <= moment && moment < start + Double(window))
            #expect(start == start.rounded(), "windows start on whole seconds")
            let next = RateLimit.windowStart(at: start + Double(window), scope: "address", subject: "10.0.\(subject)", window: window)
            #expect(next == start + Double(window))
            #expect(RateLimit.windowStart(at: start + Double(window) - 0.001, scope: "address",
                                          subject: "10.0.\(subject)", window: window) == start)
        }
    }

    @Test func oneHundredAddressesTurnOverAcrossTheMinute() {
        let moment = 1_800_000_000.0
        let turns = Set((0..<100).map { index in
            RateLimit.windowStart(at: moment, scope: "address", subject: "127.0.0.\(index + 2)", window: 60)
                .truncatingRemainder(dividingBy: 60)
        })
        // Drawn at random, 100 subjects would fall on about 50 of the 60 seconds; all on :00 before.
        #expect(turns.count >= 30, "the windows turn over on \(turns.count) seconds of the minute")
    }
}
