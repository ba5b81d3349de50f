import Foundation

/// Why a save file could not be loaded. Every possible content of a file maps to either a
/// loaded game or one of these; the player is shown `description` (one sentence) and, after
/// `SaveArchive.moveAside`, `sentence(movedTo:)`. A game that decodes but cannot be resumed
/// (its level is gone) is reported by the caller as `.unusable` and handled the same way.
public struct ArchiveProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// No save file (and no backup): there is simply nothing to continue.
        case missing
        /// The system refused to read the file (permissions, a directory in its place...).
        case unreadable(errorNumber: Int32)
        /// Far larger than any save this game writes.
        case tooLarge(bytes: Int)
        /// Empty, or cut short: the file ends before its structure does.
        case truncated
        /// Some other file: not a property list, or one without the Clearfield save marker.
        case notAnArchive
        /// A Clearfield save whose envelope lacks a field or has one of the wrong type.
        case damaged(field: String)
        /// The stored checksum does not match the contents: bytes changed on disk.
        case checksumMismatch(stored: UInt32, computed: UInt32)
        /// Written by a later version of the game, in a format this build cannot read.
        case newerVersion(found: Int, supported: Int)
        /// A save of another game than the one being loaded.
        case wrongKind(found: String, expected: String)
        /// Intact, but the game state inside no longer decodes (a field was renamed, say).
        case undecodablePayload(field: String, reason: String)
        /// Decoded, but the game refuses it: its level no longer exists, the level's map
        /// changed, its moves do not replay. The reason comes from the game.
        case unusable(reason: String)
    }

    public let reason: Reason
    /// The file the problem is about: the archive, or its backup when that was what was read.
    public let file: URL

    public init(_ reason: Reason, file: URL) {
        self.reason = reason
        self.file = file
    }

    /// True when there is simply no save; not something to tell the player about.
    public var isMissing: Bool { reason == .missing }

    /// One sentence saying what is wrong, naming the file.
    public var description: String {
        "The saved game \(file.path) \(whatIsWrong)."
    }

    /// One sentence for the player once the file has been moved out of the way.
    public func sentence(movedTo destination: URL) -> String {
        "The saved game \(whatIsWrong), so it was moved to \(destination.path)."
    }

    /// The middle of the sentence: "is cut short", "was written by a newer version (format 3)".
    public var whatIsWrong: String {
        switch reason {
        case .missing:
            "does not exist"
        case .unreadable(let code):
            "could not be read (\(SystemError.text(for: code)))"
        case .tooLarge(let bytes):
            "is too large to be a save (\(bytes) bytes)"
        case .truncated:
            "is incomplete (the file is cut short or its structure is broken)"
        case .notAnArchive:
            "is not a Clearfield save file"
        case .damaged(let field):
            "is damaged (its \"\(field)\" field is missing or unreadable)"
        case .checksumMismatch(let stored, let computed):
            "is corrupted (checksum \(Self.hex(computed)) does not match the recorded \(Self.hex(stored)))"
        case .newerVersion(let found, let supported):
            "was written by a newer version of Clearfield (save format \(found); this version reads up to \(supported))"
        case .wrongKind(let found, let expected):
            "holds a \(found) game where a \(expected) game was expected"
        case .undecodablePayload(let field, let reason):
            "could not be restored (field \"\(field)\": \(reason))"
        case .unusable(let reason):
            "cannot be resumed (\(reason))"
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }
}
