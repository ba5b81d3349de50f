import GameCore
import PropertyBased
import Testing
@testable import Mines

@Suite struct BoardTextTests {
    @Test func generatedBoardsSurviveFormatAndParse() async {
        let inputs = zip(Gen.int(in: 5...40), Gen.int(in: 5...30), Gen.uint64(), Gen.int(in: 1...6))
        await propertyCheck(count: 40, input: inputs) { width, height, seed, count in
            let params = try MinesParams(width: width, height: height, mines: width * height / 6)
            let first = Point(x: width / 2, y: height / 2)
            let records = try (0..<count).map { index in
                let boardSeed = seed &+ UInt64(index)
                let layout = try #require(MinesGenerator.layout(for: params, first: first, seed: boardSeed, style: .random))
                return MinesBoardRecord(layout: layout, first: first, seed: boardSeed)
            }
            let text = MinesBoardText.format(records)
            #expect(try MinesBoardText.parse(text) == records)
        }
    }

    @Test func theFormatIsAHeaderThenRowsWithBlankLinesBetween() {
        let record = MinesBoardRecord(layout: layout("*....", ".....", ".....", "....*", "*...."),
                                      first: Point(x: 2, y: 2), seed: 7)
        let text = MinesBoardText.format([record, record])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "5x5 mines=3 first=2,2 seed=7")
        #expect(lines[1] == "*....")
        #expect(lines[5] == "*....")
        #expect(lines[6] == "")
        #expect(lines[7] == lines[0])
        #expect(text.hasSuffix("*....\n"))
        #expect(!text.hasSuffix("\n\n"))
    }

    @Test func theSeedIsOptionalAndExtraBlankLinesAreFine() throws {
        let text = "\n4x2 mines=1 first=0,0\n...*\n....\n\n\n"
        let records = try MinesBoardText.parse(text)
        #expect(records.count == 1)
        #expect(records[0].seed == nil)
        #expect(records[0].layout.isMine(at: Point(x: 3, y: 0)))
        #expect(try MinesBoardText.parse("4x2 mines=1 first=0,0\r\n...*\r\n....\r\n").count == 1)
    }

    @Test func malformedInputNamesTheLine() {
        func problem(_ text: String) -> MinesBoardTextError? {
            do {
                _ = try MinesBoardText.parse(text)
                return nil
            } catch let error as MinesBoardTextError {
                return error
            } catch {
                return nil
            }
        }
        #expect(problem("4x2 mines=1 first=0,0\n...*\n...\n")?.line == 3, "a short row")
        #expect(problem("4x2 mines=1 first=0,0\n...*\n..x.\n")?.line == 3, "a stray character")
        #expect(problem("4x2 mines=2 first=0,0\n...*\n....\n")?.line == 1, "the wrong mine count")
        #expect(problem("4x2 mines=1 first=0,0\n...*\n")?.line == 3, "a missing row")
        #expect(problem("four by two\n")?.line == 1, "no size")
        #expect(problem("4x2 first=0,0\n...*\n....\n")?.line == 1, "no mine count")
        #expect(problem("4x2 mines=1 first=4,0\n...*\n....\n")?.line == 1, "first cell off the board")
        #expect(problem("4x2 mines=1 first=0,0 colour=red\n...*\n....\n")?.line == 1, "unknown field")
        #expect(problem("4x2 mines=1 first=0,0\n...*\n....\n....\n")?.line == 4, "a row too many")
        #expect(problem("4x2 mines=1 first=0,0\n...*\n...\n")?.description.contains("4 characters") == true)
        #expect(problem("4x2 mines=1 first=0,0\n...*\n....\n") == nil)
    }
}
