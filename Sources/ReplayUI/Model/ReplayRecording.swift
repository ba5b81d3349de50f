import Foundation
import GameRules

/// A stored game as the replay viewer takes it: which game, its setup as JSON and its packed
/// timed log (what a ranked entry keeps), the play time its owner claimed, and a caption saying
/// whose game it is.
public struct ReplayRecording: Sendable {
    public var kind: String
    public var encodedSetup: Data
    public var packedLog: Data
    public var claimedPlayMilliseconds: Int?
    /// Shown on the title line ("Ann, 24 Nov 2026"); text from outside, drawn escaped.
    public var caption: String?
    /// What the store says of the entry when it does not stand (unverified, and why), shown
    /// instead of the viewer's own verdict when the viewer's verdict would be "verified".
    public var storedProblem: String?

    public init(kind: String, encodedSetup: Data, packedLog: Data, claimedPlayMilliseconds: Int?,
                caption: String? = nil, storedProblem: String? = nil) {
        self.kind = kind
        self.encodedSetup = encodedSetup
        self.packedLog = packedLog
        self.claimedPlayMilliseconds = claimedPlayMilliseconds
        self.caption = caption
        self.storedProblem = storedProblem
    }
}

/// Whether the replay's log stands up, as one line for the viewer.
package enum ReplayVerdict: Equatable, Sendable {
    case verified(VerifiedGame)
    case notVerified(String)

    package var isVerified: Bool {
        if case .verified = self { return true }
        return false
    }
}

/// Why a recording cannot be played back at all, worded for a person.
public struct ReplayProblem: Error, Equatable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
