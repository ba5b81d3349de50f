import Foundation
import GameCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Operations on a save slot that do not need to know what game is inside.
public enum ArchiveFile {
    /// Where the previous archive is kept while a new one is put in place.
    public static func backupURL(for url: URL) -> URL {
        URL(fileURLWithPath: url.path + ".bak")
    }

    /// Reads and checks the envelope (checksum included) without decoding the game: for the
    /// main menu's `Continue` line. Falls back to the backup like `SaveArchive.read`.
    public static func readHeader(from url: URL) -> Result<ArchiveHeader, ArchiveProblem> {
        ArchiveReader.envelope(at: url).map { ArchiveHeader(envelope: $0.0, file: $0.1, archive: url) }
    }

    /// Renames a bad file to `<name>.bad-<UTC date and time>` (adding `-2`, `-3`... when that
    /// exists) and returns the new location. Nothing is deleted or overwritten: the new name is
    /// claimed with `link`, which fails rather than replace an existing file.
    public static func moveAside(_ url: URL, at date: Date) throws(ArchiveFileError) -> URL {
        let stem = url.path + ".bad-" + timestamp(date)
        for attempt in 1...1000 {
            let candidate = attempt == 1 ? stem : stem + "-\(attempt)"
            if link(url.path, candidate) == 0 {
                guard unlink(url.path) == 0 || errno == ENOENT else {
                    let code = errno
                    unlink(candidate)  // the original is still there; leave things as they were
                    throw ArchiveFileError(step: .movingAside, file: url, errorNumber: code)
                }
                syncDirectoryQuietly(of: url)
                return URL(fileURLWithPath: candidate)
            }
            let code = errno
            if code == EEXIST { continue }
            // No hard links here (another file system, or a directory in the archive's place):
            // rename instead, after checking the name is free.
            guard [EPERM, EOPNOTSUPP, EXDEV, EMLINK, ENOSYS].contains(code) else {
                throw ArchiveFileError(step: .movingAside, file: url, errorNumber: code)
            }
            if FileContents.exists(candidate) { continue }
            guard rename(url.path, candidate) == 0 else {
                throw ArchiveFileError(step: .movingAside, file: url, errorNumber: errno)
            }
            syncDirectoryQuietly(of: url)
            return URL(fileURLWithPath: candidate)
        }
        throw ArchiveFileError(step: .movingAside, file: url, errorNumber: EEXIST)
    }

    /// Removes the archive and its backup (the game is over). A file already gone is fine.
    public static func remove(_ url: URL) throws(ArchiveFileError) {
        for file in [url, backupURL(for: url)] {
            if unlink(file.path) != 0, errno != ENOENT {
                throw ArchiveFileError(step: .removing, file: file, errorNumber: errno)
            }
        }
        syncDirectoryQuietly(of: url)
    }

    /// The folder is flushed so the change survives a power cut; if that fails, the change has
    /// still been made, which is what the caller asked for.
    private static func syncDirectoryQuietly(of url: URL) {
        try? AtomicFile(url: url).syncDirectory()
    }

    /// "20261121-072200": sortable, and free of characters some file systems refuse.
    static func timestamp(_ date: Date) -> String {
        // Not Foundation's Calendar: on Linux it loads ICU's data (docs/PERFORMANCE.md).
        let parts = CivilTime(secondsSinceEpoch: Int64(date.timeIntervalSince1970.rounded(.down)))
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return pad(parts.year, 4) + pad(parts.month, 2) + pad(parts.day, 2) + "-"
            + pad(parts.hour, 2) + pad(parts.minute, 2) + pad(parts.second, 2)
    }
}
