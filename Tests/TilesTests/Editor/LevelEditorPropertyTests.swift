import GameCore
import PropertyBased
import Testing
@testable import Tiles

@Suite struct LevelEditorPropertyTests {
    private let sequences = zip(Gen.uint64(), Gen.int(in: 1...40), Gen.int(in: 4...20), Gen.int(in: 4...14))

    @Test func undoingEveryEditRestoresTheFirstDraft() async {
        await propertyCheck(input: sequences) { seed, count, width, height in
            let start = LevelDraft(width: width, height: height, name: "start")
            var editor = LevelEditor(draft: start)
            var drafts = [start]
            for edit in RandomEdits.edits(seed: seed, count: count) where editor.apply(edit) {
                drafts.append(editor.draft)
            }
            // Each undo steps back exactly one applied edit, and redo walks forward again.
            for expected in drafts.reversed().dropFirst() {
                let changed = editor.undo()
                #expect(changed)
                #expect(editor.draft == expected, "seed \(seed)")
            }
            let undoneMore = editor.undo()
            #expect(!undoneMore)
            for expected in drafts.dropFirst() {
                let changed = editor.redo()
                #expect(changed)
                #expect(editor.draft == expected, "seed \(seed)")
            }
            let redoneMore = editor.redo()
            #expect(!redoneMore)
        }
    }

    @Test func floodFillChangesOnlyTheConnectedRegion() async {
        await propertyCheck(input: zip(Gen.uint64(), Gen.int(in: 0...19), Gen.int(in: 0...13), Gen.int(in: 0...6))) { seed, x, y, colour in
            // A board of few colours, so regions are large and winding.
            let draft = LevelDraft(width: 20, height: 14).applying(.randomFill(colors: [.red, .green], seed: seed))
            let point = Point(x: x, y: y)
            let color = TileColor(rawValue: colour)
            let filled = draft.applying(.floodFill(point, color))
            let before = draft.cells[point]
            let region = Self.connected(draft.cells, from: point)
            for cell in draft.cells.allPoints {
                if region.contains(cell) {
                    #expect(filled.cells[cell] == UInt8(colour), "seed \(seed) at \(cell)")
                } else {
                    #expect(filled.cells[cell] == draft.cells[cell], "seed \(seed) at \(cell)")
                    // A cell left alone beside the region differs from the region's old colour.
                    if cell.orthogonalNeighbours.contains(where: region.contains) { #expect(draft.cells[cell] != before) }
                }
            }
        }
    }

    @Test func everyDraftStaysWithinTheEditorsLimits() async {
        await propertyCheck(input: sequences) { seed, count, width, height in
            var draft = LevelDraft(width: width, height: height)
            for edit in RandomEdits.edits(seed: seed, count: count) {
                draft = draft.applying(edit)
                #expect((LevelDraft.minimumWidth...LevelDraft.maximumWidth).contains(draft.width))
                #expect((LevelDraft.minimumHeight...LevelDraft.maximumHeight).contains(draft.height))
                #expect(draft.cells.cells.allSatisfy { $0 <= 6 })
            }
        }
    }

    @Test func resizingKeepsWhatFitsFromTheBottomLeft() async {
        await propertyCheck(input: zip(Gen.uint64(), Gen.int(in: 4...20), Gen.int(in: 4...14))) { seed, width, height in
            let draft = LevelDraft(width: 12, height: 9).applying(.randomFill(colors: TileColor.allCases, seed: seed))
            let resized = draft.applying(.resize(width: width, height: height))
            #expect(resized.width == width && resized.height == height)
            for point in resized.cells.allPoints {
                let source = Point(x: point.x, y: point.y - (height - 9))
                let expected: UInt8 = draft.cells.contains(source) ? draft.cells[source] : 0
                #expect(resized.cells[point] == expected, "seed \(seed) \(width)×\(height) at \(point)")
            }
        }
    }

    @Test func aSettledDraftIsAPlayableMapOfTheSameTiles() async {
        await propertyCheck(input: sequences) { seed, count, width, height in
            var draft = LevelDraft(width: width, height: height)
            for edit in RandomEdits.edits(seed: seed, count: count) { draft = draft.applying(edit) }
            let settled = draft.applying(.settle)
            #expect(settled.board.isSettled)
            #expect(settled.board.tileCountsByColor == draft.board.tileCountsByColor)
            if !settled.isEmpty { #expect(settled.problem == nil, "seed \(seed): \(settled.mapText)") }
        }
    }

    @Test func randomFillUsesOnlyTheChosenColoursAndRepeatsForItsSeed() async {
        await propertyCheck(input: zip(Gen.uint64(), Gen.int(in: 1...63))) { seed, mask in
            let colors = TileColor.allCases.filter { mask & (1 << ($0.rawValue - 1)) != 0 }
            let draft = LevelDraft(width: 9, height: 7)
            let filled = draft.applying(.randomFill(colors: colors, seed: seed))
            #expect(filled.cells.cells.allSatisfy { TileColor(rawValue: Int($0)).map(colors.contains) == true })
            #expect(filled == draft.applying(.randomFill(colors: colors, seed: seed)))
        }
    }

    /// The region by a breadth-first walk of its own, independent of `LevelDraft.region`.
    static func connected(_ grid: Grid<UInt8>, from start: Point) -> Set<Point> {
        var seen: Set<Point> = [start]
        var queue = [start]
        var index = 0
        while index < queue.count {
            let point = queue[index]
            index += 1
            for next in [Point(x: point.x + 1, y: point.y), Point(x: point.x - 1, y: point.y),
                         Point(x: point.x, y: point.y + 1), Point(x: point.x, y: point.y - 1)]
            where grid.contains(next) && grid[next] == grid[start] && !seen.contains(next) {
                seen.insert(next)
                queue.append(next)
            }
        }
        return seen
    }
}
