import Foundation
import SaveFiles
import Testing

@Suite struct SettingsFileTests {
    @Test func aBadFileIsRenamedAsideNeverDeletedAndAFreshOneTakesItsPlace() throws {
        let directory = try TemporaryDirectory()
        let config = directory.url.appendingPathComponent("config")
        let file = SettingsFile(configDirectory: config)
        #expect(try file.read() == nil, "no file yet")
        try file.write(Data("not json".utf8))
        let date = Date(timeIntervalSince1970: 1_795_000_000)   // 2026-11-18 11:06:40 UTC
        let first = try file.setAside(date: date)
        #expect(first == "settings.json.bad-20261118-110640")
        #expect(try file.read() == nil, "the bad file is no longer in the way")
        #expect(try Data(contentsOf: config.appendingPathComponent(first)) == Data("not json".utf8), "kept as it was")

        // A second bad file in the same second does not replace the first one set aside.
        try file.write(Data("also bad".utf8))
        let second = try file.setAside(date: date)
        #expect(second == "settings.json.bad-20261118-110640-2")
        #expect(try Data(contentsOf: config.appendingPathComponent(first)) == Data("not json".utf8))
        #expect(try Data(contentsOf: config.appendingPathComponent(second)) == Data("also bad".utf8))

        try file.write(Data("{}".utf8))
        #expect(try file.read() == Data("{}".utf8))
    }
}

/// The settings file is read with a stated bound (issue 34, B4): a 2 GB sparse file costs one
/// chunk and gets a sentence; a FIFO or a device is named as such and never waited for.
@Suite struct BoundedSettingsFileTests {
    func reason(_ file: SettingsFile) -> String? {
        do {
            _ = try file.read()
            return nil
        } catch {
            return FileErrorReason.describe(error, path: file.url.path)
        }
    }

    @Test func aHugeSparseFileIsRefusedUnread() throws {
        let directory = try TemporaryDirectory()
        let file = SettingsFile(configDirectory: directory.url)
        #expect(FileManager.default.createFile(atPath: file.url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file.url)
        try handle.truncate(atOffset: 2_000_000_000)
        try handle.close()
        #expect(reason(file) == "it is 2 GB, more than the 64 kB a settings file may be")
    }

    @Test func aFIFOOrADeviceIsNamedAsSuch() throws {
        let directory = try TemporaryDirectory()
        let file = SettingsFile(configDirectory: directory.url)
        #expect(mkfifo(file.url.path, 0o600) == 0)
        #expect(reason(file) == "it is a FIFO (a named pipe), not a regular file")
        try FileManager.default.removeItem(at: file.url)
        try FileManager.default.createSymbolicLink(atPath: file.url.path, withDestinationPath: "/dev/zero")
        #expect(reason(file) == "it is a device, not a regular file")
    }
}
