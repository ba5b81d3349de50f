import Foundation
import Testing

/// `clearfield profile` and `clearfield players` through the built binary: the permission rules
/// for the login user, and names that could act on a terminal printed as escapes with valid JSON.
@Suite struct PlayersCommandTests {
    /// Runs a command as `user` on the scratch data directory.
    static func run(_ scratch: ProgressCommandTests.Scratch, as user: String, _ arguments: [String]) throws
        -> ProgressCommandResult {
        try runClearfieldForProgressTest(arguments + ["--data-dir", scratch.dataDirectory.path],
                                         environment: ["CLEARFIELD_RESOURCES": scratch.resources.path, "USER": user])
    }

    static func jsonArray(_ text: String) -> [[String: Any]]? {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [[String: Any]]
    }

    @Test func theOwnerAppointsAModeratorAndOthersAreRefused() throws {
        let scratch = try ProgressCommandTests.Scratch()
        #expect(try Self.run(scratch, as: "ada", ["profile"]).status == 0)   // the first player: the owner
        #expect(try Self.run(scratch, as: "bob", ["profile", "--nickname", "Bobby"]).status == 0)
        #expect(try Self.run(scratch, as: "eve", ["profile"]).status == 0)

        let refused = try Self.run(scratch, as: "bob", ["players", "block", "eve", "--reason", "spam"])
        #expect(refused.status == 1)
        #expect(refused.errorOutput == "clearfield: only a moderator can block a player; you are not one\n")
        let notOwner = try Self.run(scratch, as: "eve", ["players", "moderators", "add", "eve"])
        #expect(notOwner.status == 1)
        #expect(notOwner.errorOutput.contains("clearfield: only the owner"))

        let appointed = try Self.run(scratch, as: "ada", ["players", "moderators", "add", "Bobby", "--reason", "trusted"])
        #expect(appointed.status == 0, "\(appointed.errorOutput)")
        #expect(appointed.output == "Bobby is now a moderator.\n")
        let blocked = try Self.run(scratch, as: "bob", ["players", "block", "eve", "--reason", "spam"])
        #expect(blocked.status == 0, "\(blocked.errorOutput)")
        let owner = try Self.run(scratch, as: "bob", ["players", "block", "ada"])
        #expect(owner.status == 1 && owner.errorOutput.contains("is the owner"))
        let unknown = try Self.run(scratch, as: "ada", ["players", "show", "nobody"])
        #expect(unknown.status == 1 && unknown.errorOutput == "clearfield: there is no player nobody\n")

        let list = try #require(Self.jsonArray(try Self.run(scratch, as: "ada", ["players", "list", "--json"]).output))
        #expect(list.map { $0["role"] as? String } == ["owner", "moderator", "player"])
        #expect(list.map { $0["blocked"] as? Bool } == [false, false, true])
        let log = try #require(Self.jsonArray(try Self.run(scratch, as: "eve", ["players", "log", "--json"]).output))
        #expect(log.map { $0["action"] as? String } == ["block", "moderator-add"])
        #expect(log.first?["actor"] as? String == "Bobby" && log.first?["reason"] as? String == "spam")
    }

    @Test func refusedNicknamesNameTheClassAndChangeNothing() throws {
        let scratch = try ProgressCommandTests.Scratch()
        let cases: [(String, String)] = [
            ("evil\u{1B}[2J", "escape sequence"),
            ("txt\u{202E}.exe", "bidirectional"),  // inside: at an end it is trimmed (issue 29.8)
            ("zero\u{200B}width", "zero-width"),
            ("two\nlines", "newline"),
            (String(repeating: "x", count: 500), "this one takes 500"),
        ]
        for (name, words) in cases {
            let result = try Self.run(scratch, as: "ada", ["profile", "--nickname", name])
            #expect(result.status == 64)
            #expect(result.errorOutput.contains(words), "\(result.errorOutput)")
            #expect(!HostileTextTests.holdsTerminalControls(result.output + result.errorOutput))
        }
        let profile = try #require(ProgressCommandTests.json(try Self.run(scratch, as: "ada", ["profile", "--json"]).output))
        #expect(profile["displayName"] as? String == "ada")
        #expect((profile["avatar"] as? String)?.count == 64)
        #expect(profile["avatarIsIdenticon"] as? Bool == true)
    }

    /// A login name no rule checked: printed as escapes, exact in JSON.
    @Test(arguments: [["profile"], ["players", "list"], ["players", "show", "1"]])
    func aHostileLoginIsPrintedAsEscapes(_ command: [String]) throws {
        let scratch = try ProgressCommandTests.Scratch()
        let result = try Self.run(scratch, as: HostileTextTests.hostileLogin, command)
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(!HostileTextTests.holdsTerminalControls(result.output + result.errorOutput), "\(result.output.debugDescription)")
        #expect(result.output.contains(#"evil\u{1B}[2J\u{1B}]0;PWNED\u{7}"#))
        let json = try Self.run(scratch, as: HostileTextTests.hostileLogin, command + ["--json"])
        #expect(!HostileTextTests.holdsTerminalControls(json.output))
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8))
        let first = (object as? [[String: Any]])?.first ?? (object as? [String: Any])
        #expect(first?["loginName"] as? String == HostileTextTests.hostileLogin)
    }
}
