import Foundation
import SaveFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A short exclusive lock around one step on the save (write, or check-then-remove), so that
/// two copies of the game on one data directory never interleave those steps. It is an advisory
/// `flock` on a file next to the save; the kernel drops it when the holder exits, so a copy that
/// was killed never leaves it held. When the lock file cannot be made (read-only folder), the
/// step goes on unlocked: nothing else could write there either.
package struct SaveFileLock {
    private let descriptor: Int32

    package init(guarding save: URL) {
        let path = save.deletingPathExtension().path + ".lock"
        descriptor = OwnFile.openForUpdate(path)
        if descriptor >= 0 {
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
    }

    package func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
