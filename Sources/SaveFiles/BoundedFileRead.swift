import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file of at most `maxBytes`, counting the bytes as they are read rather than trusting
/// a size asked beforehand: a size taken from a symbolic link, a sparse file, a device or a FIFO
/// says nothing about what a read returns. A file that is not a regular file is refused before
/// any read (opened without blocking, so a FIFO nobody writes cannot hang the game), and a file
/// longer than the limit costs at most the limit plus one chunk of memory.
public enum BoundedFileRead {
    public enum Outcome: Equatable, Sendable {
        case contents(Data)
        /// More than the limit; `knownSize` is the file's size when it was known (a regular file).
        case tooLarge(knownSize: Int?)
    }

    /// Why the file could not be read, in plain words.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var reason: String
        /// There is no file at the path (nor a link there).
        public var isMissing = false

        public init(reason: String, isMissing: Bool = false) {
            self.reason = reason
            self.isMissing = isMissing
        }

        public var description: String { reason }
    }

    /// The whole of a file the game reads at start (settings, pending results, shipped assets), nil
    /// when there is none. Over `maxBytes`, or not a plain file, it is a `Failure` whose reason is
    /// the sentence to show: "it is 2 GB, more than the 64 kB a settings file may be".
    public static func contentsIfPresent(of url: URL, maxBytes: Int, kind: String) throws(Failure) -> Data? {
        let outcome: Outcome
        do {
            outcome = try contents(of: url, maxBytes: maxBytes)
        } catch where error.isMissing {
            return nil
        }
        switch outcome {
        case .contents(let data):
            return data
        case .tooLarge(let size):
            throw Failure(reason: (size.map { "it is \(readableBytes($0))" } ?? "it holds")
                + ", more than the \(readableBytes(maxBytes)) \(kind) may be")
        }
    }

    static let chunkBytes = 64 * 1024

    public static func contents(of url: URL, maxBytes: Int) throws(Failure) -> Outcome {
        let path = url.path
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw Failure(reason: reason(code, path: path), isMissing: code == ENOENT && !OwnFile.isSymbolicLink(path))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure(reason: FileErrorReason.posixReason(errno)) }
        if let reason = notRegular(status.st_mode) { throw Failure(reason: reason) }
        // Back to ordinary reads for a regular file (non-blocking only mattered for the open).
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)

        var data = Data()
        var buffer = [UInt8](repeating: 0, count: chunkBytes)
        while data.count <= maxBytes {
            let wanted = min(chunkBytes, maxBytes + 1 - data.count)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: FileErrorReason.posixReason(errno))
            }
            if count == 0 { return .contents(data) }
            data.append(contentsOf: buffer[..<count])
        }
        let statedSize = Int(status.st_size)
        return .tooLarge(knownSize: statedSize > maxBytes ? statedSize : nil)
    }

    private static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "it is a folder, not a file"
        case S_IFIFO: "it is a FIFO (a named pipe), not a regular file"
        case S_IFCHR, S_IFBLK: "it is a device, not a regular file"
        case S_IFSOCK: "it is a socket, not a regular file"
        default: "it is not a regular file"
        }
    }

    private static func reason(_ code: Int32, path: String) -> String {
        switch code {
        case ENOENT:
            let parent = (path as NSString).deletingLastPathComponent
            return FileManager.default.fileExists(atPath: parent) ? "it does not exist" : "its folder \(parent) does not exist"
        case EISDIR: return "it is a folder, not a file"
        case ELOOP: return "it is a symbolic link that leads nowhere (a loop)"
        default: return FileErrorReason.posixReason(code)
        }
    }
}

/// A byte count as people read it ("100 MB", "2 kB").
package func readableBytes(_ count: Int) -> String {
    // Decimal units, rounded down, so a limit reads the same as it is written in the code.
    if count >= 1_000_000_000 { return "\(count / 1_000_000_000) GB" }
    if count >= 1_000_000 { return "\(count / 1_000_000) MB" }
    if count >= 1_000 { return "\(count / 1_000) kB" }
    return "\(count) bytes"
}
