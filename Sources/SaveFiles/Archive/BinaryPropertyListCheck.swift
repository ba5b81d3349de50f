import Foundation

/// A quick look at the trailer of a binary property list (its last 32 bytes, which say where
/// the offset table is and how many objects there are) before the full parser runs. A file cut
/// short loses its trailer, so this tells "truncated" apart from other damage cheaply.
///
/// The trailer's first six bytes (five unused, then a sort version) are zero in every list the
/// encoder writes, and no parser reads them, so they are outside what the checksum protects:
/// a bit flipped there left a save that loaded as if whole (issue 21: three damaged Mines saves
/// of corrupt-saves.sh, #525, #777 and #1193). They must be zero.
enum BinaryPropertyListCheck {
    static let trailerSize = 32

    static func isWellFormed(_ bytes: Data) -> Bool {
        let headerSize = ArchiveReader.binaryPropertyListHeader.count
        guard bytes.count >= headerSize + 1 + trailerSize else { return false }
        let trailer = Array(bytes.suffix(trailerSize))
        guard trailer[0..<6].allSatisfy({ $0 == 0 }) else { return false }
        let offsetSize = Int(trailer[6])
        let referenceSize = Int(trailer[7])
        let objectCount = bigEndian(trailer[8..<16])
        let topObject = bigEndian(trailer[16..<24])
        let offsetTableStart = bigEndian(trailer[24..<32])

        let sizes: ClosedRange<Int> = 1...8
        guard sizes.contains(offsetSize), sizes.contains(referenceSize) else { return false }
        let bodyEnd = UInt64(bytes.count - trailerSize)
        guard objectCount > 0, topObject < objectCount, offsetTableStart >= UInt64(headerSize),
              offsetTableStart < bodyEnd
        else { return false }
        // The offset table must end exactly where the trailer starts (overflow-safe).
        let (tableSize, overflow) = objectCount.multipliedReportingOverflow(by: UInt64(offsetSize))
        guard !overflow, tableSize == bodyEnd - offsetTableStart else { return false }
        return true
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.reduce(0) { ($0 << 8) | UInt64($1) }
    }
}
