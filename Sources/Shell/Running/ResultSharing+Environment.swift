import Midend
import Terminal

private enum ResultSharingKey: EnvironmentKey {
    static var defaultValue: ResultSharing? { nil }
}

extension AppEnvironment {
    /// The results panels' lines to share (`c` copies one); nil: no game has any.
    public var resultSharing: ResultSharing? {
        get { self[ResultSharingKey.self] }
        set { self[ResultSharingKey.self] = newValue }
    }
}

extension RankingProgress {
    /// The results panel's line to share and the key that copies it, wrapped to `width`; empty
    /// when the game has none (yet: it comes with the ranking job's answer).
    package func shareLines(width: Int) -> [String] {
        guard let shareLine else { return [] }
        return Self.packed(shareLine, width: width) + ["c: copy this line to share"]
    }

    /// The line's parts (between " · ") packed into lines of `width`, so a part ("3rd of 17")
    /// is broken only when it is wider than a line by itself.
    package static func packed(_ line: String, width: Int) -> [String] {
        let separator = " · "
        return TextLayout.packed(line.components(separatedBy: separator), separator: separator, width: width)
    }
}
