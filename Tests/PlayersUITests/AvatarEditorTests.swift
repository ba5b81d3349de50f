@testable import Shell
@testable import PlayersUI
import Foundation
import GameCore
import Players
import Terminal
import Testing
import Tiles
@testable import UITestSupport

@Suite struct AvatarEditorTests {
    func editor(_ world: ProfileWorld) throws -> AvatarEditorScreen {
        AvatarEditorScreen(profile: try world.database.profile(of: world.viewer))
    }

    @Test func paintingUndoingAndSaving() throws {
        let world = try ProfileWorld()
        let context = world.context()
        var screen = try editor(world)
        let start = Avatar.identicon(for: world.viewer)
        #expect(screen.draft.avatar == start)
        screen.press([.char("c"), .char("3"), .key(.right), .char("5"), .key(.down), .char(" "), .char("u"), .char("l"),
                      .char("6")], context: context)
        var expected = Avatar()
        // The level editor's numbering: 3 blue, 5 magenta, 6 cyan.
        expected[x: 0, y: 0] = .blue
        expected[x: 1, y: 0] = .magenta
        expected[x: 2, y: 1] = .cyan
        #expect(screen.draft.avatar == expected)
        let frame = screen.frame(context)
        #expect(frame.text.contains("Avatar editor"))
        #expect(frame.text.contains("Cursor 3,2  colour cyan  (changed)"))
        let saved = screen.handle(.key(.enter), context: context)
        #expect(saved.banners == ["Avatar saved"])
        if case .pop = saved.navigation {} else { Issue.record("Enter should leave the editor") }
        #expect(try world.database.profile(of: world.viewer).avatar == expected)
    }

    @Test func escapeLeavesThePictureAsItWas() throws {
        let world = try ProfileWorld()
        var screen = try editor(world)
        let commands = screen.press([.char("c"), .char("2"), .key(.escape)], context: world.context())
        #expect(commands.last?.banners == ["Avatar not changed"])
        #expect(try world.database.profile(of: world.viewer).avatar == nil)
    }

    @Test func theIdenticonIsNotStoredAsAPicture() throws {
        let world = try ProfileWorld()
        var picture = Avatar()
        picture[x: 4, y: 4] = .cyan
        try world.database.setAvatar(picture, for: world.viewer)
        var screen = try editor(world)
        let commands = screen.press([.char("i"), .key(.enter)], context: world.context())
        #expect(commands.last?.banners == ["Avatar reset to your identicon"])
        #expect(try world.database.profile(of: world.viewer).avatar == nil)
    }

    /// At 60×20 and 80×24, in colour, monochrome and ASCII, the grid, preview, palette and keys all show.
    @Test(arguments: ProfileScreenTests.sizes)
    func theEditorFitsEveryMode(size: ScreenSize) throws {
        let world = try ProfileWorld()
        for (glyphs, theme) in [(GlyphSet.unicode, Theme.color), (.ascii, .monochrome), (.unicode, .monochrome)] {
            let context = world.context(size: size, glyphs: glyphs, theme: theme)
            var screen = try editor(world)
            screen.press([.char("c"), .char("1"), .key(.right), .char("2")], context: context)
            let frame = screen.frame(context)
            for needle in ["Preview", "red", "magenta", "Cursor 2,1", "Enter save", "Esc cancel"] {
                #expect(frame.text.contains(needle), "\(needle) missing at \(size)")
            }
            let gridRow = frame.lines[AvatarEditorLayout(size: size).gridTop]
            if AvatarDrawing.usesHalfBlocks(context) {
                #expect(gridRow.contains("████"))
            } else {
                // Without colour the two pixels differ by glyph: red (1) is #, green (2) is x.
                #expect(gridRow.contains("##xx"))
            }
            // The cursor is marked by reverse video, which needs no colour.
            let left = AvatarEditorLayout(size: size).gridLeft
            #expect(frame[left + 2, AvatarEditorLayout(size: size).gridTop].style.reverse)
            #expect(!frame[left, AvatarEditorLayout(size: size).gridTop].style.reverse)
            if glyphs.isASCII { #expect(frame.text.unicodeScalars.allSatisfy { $0.isASCII }) }
        }
    }

    @Test func aClickPaintsThePixelUnderIt() throws {
        let world = try ProfileWorld()
        let context = world.context()
        var screen = try editor(world)
        let layout = AvatarEditorLayout(size: context.size)
        screen.press([.char("c"), .char("4"), .char("u"), .click(column: layout.gridLeft + 7, row: layout.gridTop + 5)],
                     context: context)
        #expect(screen.draft.cursor == Point(x: 3, y: 5))
        #expect(screen.draft.avatar[x: 3, y: 5] == .yellow, "4 is yellow, as in the level editor")
    }

    /// One numbering in both editors: the digit that paints a colour in the level editor paints
    /// the same colour here, and the palette lists them in that order.
    @Test func digitsPaintTheLevelEditorsColours() throws {
        let world = try ProfileWorld()
        let context = world.context()
        for digit in 1...6 {
            var screen = try editor(world)
            screen.press([.char("c"), .char(Character("\(digit)"))], context: context)
            let tile = try #require(TileColor(rawValue: digit))
            #expect(screen.draft.avatar[x: 0, y: 0].name == tile.name, "key \(digit)")
            #expect(screen.frame(context).text.contains("\(digit) \(screen.glyphSample(AvatarColor.keyOrder[digit - 1], context: context)) \(tile.name)"))
        }
        // What is stored keeps its numbers: green is still colour 3 in a saved picture.
        #expect(AvatarColor.green.rawValue == 3 && AvatarColor.inks.map(\.rawValue) == [1, 2, 3, 4, 5, 6])
    }
}
