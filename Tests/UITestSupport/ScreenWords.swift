import Foundation
import Terminal
import Testing

/// What a frame's words say, for the tests that check no sentence is cut (issue 22, "Words on
/// screen"): `WordsOnScreenTests` and each screen's own suite.
enum ScreenWords {
    /// Words that end with an ellipsis on purpose: work under way.
    static let meantEllipses = ["checking…", "sending…"]

    /// The lines of `frame` with a cut: an ellipsis right after a word that does not mean one.
    static func cuts(in frame: FrameBuffer) -> [String] {
        frame.lines.filter { line in
            var rest = Substring(line)
            while let range = rest.range(of: "…") {
                let word = rest[..<range.upperBound].split(separator: " ").last.map(String.init) ?? ""
                if !meantEllipses.contains(where: { word.hasSuffix($0) }) { return true }
                rest = rest[range.upperBound...]
            }
            return false
        }
    }

    /// The frame's words as one line (wrapped lines joined, box sides left out), for finding a
    /// sentence.
    static func words(_ frame: FrameBuffer) -> String {
        frame.text.replacingOccurrences(of: "│", with: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
