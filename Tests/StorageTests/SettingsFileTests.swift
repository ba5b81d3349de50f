import Foundation
import Storage
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
