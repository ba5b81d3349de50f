import Foundation
import GameCore
import Testing

/// The machine-readable moment every listing, JSON output and web page writes (RFC 3339, UTC,
/// milliseconds); the expected texts were worked out with Python's `datetime.isoformat`.
@Suite struct ISO8601TextTests {
    @Test func writesKnownMomentsInUTCWithMilliseconds() {
        #expect(ISO8601Text.string(from: Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
        #expect(ISO8601Text.string(from: Date(timeIntervalSince1970: 1_800_000_000.5)) == "2027-01-15T08:00:00.500Z")
        // A leap day, and a moment just before the epoch (rounded down, not towards zero).
        #expect(ISO8601Text.string(from: Date(timeIntervalSince1970: 951_782_400.25)) == "2000-02-29T00:00:00.250Z")
        #expect(ISO8601Text.string(from: Date(timeIntervalSince1970: -0.001)) == "1969-12-31T23:59:59.999Z")
    }

    @Test func foundationReadsBackWhatItWrites() throws {
        let reader = ISO8601DateFormatter()
        reader.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        for seconds in stride(from: -86_400.0 * 400, through: 86_400.0 * 40_000, by: 86_400.0 * 97.3) {
            let date = Date(timeIntervalSince1970: (seconds * 1000).rounded(.down) / 1000)
            let read = try #require(reader.date(from: ISO8601Text.string(from: date)))
            #expect(abs(read.timeIntervalSince(date)) < 0.001)
        }
    }
}
