import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file or folder could not be used, in a few plain words, never Foundation's own text
/// ("NSCocoaErrorDomain error 256", "The operation could not be completed").
public enum FileErrorReason {
    /// The reason reading or writing `path` failed with `error`. The file system is asked first
    /// (a folder where a file was expected, a missing file, no permission): its answer is exact
    /// whatever the error's type.
    public static func describe(_ error: Error, path: String) -> String {
        // A bounded read already said what it found (too large, a device, a FIFO).
        if let failure = error as? BoundedFileRead.Failure { return failure.reason }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue { return "it is a folder, not a file" }
        if !exists {
            let parent = (path as NSString).deletingLastPathComponent
            return FileManager.default.fileExists(atPath: parent) ? "it does not exist" : "its folder \(parent) does not exist"
        }
        return plain(error, path: path)
    }

    /// The reason an error gives, mapped to plain words without asking the file system (for a
    /// folder being created, which does not exist yet).
    public static func plain(_ error: Error, path: String? = nil) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return posixReason(Int32(underlying.code))
        }
        if nsError.domain == NSPOSIXErrorDomain { return posixReason(Int32(nsError.code)) }
        switch CocoaError.Code(rawValue: nsError.code) {
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "no space left on the device"
        case .fileWriteVolumeReadOnly: return "the file system is read-only"
        case .fileReadInapplicableStringEncoding, .fileReadCorruptFile: return "it is not text the game can read"
        default:
            if let path, access(path, R_OK) != 0 { return "permission denied" }
            return "the operation failed"
        }
    }

    /// What the player can do about a folder the game may not write in. On a file system
    /// mounted read-only no chmod helps: that is said instead.
    public static func unwritableFolderAdvice(_ folder: String, readOnlyMount: Bool? = nil) -> String {
        if readOnlyMount ?? isOnReadOnlyMount(folder) {
            return "its file system is mounted read-only, so no permission change helps; "
                + "keep the game's files elsewhere with --data-dir DIR"
        }
        return "make it writable (chmod u+w \(folder)) or keep the game's files elsewhere with --data-dir DIR"
    }

    /// Whether `path` (or the nearest folder above it that exists) is on a read-only mount.
    public static func isOnReadOnlyMount(_ path: String) -> Bool {
        var candidate = path
        while !candidate.isEmpty {
            var info = statvfs()
            if statvfs(candidate, &info) == 0 { return info.f_flag & UInt(ST_RDONLY) != 0 }
            guard candidate != "/" else { return false }
            candidate = (candidate as NSString).deletingLastPathComponent
        }
        return false
    }

    static func posixReason(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case ENOSPC: "no space left on the device"
        case EROFS: "the file system is read-only"
        case ENOTDIR: "part of the path is a file, not a folder"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
