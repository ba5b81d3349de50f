import Foundation
import SaveFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where results the database could not take wait for the next start, written so that a full
/// disk cannot lose them: beside the file a reserve of `reserveBytes` (spaces) is made while
/// there is room. A write goes to a new file renamed into place, as usual; when that fails (no
/// space left), the results are written over the reserve, in blocks the disk already gave it,
/// padded with spaces (which JSON ignores), and the reserve is renamed into place. The reserve
/// is made again at the next write that finds room.
public struct PendingResultsFile {
    public let url: URL
    public static let reserveBytes = 256 * 1024
    /// Writes a whole file atomically (replaceable by a test's failing file layer).
    var writeAtomically: (Data, URL) throws -> Void = { data, url in try data.write(to: url, options: .atomic) }

    public init(url: URL) {
        self.url = url
    }

    public var reserve: URL { url.appendingPathExtension("reserve") }

    /// Why the results could not be kept anywhere.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Makes the reserve if it is missing or short; quietly does nothing without room.
    public func makeReserve() {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let size = (try? FileManager.default.attributesOfItem(atPath: reserve.path)[.size] as? Int) ?? nil
        guard size == nil || size! < Self.reserveBytes else { return }
        let spaces = Data(repeating: UInt8(ascii: " "), count: Self.reserveBytes)
        // Written as real bytes (not a sparse file): the blocks are the point.
        if (try? writeAtomically(spaces, reserve)) == nil { try? FileManager.default.removeItem(at: reserve) }
    }

    /// Writes `data` (JSON) in place of what was kept; throws when it could be kept nowhere.
    public func write(_ data: Data) throws {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        do {
            try writeAtomically(data, url)
            makeReserve()
            return
        } catch {
            do {
                // The reserve; or, once it has become the pending file, that file in place.
                if FileManager.default.fileExists(atPath: reserve.path) {
                    try writeInPlace(data, over: reserve)
                    guard rename(reserve.path, url.path) == 0 else {
                        throw Failure(description: "could not be renamed (\(String(cString: strerror(errno))))")
                    }
                } else {
                    try writeInPlace(data, over: url)
                }
            } catch let reserveFailure {
                throw Failure(description: "\(Self.reason(error)); the space kept for them \(reserveFailure)")
            }
        }
    }

    public func remove() throws {
        if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
    }

    /// Rewrites the whole of `file` (the results, then spaces to its end) without growing it.
    private func writeInPlace(_ data: Data, over file: URL) throws {
        let descriptor = OwnFile.openExistingForWriting(file.path)
        guard descriptor >= 0 else {
            switch errno {
            case EMLINK: throw Failure(description: "is a hard link to another file, which the game does not write through")
            case ELOOP: throw Failure(description: "is a symbolic link, which the game does not write through")
            default: throw Failure(description: "is missing")
            }
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, Int(info.st_size) >= data.count else {
            throw Failure(description: "is too small (\(data.count) bytes needed)")
        }
        var bytes = [UInt8](data)
        bytes += [UInt8](repeating: UInt8(ascii: " "), count: Int(info.st_size) - data.count)
        let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        guard written == bytes.count, fsync(descriptor) == 0 else {
            throw Failure(description: "could not be written (\(String(cString: strerror(errno))))")
        }
    }

    private static func reason(_ error: Error) -> String {
        let cocoa = error as NSError
        if let underlying = cocoa.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if cocoa.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(cocoa.code))) }
        return "the file could not be written"
    }
}
