import Foundation
import GameCore

/// The settings file (`config/settings.json`): read at start, written after each change, and
/// set aside (renamed, never deleted) when its contents cannot be used, so the player keeps
/// the old file to look at while the defaults written in its place stop the start-up notice
/// from coming back every time.
public struct SettingsFile: Sendable {
    public static let fileName = "settings.json"

    public let url: URL

    public init(configDirectory: URL) {
        url = configDirectory.appendingPathComponent(Self.fileName)
    }

    /// The most a settings file may hold: the game writes a few hundred bytes.
    public static let maxBytes = 64_000

    /// The file's contents, or nil when there is no file yet. Read with a bound, and refused
    /// unread when it is not a plain file (a FIFO, a device): a 2 GB file or `/dev/zero` in its
    /// place costs nothing and gets a sentence (issue 34, B4).
    public func read() throws(BoundedFileRead.Failure) -> Data? {
        try BoundedFileRead.contentsIfPresent(of: url, maxBytes: Self.maxBytes, kind: "a settings file")
    }

    /// Replaces the file's contents in one step (creating the directory if needed).
    public func write(_ data: Data) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// Renames the file to `settings.json.bad-YYYYMMDD-HHMMSS` (UTC), adding `-2`, `-3`... when
    /// that name is taken; returns the new file name.
    @discardableResult
    public func setAside(date: Date) throws -> String {
        let base = "\(Self.fileName).bad-\(Self.stamp(date))"
        let directory = url.deletingLastPathComponent()
        var name = base
        var attempt = 1
        while FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) {
            attempt += 1
            name = "\(base)-\(attempt)"
        }
        try FileManager.default.moveItem(at: url, to: directory.appendingPathComponent(name))
        return name
    }

    static func stamp(_ date: Date) -> String {
        // Not Foundation's Calendar: on Linux it loads ICU's data (docs/PERFORMANCE.md).
        let parts = CivilTime(secondsSinceEpoch: Int64(date.timeIntervalSince1970.rounded(.down)))
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.year)\(two(parts.month))\(two(parts.day))-\(two(parts.hour))\(two(parts.minute))\(two(parts.second))"
    }
}
