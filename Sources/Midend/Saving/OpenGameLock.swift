import Foundation
import SaveFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Held while a game from the save is open in this copy, so that two copies on one data
/// directory never both play (and save over) one saved game. An advisory `flock` on
/// `<save>.open`, which also records the holder's process id for the other copy's message.
/// The kernel drops the lock when the holder exits, so a process id left in a file nobody
/// locks is stale and ignored.
package final class OpenGameLock {
    private let path: String
    private var descriptor: Int32 = -1

    package init(guarding save: URL) {
        path = save.deletingPathExtension().path + ".open"
    }

    deinit { release() }

    package var isHeld: Bool { descriptor >= 0 }

    /// Takes the lock (again, if held already); nil when it is ours, else the sentence saying who
    /// holds it. A folder where the lock file cannot be made cannot hold a save either: the
    /// step that follows reports that, so it goes on unlocked here.
    package func acquire() -> String? {
        if isHeld { return nil }
        let file = OwnFile.openForUpdate(path)
        guard file >= 0 else { return nil }
        // A lock with no process id recorded is another copy's `holder()` look, which lets go at
        // once: worth a few short retries rather than a refusal.
        var attempts = 0
        while flock(file, LOCK_EX | LOCK_NB) != 0 {
            let holder = Self.recordedProcess(file)
            attempts += 1
            if holder == nil && attempts < 20 {
                usleep(5_000)
                continue
            }
            close(file)
            // Only another slot object of this very process (tests, a restarted screen stack)
            // can record our own id: there is no other copy to protect from.
            if holder == getpid() { return nil }
            return Self.sentence(holder: holder)
        }
        let record = "\(getpid())\n"
        ftruncate(file, 0)
        _ = record.withCString { pwrite(file, $0, strlen($0), 0) }
        descriptor = file
        return nil
    }

    /// Who else has the save's game open, without taking the lock: nil when nobody (or this
    /// copy) does, else the sentence naming the other copy. For the steps that would start a new
    /// game over the save.
    package func holder() -> String? {
        if isHeld { return nil }
        let file = OwnFile.openForUpdate(path)
        guard file >= 0 else { return nil }
        defer { close(file) }
        guard flock(file, LOCK_EX | LOCK_NB) != 0 else {
            flock(file, LOCK_UN)
            return nil
        }
        let holder = Self.recordedProcess(file)
        return holder == getpid() ? nil : Self.sentence(holder: holder)
    }

    private static func sentence(holder: Int32?) -> String {
        holder.map { "The saved game is open in another Clearfield (process \($0))." }
            ?? "The saved game is open in another Clearfield."
    }

    package func release() {
        guard isHeld else { return }
        ftruncate(descriptor, 0)
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    private static func recordedProcess(_ file: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = pread(file, &bytes, bytes.count, 0)
        guard count > 0 else { return nil }
        let text = String(decoding: bytes[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int32(text)
    }
}
