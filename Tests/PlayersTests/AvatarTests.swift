import Foundation
import Players
import PropertyBased
import Testing

@Suite struct AvatarTests {
    static let pixels = Gen.int(in: 0...6).array(of: Avatar.pixelCount)

    static func avatar(_ codes: [Int]) -> Avatar {
        Avatar(pixels: codes.map { AvatarColor(rawValue: UInt8($0))! })!
    }

    @Test func theStoredAndJSONFormsGiveTheSamePictureBack() async throws {
        await propertyCheck(count: 100, input: Self.pixels) { codes in
            let avatar = Self.avatar(codes)
            #expect(try Avatar(bytes: avatar.bytes) == avatar)
            let json = try JSONEncoder().encode(avatar)
            #expect(try JSONDecoder().decode(Avatar.self, from: json) == avatar)
        }
    }

    @Test func damagedBytesAreRefusedWithAReason() {
        #expect(throws: AvatarProblem.wrongSize(63)) { try Avatar(bytes: Data(count: 63)) }
        var bytes = Data(count: 64)
        bytes[10] = 7
        #expect(throws: AvatarProblem.unknownColor(7)) { try Avatar(bytes: bytes) }
        #expect(throws: AvatarProblem.notDigits) { try Avatar(digits: String(repeating: "x", count: 64)) }
        #expect(AvatarProblem.unknownColor(7).description.contains("7"))
        #expect(Avatar(pixels: []) == nil)
    }

    @Test func pixelsOutsideThePictureAreIgnored() {
        var avatar = Avatar()
        avatar[x: 8, y: 0] = .red
        avatar[x: -1, y: 3] = .red
        #expect(avatar.isBlank)
        #expect(avatar[x: 9, y: 9] == .empty)
        avatar[x: 7, y: 7] = .blue
        #expect(avatar.pixels[63] == .blue)
    }

    @Test func identiconsAreStableMirroredAndNeverBlank() {
        for id in PlayerID(1)...400 {
            let avatar = Avatar.identicon(for: id)
            #expect(avatar == Avatar.identicon(for: id))
            #expect(!avatar.isBlank)
            #expect(Set(avatar.pixels).subtracting([.empty]).count <= 2)
            for y in 0..<Avatar.side {
                for x in 0..<Avatar.side / 2 {
                    #expect(avatar[x: x, y: y] == avatar[x: Avatar.side - 1 - x, y: y])
                }
            }
        }
    }

    @Test func differentPlayersGetDifferentIdenticons() {
        let pictures = Set((PlayerID(1)...1_000).map(Avatar.identicon(for:)))
        #expect(pictures.count == 1_000)
    }

    /// The half-block form loses nothing: each cell gives its two pixels back.
    @Test func halfBlocksHoldEveryPixel() async {
        await propertyCheck(count: 100, input: Self.pixels) { codes in
            let avatar = Self.avatar(codes)
            let rows = AvatarPicture(avatar).halfBlockRows
            #expect(rows.count == AvatarPicture.halfBlockSize.rows)
            var decoded = Avatar()
            for (row, cells) in rows.enumerated() {
                #expect(cells.count == AvatarPicture.halfBlockSize.columns)
                for (x, cell) in cells.enumerated() {
                    let (top, bottom) = Self.pixels(of: cell)
                    decoded[x: x, y: row * 2] = top
                    decoded[x: x, y: row * 2 + 1] = bottom
                }
            }
            #expect(decoded == avatar)
        }
    }

    static func pixels(of cell: AvatarPicture.Cell) -> (AvatarColor, AvatarColor) {
        switch cell.glyph {
        case " ": (.empty, .empty)
        case "▄": (.empty, cell.foreground)
        case "█": (cell.foreground, cell.foreground)
        default: (cell.foreground, cell.background)
        }
    }

    /// The ASCII form tells colours apart by glyph alone: reading glyphs back gives the picture.
    @Test func asciiDiffersByGlyphNotColour() async {
        let byGlyph = Dictionary(uniqueKeysWithValues: AvatarColor.allCases.map { ($0.asciiGlyph, $0) })
        #expect(byGlyph.count == AvatarColor.allCases.count)
        await propertyCheck(count: 100, input: Self.pixels) { codes in
            let avatar = Self.avatar(codes)
            let rows = AvatarPicture(avatar).asciiRows
            #expect(rows.count == AvatarPicture.asciiSize.rows)
            var decoded = Avatar()
            for (y, row) in rows.enumerated() {
                let glyphs = Array(row)
                #expect(glyphs.count == AvatarPicture.asciiSize.columns)
                #expect(glyphs.allSatisfy { $0.isASCII })
                for x in 0..<Avatar.side {
                    #expect(glyphs[2 * x] == glyphs[2 * x + 1])
                    decoded[x: x, y: y] = byGlyph[glyphs[2 * x]] ?? .empty
                }
            }
            #expect(decoded == avatar)
        }
    }
}
