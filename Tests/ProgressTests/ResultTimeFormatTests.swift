import PropertyBased
import Progress
import Testing

/// Result times read with hundredths (the competitive minesweeper rule), and reading one back
/// gives the time truncated to its hundredth, so two times that differ by a hundredth never read
/// the same.
@Suite struct ResultTimeFormatTests {
    /// Hundredths of a second read back from "12.34 s", "1:02.50" or "1:00:00.00".
    static func hundredths(of text: String) -> Int64? {
        let body = text.hasSuffix(" s") ? String(text.dropLast(2)) : text
        let parts = body.split(separator: Character("."), omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, let fraction = Int64(parts[1]) else { return nil }
        let fields = parts[0].split(separator: Character(":"), omittingEmptySubsequences: false).map { Int64($0) }
        guard !fields.isEmpty, fields.allSatisfy({ $0 != nil }) else { return nil }
        // Below a minute the seconds stand alone with " s"; from a minute on, every field after the first has two digits.
        guard text.hasSuffix(" s") == (fields.count == 1) else { return nil }
        let pieces: [Substring] = parts[0].split(separator: Character(":"))
        guard pieces.dropFirst().allSatisfy({ $0.count == 2 }) else { return nil }
        let seconds = fields.compactMap { $0 }.reduce(Int64(0)) { $0 * 60 + $1 }
        return seconds * 100 + fraction
    }

    @Test func aTimeReadsBackAsItsHundredths() async {
        await propertyCheck(input: Gen.int64(in: 0...400_000_000)) { milliseconds in
            let text = StatFormat.preciseDuration(milliseconds: milliseconds)
            #expect(Self.hundredths(of: text) == milliseconds / 10, "\(milliseconds) ms read as \(text)")
        }
    }

    @Test func theParserRefusesWhatTheFormatNeverWrites() {
        #expect(Self.hundredths(of: "1:2.50") == nil)
        #expect(Self.hundredths(of: "62.50") == nil, "a time past a minute always has its minutes")
        #expect(Self.hundredths(of: "12.3 s") == nil)
    }
}
