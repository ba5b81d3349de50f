import Foundation
import Testing
@testable import SaveFiles

/// Issue 21: corrupt-saves.sh found three damaged Mines saves that loaded (#525 and #777 a bit
/// flipped, #1193 a byte replaced). Each had landed in the first six bytes of the outer property
/// list's trailer (five unused bytes and a sort version), which no parser reads and the checksum
/// does not cover. Now every bit of every byte of a save is noticed when flipped.
@Suite struct ArchiveTrailerTests {
    let archive = SaveArchive<SamplePayload>()

    @Test func aByteOfTheTrailerThatNoParserReadsIsStillChecked() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            let original = try writeSampleArchive(to: file, seed: 7)
            let trailerStart = original.count - BinaryPropertyListCheck.trailerSize
            for index in trailerStart..<(trailerStart + 6) {
                for value: UInt8 in [1, 0x80, 0xFF] {
                    var bytes = [UInt8](original)
                    bytes[index] = value
                    try Data(bytes).write(to: file)
                    #expect(archive.read(from: file).success == nil, "byte \(index - trailerStart) of the trailer set to \(value)")
                }
            }
        }
    }

    @Test func everyBitOfEveryByteFlippedIsNoticed() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            let original = try writeSampleArchive(to: file, seed: 12)
            var loaded: [String] = []
            for index in 0..<original.count {
                for bit in 0..<8 {
                    var bytes = [UInt8](original)
                    bytes[index] ^= UInt8(1) << UInt8(bit)
                    try Data(bytes).write(to: file)
                    if archive.read(from: file).success != nil { loaded.append("byte \(index) bit \(bit)") }
                }
            }
            #expect(loaded.isEmpty, "loaded after a flip: \(loaded) (of \(original.count) bytes)")
        }
    }
}
