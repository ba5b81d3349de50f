import GameCore
@testable import Tiles

/// Edits of every kind drawn from a seed, for the editor's property tests. Points may fall off
/// the board and sizes beyond the limits, as a screen could ask for them.
enum RandomEdits {
    static func edits(seed: UInt64, count: Int) -> [LevelEdit] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in edit(using: &generator) }
    }

    static func edit(using generator: inout SeededGenerator) -> LevelEdit {
        func point() -> Point { Point(x: Int.random(in: -1...21, using: &generator), y: Int.random(in: -1...15, using: &generator)) }
        func color() -> TileColor? { Int.random(in: 0...6, using: &generator) == 0 ? nil : TileColor(rawValue: Int.random(in: 1...6, using: &generator)) }
        switch Int.random(in: 0...7, using: &generator) {
        case 0: return .paint(point(), color())
        case 1: return .floodFill(point(), color())
        case 2: return .fillRectangle(point(), point(), color())
        case 3:
            let colors = TileColor.allCases.filter { _ in Bool.random(using: &generator) }
            return .randomFill(colors: colors, seed: generator.next())
        case 4: return .resize(width: Int.random(in: 2...22, using: &generator), height: Int.random(in: 2...16, using: &generator))
        case 5: return .settle
        case 6: return .background(["default", "waves", "stars"].randomElement(using: &generator)!)
        default: return .rename("Level \(Int.random(in: 0...9, using: &generator))")
        }
    }
}
