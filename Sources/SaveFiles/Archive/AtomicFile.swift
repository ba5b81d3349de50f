import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file so that, whatever happens (a full disk, a kill, a power cut), the path holds
/// either the complete old contents or the complete new ones.
///
/// `Data.write(options: .atomic)` does not flush the folder after its rename, so the steps are
/// spelled out here with POSIX calls:
///
/// 1. write `<name>.tmp-<pid>` in the same folder and `fsync` it;
/// 2. keep the previous file as `<name>.bak` (a hard link, so `<name>` itself never goes
///    missing; a rename where hard links are not supported);
/// 3. `rename` the temporary file over `<name>` and `fsync` the folder;
/// 4. remove `<name>.bak`.
///
/// A reader that finds no `<name>` but a `<name>.bak` (a crash between steps 2 and 3 on a file
/// system without hard links) loads the backup.
struct AtomicFile {
    let url: URL

    var path: String { url.path }
    var backupURL: URL { URL(fileURLWithPath: path + ".bak") }
    var directoryPath: String { url.deletingLastPathComponent().path }
    private var temporaryPrefix: String { url.lastPathComponent + ".tmp-" }

    func replaceContents(with bytes: Data) throws(ArchiveFileError) {
        removeAbandonedTemporaryFiles()
        let temporaryPath = directoryPath + "/" + temporaryPrefix + String(getpid())
        try writeDurably(bytes, to: temporaryPath)

        let backup: BackupKind
        do {
            backup = try keepBackup()
        } catch {
            unlink(temporaryPath)
            throw error
        }

        guard rename(temporaryPath, path) == 0 else {
            let code = errno
            unlink(temporaryPath)
            if backup == .moved { rename(backupURL.path, path) }
            throw failure(.replacing, code)
        }
        // From here on the new contents are in place. If the folder cannot be flushed, the
        // backup stays, in case the rename does not survive a power cut.
        try syncDirectory()
        unlink(backupURL.path)
    }

    // MARK: Steps

    private func writeDurably(_ bytes: Data, to temporaryPath: String) throws(ArchiveFileError) {
        var descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == EEXIST {
            // Left by an earlier process that had our process id; nobody else writes this name.
            unlink(temporaryPath)
            descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { throw failure(.creatingTemporaryFile, errno) }

        var failedStep: ArchiveFileError.Step?
        var code: Int32 = 0
        if let writeError = Self.writeAll(bytes, to: descriptor) {
            (failedStep, code) = (.writing, writeError)
        } else if Self.retryingInterrupts({ fsync(descriptor) }) != 0 {
            (failedStep, code) = (.syncing, errno)
        }
        // close is never retried: on Linux the descriptor is gone even when it reports EINTR,
        // and a retry could close a descriptor another thread just opened.
        if close(descriptor) != 0, failedStep == nil {
            (failedStep, code) = (.closing, errno)
        }
        if let failedStep {
            unlink(temporaryPath)
            throw failure(failedStep, code)
        }
    }

    private enum BackupKind { case none, linked, moved }

    private func keepBackup() throws(ArchiveFileError) -> BackupKind {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return .none }  // first save, or only a backup is left: keep it
            throw failure(.keepingBackup, errno)
        }
        let backupPath = backupURL.path
        if unlink(backupPath) != 0, errno != ENOENT {
            throw failure(.keepingBackup, errno)
        }
        if link(path, backupPath) == 0 { return .linked }
        let code = errno
        let noHardLinks = [EPERM, EOPNOTSUPP, EXDEV, EMLINK, ENOSYS].contains(code)
        guard noHardLinks else { throw failure(.keepingBackup, code) }
        guard rename(path, backupPath) == 0 else { throw failure(.keepingBackup, errno) }
        return .moved
    }

    func syncDirectory() throws(ArchiveFileError) {
        let descriptor = open(directoryPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(.syncingDirectory, errno) }
        let result = Self.retryingInterrupts { fsync(descriptor) }
        let code = errno
        close(descriptor)
        // Some file systems cannot flush a folder at all; there is nothing more to do there.
        if result != 0, code != EINVAL, code != EOPNOTSUPP {
            throw failure(.syncingDirectory, code)
        }
    }

    /// Temporary files of processes that no longer exist (killed mid-save) are removed, so a
    /// folder does not fill up with them; those of a live process are left alone.
    private func removeAbandonedTemporaryFiles() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directoryPath) else { return }
        let ownProcess = getpid()
        for name in names where name.hasPrefix(temporaryPrefix) {
            guard let process = pid_t(name.dropFirst(temporaryPrefix.count)), process > 0,
                  process != ownProcess
            else { continue }
            if kill(process, 0) != 0, errno == ESRCH {
                unlink(directoryPath + "/" + name)
            }
        }
    }

    // MARK: System call helpers

    private func failure(_ step: ArchiveFileError.Step, _ code: Int32) -> ArchiveFileError {
        ArchiveFileError(step: step, file: url, errorNumber: code)
    }

    /// Writes every byte, resuming after partial writes and interruptions; the errno on failure.
    private static func writeAll(_ bytes: Data, to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int32? in
            guard var cursor = buffer.baseAddress else { return nil }
            var remaining = buffer.count
            while remaining > 0 {
                let written = write(descriptor, cursor, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if written == 0 { return EIO }
                cursor += written
                remaining -= written
            }
            return nil
        }
    }

    private static func retryingInterrupts(_ call: () -> Int32) -> Int32 {
        var result = call()
        while result != 0, errno == EINTR { result = call() }
        return result
    }
}
