import ClearfieldApp
import ArgumentParser
import Foundation
import Testing
@testable import ClearfieldCommands
import CommandSupport

/// Issue 22, "The command line": one style for messages, ranges in the refusals of negative
/// numbers.
@Suite struct CommandMessageTests {
    /// The commands offer Clearfield's games, as the program installs them.
    init() { CommandGames.install(.clearfield) }

    @Test(arguments: [
        ("clearfield: There is no player nobody.", "clearfield: there is no player nobody"),
        ("clearfield: Only a moderator can block a player; you are not one.",
         "clearfield: only a moderator can block a player; you are not one"),
        ("clearfield: Could not save the game to /x: disk full (while writing); the previous save is unchanged.",
         "clearfield: could not save the game to /x: disk full (while writing); the previous save is unchanged"),
        // Already in the style, names and acronyms, several sentences, lines that are not messages.
        ("clearfield: there is no level 9 (see `clearfield levels list`)", "clearfield: there is no level 9 (see `clearfield levels list`)"),
        ("clearfield: PostgreSQL refused the login", "clearfield: PostgreSQL refused the login"),
        ("clearfield: TERM is not set", "clearfield: TERM is not set"),
        ("clearfield: Nothing here. Try again.", "clearfield: nothing here. Try again."),
        ("pack.sql:3: error: Level 2 cannot be cleared.", "pack.sql:3: error: Level 2 cannot be cleared."),
    ])
    func messagesTakeTheCommandLinesStyle(_ line: String, expected: String) {
        #expect(CommandMessageStyle.styled(line) == expected)
    }

    static func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try Clearfield.parseAsRoot(arguments)   // validates too
            return nil
        } catch {
            return Clearfield.message(for: error)
        }
    }

    @Test func aNegativeLimitIsRefusedWithItsRange() throws {
        let message = try #require(Self.refusal(["leaderboard", "--limit", "-3"]))
        #expect(message.contains("1 to 1000") && message.contains("-3"), "\(message)")
        #expect(!message.contains("Missing value") && !message.contains("missing value"))
        let log = try #require(Self.refusal(["players", "log", "--limit", "-3"]))
        #expect(log.contains("1 or more") && !log.lowercased().contains("missing value"), "\(log)")
    }

    @Test(arguments: [["play", "mines", "--board", "expert", "--seed", "-5"],
                      ["mines", "generate", "--width", "9", "--height", "9", "--mines", "10", "--seed", "-5"]])
    func aNegativeSeedIsRefusedWithItsRange(_ arguments: [String]) throws {
        let message = try #require(Self.refusal(arguments))
        #expect(message.contains("0 to \(UInt64.max)"), "\(message)")
    }
}
