import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file with POSIX calls, so each failure keeps its precise error number and a
/// file far too large to be a save is refused before it is loaded into memory.
enum FileContents {
    enum Failure: Error, Equatable {
        case missing
        case tooLarge(bytes: Int)
        /// A pipe, socket or device: reading it could block or never end.
        case notARegularFile
        case system(Int32)
    }

    static func read(_ path: String, limit: Int) -> Result<Data, Failure> {
        // O_NONBLOCK: opening a named pipe must not wait for a writer (no effect on files).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            return .failure(errno == ENOENT ? .missing : .system(errno))
        }
        defer { close(descriptor) }

        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.system(errno)) }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR { return .failure(.system(EISDIR)) }
        if type != S_IFREG { return .failure(.notARegularFile) }
        if status.st_size > limit { return .failure(.tooLarge(bytes: Int(status.st_size))) }

        // The size is a hint, not a promise: the file may change while it is read.
        var contents = Data(capacity: Int(max(0, status.st_size)))
        let chunkSize = 64 * 1024
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, chunkSize) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.system(errno))
            }
            if count == 0 { break }
            contents.append(contentsOf: chunk[0..<count])
            if contents.count > limit { return .failure(.tooLarge(bytes: contents.count)) }
        }
        return .success(contents)
    }

    private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }

    static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}
