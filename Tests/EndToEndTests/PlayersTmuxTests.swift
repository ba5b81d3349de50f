import Foundation
import Testing

extension EndToEndSuite {
    /// The Profile screen on a real terminal: a hostile login name and hostile nicknames typed or
    /// pasted are shown as text (the screen is not cleared, the title not changed), refused with
    /// the class named; a good nickname and an avatar are saved and read back by the commands.
    @Suite struct PlayersTmuxTests {
        @Test func hostileNamesStayTextAndAGoodOneIsSaved() throws {
            let scratch = try ProgressCommandTests.Scratch()
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession(columns: 80, rows: 24, extraEnvironment: [
                "CLEARFIELD_RESOURCES": scratch.resources.path, "USER": HostileTextTests.hostileLogin,
            ])
            defer { session.kill(); session.removeFiles() }
            let titleBefore = try session.format("#{pane_title}")
            try session.run("\(TmuxSession.shellQuoted(binary.path)); echo \"exit:$?\"")
            try session.waitFor("Tiles and Mines for your terminal")
            try session.sendKeys("p")
            var screen = try session.waitFor("Your profile")
            #expect(screen.contains(#"evil\u{1B}[2J\u{1B}]0;PWNED\u{7}"#), "\(screen)")
            #expect(try session.format("#{pane_title}") == titleBefore)
            // The ranking store is wired in: no ranked game yet.
            #expect(screen.contains("none yet: win a ranked game"), "\(screen)")

            // A right-to-left override inside a name, typed: shown as its escape, refused for what it is
            // (at either end it is trimmed, as invisible characters are: issue 29, point 8).
            try session.sendKeys("n")
            try session.waitFor("New nickname:")
            for _ in 0..<40 { try session.sendKeys("BSpace") }
            try session.typeText("gnp\u{202E}.exe")
            screen = try session.waitFor(#"gnp\u{202E}.exe"#)
            try session.sendKeys("Enter")
            screen = try session.waitFor("bidirectional")
            #expect(screen.contains("Your profile"), "the screen was not cleared")

            // 500 characters pasted: refused for its width, the screen intact.
            for _ in 0..<12 { try session.sendKeys("BSpace") }
            try session.typeText(String(repeating: "W", count: 500))
            try session.sendKeys("Enter")
            screen = try session.waitFor("this one takes 500")
            #expect(screen.contains("Your profile"))

            // A good name.
            try session.sendKeys("Escape")
            try session.waitFor("n nickname")
            try session.sendKeys("n")
            try session.waitFor("New nickname:")
            for _ in 0..<40 { try session.sendKeys("BSpace") }
            try session.typeText("Grace 霍普")
            try session.sendKeys("Enter")
            screen = try session.waitFor("Nickname saved")

            // An avatar: clear, paint two pixels, save.
            try session.sendKeys("e")
            try session.waitFor("Avatar editor")
            try session.sendKeys("c", "3", "Right", "3", "Enter")  // 3 paints blue, stored as colour 5
            try session.waitFor("Avatar saved")
            try session.sendKeys("Escape")
            try session.waitFor("Tiles and Mines for your terminal")
            try session.sendKeys("q")
            #expect(try session.waitForExitStatus() == 0)
            #expect(try session.format("#{pane_title}") == titleBefore)

            let home = session.file("data").path
            let profile = try runClearfieldForProgressTest(["profile", "--json", "--data-dir", home],
                                                          environment: ["USER": HostileTextTests.hostileLogin])
            let object = try #require(ProgressCommandTests.json(profile.output), "\(profile.output)")
            #expect(object["displayName"] as? String == "Grace 霍普")
            #expect((object["avatar"] as? String)?.hasPrefix("55000000") == true)
            #expect(object["avatarIsIdenticon"] as? Bool == false)
        }
    }
}
