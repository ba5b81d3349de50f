import Foundation
import GameCore
import GameRules
import SaveFiles
import Testing
import Tiles

@Suite struct PackedActionLogTests {
    private func randomLog(_ random: inout SeededGenerator, count: Int) -> [SessionAction<TilesMove>] {
        (0..<count).map { _ in
            switch Int.random(in: 0..<8, using: &random) {
            case 0: .undo
            case 1: .redo
            case 2: .restart
            case 3: .hint
            case 4: .move(TilesMove(Point(x: Int.min, y: Int.max)))
            case 5: .move(TilesMove(Point(x: -1, y: 0)))
            default: .move(TilesMove(Point(x: Int(truncatingIfNeeded: random.next()), y: Int.random(in: -200...200, using: &random))))
            }
        }
    }

    @Test func logsOfAnyLengthAndValuesComeBackEqual() throws {
        var random = SeededGenerator(seed: 0x9AC3ED)
        for count in [0, 1, 2, 127, 128, 129, 5000] {
            let log = PackedActionLog(randomLog(&random, count: count))
            #expect(try PackedActionLog<TilesMove>(packed: log.packed()) == log, "\(count) actions")
        }
    }

    @Test func aPackedLogIsOneDataValueInsideAnArchive() throws {
        struct Save: Codable, Equatable {
            var log: PackedActionLog<TilesMove>
        }
        var random = SeededGenerator(seed: 3)
        let save = Save(log: PackedActionLog(randomLog(&random, count: 1000)))
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            try SaveArchive<Save>().write(save, kind: "tiles", summary: sampleSummary, to: file)
            #expect(try SaveArchive<Save>().read(from: file).get().payload == save)
        }
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let plist = try PropertyListSerialization.propertyList(from: encoder.encode(save), format: nil) as? [String: Any]
        #expect(plist?["log"] is Data)
    }

    @Test func smallNumbersTakeOneByteEach() {
        let log = PackedActionLog<TilesMove>([.move(TilesMove(Point(x: 3, y: -2))), .undo])
        // version 1; count 2 (zigzag 4); move tag 0, x 3 (zigzag 6), y -2 (zigzag 3); undo tag 1
        #expect(log.packed() == Data([1, 4, 0, 6, 3, 1]))
    }

    @Test func everyTruncationAndEveryExtraByteIsRefused() throws {
        var random = SeededGenerator(seed: 8)
        let bytes = PackedActionLog(randomLog(&random, count: 50)).packed()
        for length in 0..<bytes.count {
            #expect(throws: PackReader.Failure.self, "cut to \(length)") {
                try PackedActionLog<TilesMove>(packed: bytes.prefix(length))
            }
        }
        #expect(throws: PackReader.Failure.self) { try PackedActionLog<TilesMove>(packed: bytes + [0]) }
    }

    @Test func randomBytesThrowOrDecodeButNeverTrap() {
        var random = SeededGenerator(seed: 0xB17E5)
        var decoded = 0
        for _ in 0..<5000 {
            let count = Int.random(in: 0...64, using: &random)
            var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            if !bytes.isEmpty, Bool.random(using: &random) { bytes[0] = 1 }  // get past the version byte
            if let log = try? PackedActionLog<TilesMove>(packed: Data(bytes)) {
                // Whatever decodes must be exactly what those bytes encode.
                #expect(log.packed() == Data(bytes))
                decoded += 1
            }
        }
        #expect(decoded < 5000)
    }

    @Test func damageIsReportedWithItsPosition() {
        let cases: [([UInt8], String)] = [
            ([2, 0], "byte 0: unknown log version 2"),
            ([1, 2, 9], "byte 2: unknown action tag 9"),
            ([1, 10, 1], "byte 1: 5 actions in 1 bytes"),
            ([1, 1], "byte 1: -1 is outside 0...2147483647"),
            ([1, 2, 0] + [UInt8](repeating: 0xFF, count: 11), "byte 3: number too long"),
            ([1, 0x81], "byte 2: ends too early"),
            ([1, 0, 0], "byte 2: 1 bytes after the last action"),
            ([1, 0x80, 0x00], "byte 1: number not in its shortest form"),
        ]
        for (bytes, message) in cases {
            do {
                _ = try PackedActionLog<TilesMove>(packed: Data(bytes))
                Issue.record("\(bytes) decoded")
            } catch {
                #expect("\(error)" == message)
            }
        }
    }

    @Test func aDamagedLogInsideAPayloadNamesTheField() throws {
        struct Save: Codable {
            var log: PackedActionLog<TilesMove>
        }
        struct RawSave: Codable {
            var log: Data
        }
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            try SaveArchive<RawSave>().write(RawSave(log: Data([1, 2, 7])), kind: "tiles", summary: sampleSummary, to: file)
            let problem = try #require(SaveArchive<Save>().read(from: file).failure)
            #expect(problem.reason == .undecodablePayload(field: "log", reason: "byte 2: unknown action tag 7"))
        }
    }
}
