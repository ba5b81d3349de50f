import Foundation
@testable import SaveFiles
import Testing

@Suite struct ArchiveChecksumTests {
    @Test func crc32MatchesTheStandardCheckValue() {
        // The published check value of CRC-32 (ISO-HDLC, as in zlib) for the digits 1 to 9.
        var crc = CRC32()
        crc.update(with: Array("123456789".utf8))
        #expect(crc.value == 0xCBF4_3926)
        #expect(CRC32().value == 0)
    }

    @Test func crc32CanBeFedInPieces() {
        let bytes = Array("The quick brown fox jumps over the lazy dog".utf8)
        var whole = CRC32()
        whole.update(with: bytes)
        var pieces = CRC32()
        pieces.update(with: Array(bytes[..<10]))
        pieces.update(with: Array(bytes[10...]))
        #expect(whole == pieces)
        #expect(whole.value == 0x414F_A339)
    }

    @Test func theChecksumCoversTheSummaryAndTheKindNotOnlyThePayload() {
        let summary = SaveSummary(game: "Tiles", detail: "Level 1", playTimeMilliseconds: 10, savedAt: Date(timeIntervalSince1970: 0))
        let payload = Data([1, 2, 3])
        let base = ArchiveEnvelope.checksum(kind: "tiles", summary: summary, payload: payload)
        var other = summary
        other.detail = "Level 2"
        #expect(ArchiveEnvelope.checksum(kind: "tiles", summary: other, payload: payload) != base)
        other = summary
        other.playTimeMilliseconds = 11
        #expect(ArchiveEnvelope.checksum(kind: "tiles", summary: other, payload: payload) != base)
        other = summary
        other.savedAt = Date(timeIntervalSince1970: 1)
        #expect(ArchiveEnvelope.checksum(kind: "tiles", summary: other, payload: payload) != base)
        #expect(ArchiveEnvelope.checksum(kind: "mines", summary: summary, payload: payload) != base)
        #expect(ArchiveEnvelope.checksum(kind: "tiles", summary: summary, payload: Data([1, 2, 4])) != base)
    }
}
