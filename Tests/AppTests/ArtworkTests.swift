@testable import Shell
@testable import TilesUI
import Testing
@testable import UITestSupport

@Suite struct ArtworkTests {
    @Test func backgroundFileWithSettingsAndComments() throws {
        let art = try BackgroundArt.parse(name: "waves", text: "# rolling sea\ncolor: cyan\n---\n ~~ \n~  ~\n\n")
        #expect(art.color == .cyan)
        #expect(art.lines == [" ~~ ", "~  ~"])
    }

    @Test func backgroundFileWithoutSettingsIsAllArt() throws {
        let art = try BackgroundArt.parse(name: "plain", text: "ab\n\tc\r\n")
        #expect(art.color == nil)
        #expect(art.lines == ["ab", "    c"])
    }

    @Test func badBackgroundFilesAreReportedNotCrashed() {
        #expect(throws: BackgroundArtError.unknownColor("purple", line: 1)) {
            try BackgroundArt.parse(name: "x", text: "color: purple\n---\n.")
        }
        #expect(throws: BackgroundArtError.unknownSetting("speed", line: 2)) {
            try BackgroundArt.parse(name: "x", text: "color: red\nspeed: 3\n---\n.")
        }
        #expect(throws: BackgroundArtError.noArt) {
            try BackgroundArt.parse(name: "x", text: "color: red\n---\n   \n")
        }
        #expect("\(BackgroundArtError.unknownColor("purple", line: 1))".contains("line 1"))
    }

    @Test func unknownBackgroundsFallBackToTheDefaultThenTheBuiltIn() {
        let withDefault = Fixtures.environment()
        #expect(withDefault.backgroundArt(named: "waves").name == "waves")
        #expect(withDefault.backgroundArt(named: "no such art").name == "default")
        let withNothing = Fixtures.environment(arts: [:])
        #expect(withNothing.backgroundArt(named: "no such art") == BackgroundArt.builtIn)
    }

    @Test func aLevelWithAnUnknownBackgroundIsDrawnOnTheDefault() {
        let level = Fixtures.level(5, "Lost", "RR", par: 1, background: "nowhere")
        let context = Fixtures.context(Fixtures.environment(levels: [level]))
        let frame = TilesPlayScreen(level: level, campaign: [level]).frame(context)
        #expect(frame.lines[3].hasPrefix("~ ~ ~"))
        let bare = Fixtures.context(Fixtures.environment(levels: [level], arts: [:]))
        let bareFrame = TilesPlayScreen(level: level, campaign: [level]).frame(bare)
        #expect(bareFrame.lines[2].contains("."), "the built-in pattern when no art exists at all")
    }

    @Test func nonASCIIArtIsDottedOnASCIITerminals() {
        let art = BackgroundArt(name: "snow", lines: ["❄ * ❄"])
        #expect(art.lines(for: .ascii) == [". * ."])
        #expect(art.lines(for: .unicode) == ["❄ * ❄"])
    }

    @Test func titleArtPicksTheVariantForTheGlyphSet() {
        let title = TitleArt(unicodeText: "██ A\n██ B\n\n", asciiText: "## A\n## B\n")
        #expect(title.lines(for: .unicode) == ["██ A", "██ B"])
        #expect(title.lines(for: .ascii) == ["## A", "## B"])
        let unicodeOnly = TitleArt(unicodeText: "██", asciiText: nil)
        #expect(unicodeOnly.lines(for: .ascii) == TitleArt.plain.ascii)
        #expect(TitleArt(unicodeText: nil, asciiText: nil).lines(for: .unicode) == TitleArt.plain.ascii)
    }
}
