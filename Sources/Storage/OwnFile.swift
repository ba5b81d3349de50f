import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files the game writes inside its own folders (locks, the pending results, the database)
/// are never written through a symbolic link: a link planted there could otherwise have the game
/// write its process id into, or truncate, any file the player may write.
public enum OwnFile {
    /// Opens `path` for reading and writing, creating it, without following a link. A link found
    /// there is removed (the link only, never what it points at) and the file made anew in its
    /// place. Returns the descriptor, or -1 with `errno` set.
    public static func openForUpdate(_ path: String) -> Int32 {
        let flags = O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW
        let descriptor = open(path, flags, 0o644)
        guard descriptor < 0, errno == ELOOP, isSymbolicLink(path) else { return descriptor }
        guard unlink(path) == 0 else { return -1 }
        return open(path, flags | O_EXCL, 0o644)
    }

    /// Opens an existing file for writing, failing (ELOOP) on a symbolic link.
    public static func openExistingForWriting(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CLOEXEC | O_NOFOLLOW)
    }

    /// True when `path` itself is a symbolic link (whatever it points at, if anything).
    public static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }
}
