import Foundation

/// A stat trail's values as bytes: each value one unsigned LEB128 number, 0 for an absent value
/// and otherwise its zigzag form plus one (small values of either sign take one byte). The one
/// value whose zigzag form plus one does not fit 64 bits, Int64.min, is written as 2^64: a tenth
/// byte of 2, which no other value has.
enum StatTrailPacking {
    private static let tenthByteOfInt64Min: UInt8 = 0x02

    static func data(_ values: [Int64?]) -> Data {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count)
        for value in values {
            guard let value else {
                bytes.append(0)
                continue
            }
            if value == Int64.min {
                bytes.append(contentsOf: Array(repeating: 0x80, count: 9) + [tenthByteOfInt64Min])
                continue
            }
            var number = UInt64(bitPattern: (value << 1) ^ (value >> 63)) + 1
            repeat {
                let low = UInt8(number & 0x7F)
                number >>= 7
                bytes.append(number == 0 ? low : low | 0x80)
            } while number != 0
        }
        return Data(bytes)
    }

    /// The values `data` holds; nil when it is cut short or a number runs past its ten bytes.
    static func values(in data: Data) -> [Int64?]? {
        var values: [Int64?] = []
        var number: UInt64 = 0
        var shift: UInt64 = 0
        for byte in data {
            if shift == 63 {
                // The tenth byte: its one bit that fits, or Int64.min's mark; never more to come.
                if byte == tenthByteOfInt64Min && number == 0 {
                    values.append(Int64.min)
                    number = 0
                    shift = 0
                    continue
                }
                guard byte <= 1 else { return nil }
            }
            number |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 != 0 {
                shift += 7
                continue
            }
            if number == 0 {
                values.append(nil)
            } else {
                let zigzag = number - 1
                values.append(Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1))))
            }
            number = 0
            shift = 0
        }
        return shift == 0 ? values : nil
    }
}
