import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files the game writes inside its own folders (locks, the pending results, the database)
/// are never written through a link: a symbolic or a hard link planted there could otherwise have
/// the game write its process id into, or truncate, any file the player may write. `O_NOFOLLOW`
/// stops symbolic links only; a hard link is a second name of the same file, seen as a link count
/// above one once the file is open (issue 34, B6).
public enum OwnFile {
    /// Opens `path` for reading and writing, creating it, without writing through a link. A link
    /// found there (symbolic or hard) is removed (the name only, never the file it shares or points
    /// at) and the file made anew in its place. Returns the descriptor, or -1 with `errno` set.
    public static func openForUpdate(_ path: String) -> Int32 {
        let flags = O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW
        let descriptor = open(path, flags, 0o644)
        if descriptor >= 0 {
            guard isShared(descriptor) else { return descriptor }
            close(descriptor)
        } else {
            guard errno == ELOOP, isSymbolicLink(path) else { return descriptor }
        }
        guard unlink(path) == 0 else { return -1 }
        return open(path, flags | O_EXCL, 0o644)
    }

    /// Opens an existing file for writing, failing on a symbolic link (ELOOP) and on a file with
    /// another name elsewhere, a hard link (EMLINK).
    public static func openExistingForWriting(_ path: String) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0, isShared(descriptor) else { return descriptor }
        close(descriptor)
        errno = EMLINK
        return -1
    }

    /// True when the open file has more than one name (a hard link), or is not a plain file.
    static func isShared(_ descriptor: Int32) -> Bool {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return true }
        return status.st_nlink > 1 || (status.st_mode & S_IFMT) != S_IFREG
    }

    /// True when `path` itself is a symbolic link (whatever it points at, if anything).
    public static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }
}
