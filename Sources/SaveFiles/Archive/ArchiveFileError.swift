import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A save, move or removal that did not happen. Whatever the step, the previous archive is
/// still in place when this is thrown (the only exception, `syncingDirectory`, says so).
public struct ArchiveFileError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Step: String, Equatable, Sendable {
        case encoding = "encoding the game"
        case creatingTemporaryFile = "creating the temporary file"
        case writing = "writing the temporary file"
        case syncing = "flushing the temporary file to disk"
        case closing = "closing the temporary file"
        case keepingBackup = "keeping a backup of the previous save"
        case replacing = "putting the new save in place"
        case syncingDirectory = "flushing the folder to disk"
        case movingAside = "moving the file aside"
        case removing = "removing the file"
    }

    public let step: Step
    /// The archive (or file being moved or removed) the operation was about.
    public let file: URL
    /// The system's error number (errno), or 0 when the failure was not a system call's.
    public let errorNumber: Int32
    /// Extra words when there is no error number (what could not be encoded).
    public let detail: String?

    public init(step: Step, file: URL, errorNumber: Int32, detail: String? = nil) {
        self.step = step
        self.file = file
        self.errorNumber = errorNumber
        self.detail = detail
    }

    public var isDiskFull: Bool { errorNumber == ENOSPC || errorNumber == EDQUOT || errorNumber == EFBIG }
    public var isReadOnly: Bool { errorNumber == EROFS || errorNumber == EACCES || errorNumber == EPERM }

    /// Why it failed, in a few words ("the disk is full"), for a message that has no room for
    /// the whole `description`.
    public var cause: String {
        if isDiskFull {
            "the disk is full"
        } else if errorNumber == EROFS {
            "the folder is on a read-only file system"
        } else if isReadOnly {
            "the folder cannot be written to (\(SystemError.text(for: errorNumber)))"
        } else if errorNumber != 0 {
            SystemError.text(for: errorNumber)
        } else {
            detail ?? "an unknown error"
        }
    }

    public var description: String {
        switch step {
        case .movingAside:
            return "Could not move \(file.path) aside: \(cause)."
        case .removing:
            return "Could not remove \(file.path): \(cause)."
        case .syncingDirectory:
            return "The game was saved to \(file.path), but \(cause) while \(step.rawValue); the previous save is kept as a backup."
        default:
            return "Could not save the game to \(file.path): \(cause) (while \(step.rawValue)); the previous save, if any, is unchanged."
        }
    }
}

enum SystemError {
    /// The C library's words for an error number ("No space left on device").
    static func text(for code: Int32) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message)
    }
}
