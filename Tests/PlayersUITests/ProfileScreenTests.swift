@testable import Shell
@testable import PlayersUI
import Foundation
import Players
import LocalDatabase
import Terminal
import Testing
@testable import UITestSupport

@Suite struct ProfileScreenTests {
    static let sizes = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)]

    @Test(arguments: sizes)
    func theProfileShowsEverythingAndFits(size: ScreenSize) throws {
        let world = try ProfileWorld()
        try world.database.setNickname(try Nickname.validate("Countess").get(), for: world.viewer)
        for (glyphs, theme) in [(GlyphSet.unicode, Theme.color), (.ascii, .monochrome), (.unicode, .monochrome)] {
            let context = world.context(size: size, glyphs: glyphs, theme: theme)
            var screen = ProfileScreen()
            screen.activate(context: context)
            let frame = screen.frame(context)
            for needle in ["Your profile", "Countess", "Login name", "ada", "owner", "Member since", "2026-",
                           "Games", "0 finished", "Best ranks", "boards are not kept", "n nickname", "e avatar"] {
                #expect(frame.text.contains(needle), "\(needle) missing at \(size) \(glyphs.isASCII ? "ascii" : "unicode")")
            }
            // The picture's drawing fits the mode: half blocks need colour, ASCII glyphs otherwise.
            let identicon = AvatarPicture(Avatar.identicon(for: world.viewer))
            if glyphs.isASCII || !theme.usesColor {
                #expect(frame.text.contains(identicon.asciiRows[0].trimmingCharacters(in: .whitespaces)))
                #expect(!frame.text.contains("▀") && !frame.text.contains("▄"))
            } else {
                #expect(frame.text.contains("▀") || frame.text.contains("▄") || frame.text.contains("█"))
            }
            if glyphs.isASCII { #expect(frame.text.unicodeScalars.allSatisfy { $0.isASCII }) }
        }
    }

    @Test func bestRanksComeFromTheRankingStoreWhenThereIsOne() throws {
        let world = try ProfileWorld()
        var environment = world.environment
        environment.profiles?.bestRanks = { _ in [BestRank(board: "Mines expert", window: "all time", rank: 3)] }
        let context = Fixtures.context(environment)
        var screen = ProfileScreen()
        screen.activate(context: context)
        #expect(screen.frame(context).text.contains("3rd Mines expert, all time"))
    }

    @Test func aNicknameIsTypedSavedAndShown() throws {
        let world = try ProfileWorld()
        let context = world.context()
        var screen = ProfileScreen()
        screen.activate(context: context)
        screen.press([.char("n")] + Array(repeating: .key(.backspace), count: 3) + InputEvent.typing("  Grace H "), context: context)
        #expect(screen.frame(context).text.contains("New nickname:"))
        let saved = screen.handle(.key(.enter), context: context)
        #expect(saved.banners == ["Nickname saved: Grace H"])
        #expect(try world.database.profile(of: world.viewer).displayName == "Grace H")
        #expect(screen.typed == nil)
        #expect(screen.frame(context).text.contains("Grace H"))
    }

    /// Hostile text typed or pasted is shown escaped, refused with the class named, and never saved.
    @Test func hostileNicknamesAreRefusedAndShownInert() throws {
        let world = try ProfileWorld()
        let context = world.context()
        let cases: [(String, String)] = [
            ("evil\u{1B}[2J\u{1B}]0;pwned\u{7}", "escape sequence"),
            ("dlrow\u{202E} olleh", "bidirectional"),  // inside: at an end it is trimmed (issue 29.8)
            ("zero\u{200B}width", "zero-width"),
            (String(repeating: "W", count: 500), "this one takes 500"),
        ]
        for (text, words) in cases {
            var screen = ProfileScreen()
            screen.activate(context: context)
            screen.press([.char("n")] + Array(repeating: .key(.backspace), count: 3)
                         + text.map { .key(.character($0)) } + [.key(.enter)], context: context)
            let frame = screen.frame(context)
            #expect(screen.typingProblem?.contains(words) == true, "\(screen.typingProblem ?? "nothing") for \(words)")
            #expect(frame.text.contains(words))
            #expect(!frame.holdsUnsafeText)
            if text.hasPrefix("evil") { #expect(frame.text.contains("\\u{1B}[2J")) }
            screen.press([.key(.escape)], context: context)
            #expect(screen.typed == nil)
        }
        #expect(try world.database.profile(of: world.viewer).nickname == nil)
    }

    /// A login name (which no rule checked) full of escapes is drawn as text, never as commands.
    @Test func aHostileLoginNameIsDrawnEscaped() throws {
        let evil = "x\u{1B}[31m\u{202E}\u{9B}2J"
        let world = try ProfileWorld(players: ["ada", evil], playing: evil)
        let context = world.context()
        var screen = ProfileScreen()
        screen.activate(context: context)
        let frame = screen.frame(context)
        #expect(!frame.holdsUnsafeText)
        #expect(frame.text.contains("x\\u{1B}[31m\\u{202E}\\u{9B}2J"))
    }

    @Test func blankedAndBlockedPlayersAreTold() throws {
        let world = try ProfileWorld(players: ["ada", "bob"], playing: "bob")
        let bob = try world.id("bob")
        try world.database.moderate(.blankNickname, by: try world.id("ada"), on: bob)
        try world.database.moderate(.block, by: try world.id("ada"), on: bob)
        let context = world.context()
        var screen = ProfileScreen()
        screen.activate(context: context)
        let text = screen.frame(context).text
        #expect(text.contains("Player \(bob) (blanked by a moderator"))
        #expect(text.contains("your rows are hidden from other players"))
    }

    @Test func withoutProfilesTheScreenSaysSo() {
        let context = Fixtures.context(Fixtures.environment())
        var screen = ProfileScreen()
        screen.activate(context: context)
        #expect(screen.frame(context).text.contains("Profiles are not kept in this run."))
        #expect(screen.handle(.char("n"), context: context).banners == ["Profiles are not kept in this run."])
    }
}
