import Foundation
import Testing

/// No command prints a byte a terminal would act on: names and titles from the environment, level
/// files and achievement files reach the terminal as visible escapes, and JSON stays valid.
@Suite struct HostileTextTests {
    static let hostileLogin = "evil\u{1B}[2J\u{1B}]0;PWNED\u{7}"

    /// True when the output holds a C0 control other than newline, DEL, a C1 control or a bidi override.
    static func holdsTerminalControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }

    /// Runs a command on a fresh data directory with the hostile login name as USER.
    static func runAsHostileLogin(_ command: [String]) throws -> ProgressCommandResult {
        let scratch = try ProgressCommandTests.Scratch()
        return try runClearfieldForProgressTest(
            command + ["--data-dir", scratch.dataDirectory.path],
            environment: ["CLEARFIELD_RESOURCES": scratch.resources.path, "USER": hostileLogin])
    }

    @Test(arguments: [["stats"], ["achievements"]])
    func aHostileLoginNameIsPrintedAsEscapes(_ command: [String]) throws {
        let result = try Self.runAsHostileLogin(command)
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(!Self.holdsTerminalControls(result.output + result.errorOutput), "\(result.output.debugDescription)")
        #expect(result.output.contains(#"evil\u{1B}[2J\u{1B}]0;PWNED\u{7}"#))
    }

    @Test(arguments: [["stats", "--json"], ["achievements", "--json"]])
    func jsonKeepsTheNameExactlyThroughEscapes(_ command: [String]) throws {
        let result = try Self.runAsHostileLogin(command)
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(!Self.holdsTerminalControls(result.output))
        let object = try #require(ProgressCommandTests.json(result.output))
        #expect(object["player"] as? String == Self.hostileLogin)
    }

    /// Levels named with an escape sequence, a C1 CSI, a bidi override and a carriage return.
    func hostileResources() throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("clearfield-hostile-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("levels"), withIntermediateDirectories: true)
        try Data("""
            CREATE TABLE IF NOT EXISTS levels (ix INTEGER PRIMARY KEY, background TEXT NOT NULL DEFAULT 'default',
                map TEXT NOT NULL, name TEXT NOT NULL, par INTEGER NOT NULL, pack TEXT NOT NULL DEFAULT 'campaign');
            INSERT INTO levels (ix, map, name, par) VALUES (1, 'RRBB', 'Clear' || char(27) || '[2J' || char(7), 2);
            INSERT INTO levels (ix, map, name, par, pack) VALUES (2, 'RRGG', 'Side' || char(8238) || 'txt.exe', 2,
                'p' || char(155) || '31m');
            INSERT INTO levels (ix, map, name, par) VALUES (3, 'RRZZ', 'Bad' || char(13) || 'overwritten', 2);
            """.utf8).write(to: root.appendingPathComponent("levels/schema.sql"))
        return root
    }

    @Test(arguments: [["levels", "list"], ["levels", "list", "--json"], ["levels", "validate"]])
    func levelNamesWithEscapesAreShownNotObeyed(_ command: [String]) throws {
        let resources = try hostileResources()
        defer { try? FileManager.default.removeItem(at: resources) }
        let result = try runClearfieldForProgressTest(command, environment: ["CLEARFIELD_RESOURCES": resources.path])
        #expect(!Self.holdsTerminalControls(result.output + result.errorOutput),
                "\((result.output + result.errorOutput).debugDescription)")
        if command.contains("--json") {
            let object = try #require(ProgressCommandTests.json(result.output))
            let names = (object["levels"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
            #expect(names == ["Clear\u{1B}[2J\u{7}", "Side\u{202E}txt.exe"])
        } else if command.contains("list") {
            #expect(result.output.contains(#"Clear\u{1B}[2J\u{7}"#))
            // The columns still line up: each row's size starts under the header's "Size".
            let lines = result.output.split(separator: "\n").map(String.init)
            func column(of text: String, in line: String) -> Int? {
                line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
            }
            let sizeColumn = try #require(column(of: "Size", in: lines[0]))
            #expect(lines[1...2].map { column(of: "4x1", in: $0) } == [sizeColumn, sizeColumn], "\(lines)")
        } else {
            #expect(result.status == 1)
            #expect(result.errorOutput.contains(#"Bad\u{D}overwritten"#), "\(result.errorOutput)")
        }
    }

    @Test func achievementsValidateRejectsATitleWithAControlCharacter() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("clearfield-hostile-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let shipped = try JSONSerialization.jsonObject(
            with: Data(contentsOf: ProgressCommandTests.shippedAchievements)) as? [String: Any]
        var entries = try #require(shipped?["achievements"] as? [[String: Any]])
        entries[0]["title"] = "Win\u{1B}]0;PWNED\u{7}"
        entries[1]["description"] = "Right\u{202E}to left"
        let file = directory.appendingPathComponent("achievements.json")
        try JSONSerialization.data(withJSONObject: ["version": 1, "achievements": entries]).write(to: file)

        let result = try runClearfieldForProgressTest(["achievements", "validate", file.path], environment: [:])
        #expect(result.status == 1)
        #expect(!Self.holdsTerminalControls(result.output + result.errorOutput))
        let problems = result.errorOutput.split(separator: "\n")
        #expect(problems.count == 2, "\(result.errorOutput)")
        #expect(problems.allSatisfy { $0.contains("control character") })
        #expect(result.output.hasPrefix("\(entries.count - 2) achievements valid"), "\(result.output)")
    }
}
