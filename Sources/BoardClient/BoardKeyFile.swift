import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where this computer keeps its board key: one file in the data directory, readable by its owner
/// only (mode 0600). It is written under a fresh name opened with `O_EXCL | O_NOFOLLOW` (a link
/// planted there is refused, never followed) and renamed into place; it is read with `O_NOFOLLOW`
/// and refused when it is a link, not a plain file, or readable by others.
public struct BoardKeyFile: Sendable {
    public let url: URL

    public static let fileName = "board-key"
    static let header = "clearfield-board-key 1"

    public init(dataDirectory: URL) {
        url = dataDirectory.appendingPathComponent(Self.fileName)
    }

    /// Writes `key` (replacing any earlier key).
    public func write(_ key: BoardKey) throws(BoardKeyFileError) {
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/.\(Self.fileName).\(UInt64.random(in: 0...UInt64.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .cannotWrite(url.path, reason: Self.reason(errno)) }
        let text = Self.header + "\n" + key.secret.rawRepresentation.base64EncodedString() + "\n"
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor)
        close(descriptor)
        guard written == bytes.count, synced == 0, rename(temporary, url.path) == 0 else {
            let failure = errno
            unlink(temporary)
            throw .cannotWrite(url.path, reason: Self.reason(failure))
        }
    }

    /// The key kept here; nil when there is none.
    public func read() throws(BoardKeyFileError) -> BoardKey? {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let failure = errno
            if failure == ENOENT { return nil }
            if failure == ELOOP { throw .isALink(url.path) }
            throw .cannotRead(url.path, reason: Self.reason(failure))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotRead(url.path, reason: Self.reason(errno)) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notAFile(url.path) }
        guard status.st_mode & 0o077 == 0 else { throw .readableByOthers(url.path) }
        guard status.st_uid == getuid() else { throw .notOwned(url.path) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { throw .damaged(url.path) }
        let lines = String(decoding: buffer.prefix(count), as: UTF8.self).split(separator: "\n")
        guard lines.count == 2, lines[0] == Self.header, let raw = Data(base64Encoded: String(lines[1])),
              let secret = try? Curve25519.Signing.PrivateKey(rawRepresentation: raw) else {
            throw .damaged(url.path)
        }
        return BoardKey(secret: secret)
    }

    /// Forgets the key (`board leave`); nothing to do when there is none.
    public func remove() throws(BoardKeyFileError) {
        guard unlink(url.path) == 0 || errno == ENOENT else { throw .cannotWrite(url.path, reason: Self.reason(errno)) }
    }

    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}

/// Why the key file cannot be used, in words (the key itself is never part of them).
public enum BoardKeyFileError: Error, Equatable, Sendable, CustomStringConvertible {
    case cannotWrite(String, reason: String)
    case cannotRead(String, reason: String)
    case isALink(String)
    case notAFile(String)
    case readableByOthers(String)
    case notOwned(String)
    case damaged(String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): "the board key could not be written to \(path): \(reason)"
        case .cannotRead(let path, let reason): "the board key at \(path) could not be read: \(reason)"
        case .isALink(let path): "the board key at \(path) is a symbolic link: it was not followed (remove it and join again)"
        case .notAFile(let path): "the board key at \(path) is not a plain file"
        case .readableByOthers(let path):
            "the board key at \(path) can be read by other users: it was not used (chmod 600 it, or leave and join again)"
        case .notOwned(let path): "the board key at \(path) belongs to another user: it was not used"
        case .damaged(let path): "the board key at \(path) is damaged: run `clearfield board leave`, then join again"
        }
    }
}

// The system calls under names the methods above do not shadow.
#if canImport(Glibc)
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif
