import Foundation
import GameCore
import GameRules
import Mines
import Testing

/// The Mines section of a save and its packed moves: every value comes back equal, damage is
/// refused with a reason, never a trap.
@Suite struct MinesSaveTests {
    private func randomLog(_ random: inout SeededGenerator, count: Int) -> [SessionAction<MinesMove>] {
        func point() -> Point {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: Point(x: Int.min, y: Int.max)
            case 1: Point(x: -1, y: 0)
            default: Point(x: Int.random(in: 0..<100, using: &random), y: Int.random(in: 0..<100, using: &random))
            }
        }
        return (0..<count).map { _ in
            switch Int.random(in: 0..<9, using: &random) {
            case 0: .undo
            case 1: .redo
            case 2: .restart
            case 3: .hint
            case 4: .move(.nextBoard)
            case 5: .move(.flag(point()))
            case 6: .move(.chord(point()))
            default: .move(.reveal(point()))
            }
        }
    }

    // MARK: Packed moves

    @Test func minesLogsOfAnyLengthAndValuesComeBackEqual() throws {
        var random = SeededGenerator(seed: 0x313E5)
        for count in [0, 1, 2, 127, 128, 129, 5000] {
            let log = PackedActionLog(randomLog(&random, count: count))
            #expect(try PackedActionLog<MinesMove>(packed: log.packed()) == log, "\(count) actions")
        }
    }

    @Test func aMoveIsItsKindThenItsCell() {
        let log = PackedActionLog<MinesMove>([.move(.reveal(Point(x: 3, y: -2))), .move(.nextBoard), .hint,
                                              .move(.chord(Point(x: 64, y: 1)))])
        // version 1; count 4 (zigzag 8); move tag 0, reveal 0, x 3 (6), y -2 (3); move tag 0, next
        // board 3 (6), no cell; hint tag 4; move tag 0, chord 2 (4), x 64 (128: two bytes), y 1 (2)
        #expect(log.packed() == Data([1, 8, 0, 0, 6, 3, 0, 6, 4, 0, 4, 0x80, 0x01, 2]))
    }

    @Test func everyTruncationOfAMinesLogAndEveryExtraByteIsRefused() throws {
        var random = SeededGenerator(seed: 12)
        let bytes = PackedActionLog(randomLog(&random, count: 60)).packed()
        for length in 0..<bytes.count {
            #expect(throws: PackReader.Failure.self, "cut to \(length)") {
                try PackedActionLog<MinesMove>(packed: bytes.prefix(length))
            }
        }
        #expect(throws: PackReader.Failure.self) { try PackedActionLog<MinesMove>(packed: bytes + [0]) }
    }

    @Test func anUnknownKindOfMoveIsRefusedWithItsPosition() {
        // One action (count zigzag 2): a move whose kind is 5 (zigzag 10); 4 is the cursor's
        // trace (issue 22).
        do {
            _ = try PackedActionLog<MinesMove>(packed: Data([1, 2, 0, 10, 0, 0]))
            Issue.record("a sixth kind of move decoded")
        } catch {
            #expect("\(error)" == "byte 3: 5 is outside 0...4")
        }
    }

    @Test func randomBytesAsAMinesLogThrowOrDecodeExactly() {
        var random = SeededGenerator(seed: 0xB0A4D)
        var decoded = 0
        for _ in 0..<5000 {
            var bytes = (0..<Int.random(in: 0...48, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            if !bytes.isEmpty, Bool.random(using: &random) { bytes[0] = 1 }
            if let log = try? PackedActionLog<MinesMove>(packed: Data(bytes)) {
                #expect(log.packed() == Data(bytes), "one packing per log")
                decoded += 1
            }
        }
        #expect(decoded < 5000)
    }

    // MARK: The section

    static let modes: [MinesMode] = [.classic(.beginner), .classic(.intermediate), .classic(.expert), .endless]
        + [(try? MinesParams(width: 100, height: 100, mines: 2000)).map { MinesMode.custom($0) }].compactMap { $0 }

    static func section(_ mode: MinesMode) -> SavedMinesGame {
        SavedMinesGame(setup: MinesSetup(mode: mode, seed: .max, settings: MinesSettings(style: .random, questionMarks: true)),
                       log: [.move(.reveal(Point(x: 4, y: 4))), .hint], level: mode.isEndless ? 3 : 0,
                       boardStartMilliseconds: 9_000, clearedMilliseconds: mode.isEndless ? [4_000, 5_000] : [],
                       cursor: Point(x: 1, y: 2))
    }

    private func keys(of section: SavedMinesGame) throws -> [String: Any] {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let plist = try PropertyListSerialization.propertyList(from: encoder.encode(section), format: nil)
        return try #require(plist as? [String: Any])
    }

    @Test func everyModeIsTried() {
        #expect(Self.modes.count == 5)
    }

    @Test(arguments: modes)
    func everyModeComesBackEqualWithItsOwnKeys(mode: MinesMode) throws {
        let section = Self.section(mode)
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        #expect(try PropertyListDecoder().decode(SavedMinesGame.self, from: encoder.encode(section)) == section)
        let keys = Set(try keys(of: section).keys)
        let common: Set = ["mode", "seed", "noGuess", "questionMarks", "log", "level", "boardStartMs", "clearedMs",
                           "cursorX", "cursorY"]
        if case .custom = mode {
            #expect(keys == common.union(["width", "height", "mines"]))
        } else {
            #expect(keys == common)
        }
    }

    /// Decoding refuses values the game never writes, naming them.
    @Test func valuesOutOfPlaceAreRefused() throws {
        let good = try keys(of: Self.section(.endless))
        let cases: [(String, Any, String)] = [
            ("mode", "hexagonal", "unknown Mines mode \"hexagonal\""),
            ("level", 0, "level 0 does not fit the mode \"endless\""),
            ("boardStartMs", -1, "-1 ms is out of range"),
            ("clearedMs", [1, -5], "-5 ms is out of range"),
        ]
        for (key, value, reason) in cases {
            var changed = good
            changed[key] = value
            let bytes = try PropertyListSerialization.data(fromPropertyList: changed, format: .binary, options: 0)
            do {
                _ = try PropertyListDecoder().decode(SavedMinesGame.self, from: bytes)
                Issue.record("\(key) = \(value) decoded")
            } catch DecodingError.dataCorrupted(let context) {
                #expect(context.debugDescription == reason)
            } catch {
                Issue.record("\(key): unexpected \(error)")
            }
        }
        var custom = try keys(of: Self.section(.custom(try MinesParams(width: 9, height: 9, mines: 10))))
        custom["mines"] = 80
        let bytes = try PropertyListSerialization.data(fromPropertyList: custom, format: .binary, options: 0)
        #expect(throws: DecodingError.self) { try PropertyListDecoder().decode(SavedMinesGame.self, from: bytes) }
    }
}
