import Shell
import ReplayUI
import Mines

/// What each Mines cell looks like, in a Unicode and a pure ASCII version. Every kind of cell
/// has a shape of its own, so the board reads the same without colour.
public struct MinesGlyphs: Hashable, Sendable {
    public var covered: String
    /// A revealed cell with no mine around it.
    public var empty: String
    public var flag: String
    public var question: String
    /// After a loss: a mine the player had not found.
    public var mine: String
    /// After a loss: the mine that was revealed.
    public var hitMine: String
    /// After a loss: a flag on a cell without a mine.
    public var wrongFlag: String
    /// On the board's frame where more of a board bigger than the window lies beyond.
    public var moreLeft: String
    public var moreRight: String
    public var moreUp: String
    public var moreDown: String

    public static let unicode = MinesGlyphs(
        covered: "■", empty: "·", flag: "⚑", question: "?", mine: "✱", hitMine: "✸", wrongFlag: "✗",
        moreLeft: "◂", moreRight: "▸", moreUp: "▴", moreDown: "▾")

    public static let ascii = MinesGlyphs(
        covered: "#", empty: ".", flag: "F", question: "?", mine: "*", hitMine: "@", wrongFlag: "X",
        moreLeft: "<", moreRight: ">", moreUp: "^", moreDown: "v")

    /// The set matching the app's glyphs.
    public static func matching(_ glyphs: GlyphSet) -> MinesGlyphs {
        glyphs.isASCII ? .ascii : .unicode
    }

    /// Every glyph, for checking a set.
    public var all: [String] {
        [covered, empty, flag, question, mine, hitMine, wrongFlag, moreLeft, moreRight, moreUp, moreDown]
    }

    /// The one character drawn for a cell; numbers are their digit.
    public func glyph(for appearance: CellAppearance) -> String {
        switch appearance {
        case .covered: covered
        case .flagged: flag
        case .questioned: question
        case .revealed(let number): number == 0 ? empty : String(number)
        case .mine: mine
        case .explodedMine: hitMine
        case .wrongFlag: wrongFlag
        }
    }
}
