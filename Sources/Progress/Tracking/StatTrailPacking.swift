import Foundation
import GameCore

/// A stat trail's values as bytes, through the game's one packer (`PackWriter`): each value one
/// unsigned LEB128 number, 0 for an absent value and otherwise its zigzag form plus one (small
/// values of either sign take one byte). The one value whose zigzag form plus one does not fit 64
/// bits, Int64.min, is written as 2^64 would be: nine bytes of 0x80 and a tenth of 2, which no
/// other value has.
enum StatTrailPacking {
    private static let int64Min: [UInt8] = Array(repeating: 0x80, count: 9) + [0x02]

    static func data(_ values: [Int64?]) -> Data {
        var writer = PackWriter()
        for value in values {
            switch value {
            case nil: writer.writeUnsigned(0)
            case Int64.min?: writer.writeBytes(int64Min)
            case let value?: writer.writeUnsigned(PackWriter.zigzag(value) + 1)
            }
        }
        return Data(writer.bytes)
    }

    /// The values `data` holds; nil when it is cut short or a number runs past its ten bytes.
    static func values(in data: Data) -> [Int64?]? {
        var reader = PackReader(data)
        var values: [Int64?] = []
        while reader.remaining > 0 {
            if reader.skip(ifNextAre: int64Min) {
                values.append(Int64.min)
                continue
            }
            guard let number = try? reader.readUnsigned() else { return nil }
            values.append(number == 0 ? nil : PackWriter.unzigzag(number - 1))
        }
        return values
    }
}
