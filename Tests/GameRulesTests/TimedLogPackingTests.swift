import Foundation
import GameCore
import GameRules
import PropertyBased
import Testing

@Suite struct TimedLogPackingTests {
    /// A log of any actions, moves with any values and offsets that mostly grow, sometimes
    /// jump back or are unknown: packing must keep every one of them.
    private func randomLog(seed: Int, count: Int) -> TimedLog<StepMove> {
        var random = SeededGenerator(seed: UInt64(truncatingIfNeeded: seed))
        var offset = 0
        var log = TimedLog<StepMove>()
        for _ in 0..<count {
            let action: SessionAction<StepMove> = switch Int.random(in: 0..<7, using: &random) {
            case 0: .undo
            case 1: .redo
            case 2: .restart
            case 3: .hint
            case 4: .move(StepMove(Int(truncatingIfNeeded: random.next())))
            default: .move(StepMove(Int.random(in: -5...5, using: &random)))
            }
            switch Int.random(in: 0..<10, using: &random) {
            case 0: log.append(action, at: nil)
            case 1: log.append(action, at: Int(truncatingIfNeeded: random.next()))
            default:
                offset += Int.random(in: 0...5_000, using: &random)
                log.append(action, at: offset)
            }
        }
        return log
    }

    @Test func randomLogsComeBackEqual() async {
        await propertyCheck(input: Gen.int(in: 0...Int.max), Gen.int(in: 0...300)) { seed, count in
            let log = randomLog(seed: seed, count: count)
            #expect((try? TimedLog<StepMove>(packed: log.packed())) == log)
        }
    }

    @Test func growingOffsetsTakeFewBytes() {
        var log = TimedLog<StepMove>()
        for index in 0..<1_000 { log.append(.move(StepMove(1)), at: 300 * index) }
        // Tag, a two-byte delta and a one-byte move per action, plus the header.
        #expect(log.packed().count <= 4 * 1_000 + 4)
    }

    @Test func anUntimedPackedLogReadsWithUnknownOffsets() throws {
        let actions: [SessionAction<StepMove>] = [.move(StepMove(2)), .undo, .hint]
        let log = try TimedLog<StepMove>(packed: PackedActionLog(actions).packed())
        #expect(log == TimedLog(untimed: actions))
        #expect(log.entries.allSatisfy { $0.offset == nil })
    }

    @Test func cutOrLengthenedBytesThrow() async {
        await propertyCheck(input: Gen.int(in: 0...Int.max), Gen.int(in: 1...80)) { seed, count in
            let bytes = randomLog(seed: seed, count: count).packed()
            for length in 0..<bytes.count {
                #expect(throws: PackReader.Failure.self) { try TimedLog<StepMove>(packed: bytes.prefix(length)) }
            }
            #expect(throws: PackReader.Failure.self) { try TimedLog<StepMove>(packed: bytes + [0]) }
        }
    }

    @Test func randomBytesThrowOrDecodeToExactlyThemselves() async {
        await propertyCheck(input: Gen.int(in: 0...255).array(of: 0...48)) { values in
            var bytes = values.map(UInt8.init)
            if !bytes.isEmpty { bytes[0] = 2 }  // past the version byte, into the timed layout
            if let log = try? TimedLog<StepMove>(packed: Data(bytes)) {
                #expect(log.packed() == Data(bytes))
            }
        }
    }

    @Test func damageIsReportedWithItsPosition() {
        let cases: [([UInt8], String)] = [
            ([3, 0], "byte 0: unknown log version 3"),
            ([2, 2, 0x10], "byte 2: unknown action tag 16"),
            ([2, 2, 0x09, 0x81], "byte 4: ends too early"),
            ([2, 6, 1], "byte 1: 3 actions in 1 bytes"),
            ([2, 0, 0], "byte 2: 1 bytes after the last action"),
        ]
        for (bytes, message) in cases {
            do {
                _ = try TimedLog<StepMove>(packed: Data(bytes))
                Issue.record("\(bytes) decoded")
            } catch {
                #expect("\(error)" == message)
            }
        }
    }

    @Test func asCodableALogIsOneDataValue() throws {
        struct Holder: Codable, Equatable {
            var log: TimedLog<StepMove>
        }
        let holder = Holder(log: randomLog(seed: 7, count: 40))
        let data = try PropertyListEncoder().encode(holder)
        #expect(try PropertyListDecoder().decode(Holder.self, from: data) == holder)
        struct Raw: Codable { var log: Data }
        #expect(try PropertyListDecoder().decode(Raw.self, from: data).log == holder.log.packed())
    }
}
