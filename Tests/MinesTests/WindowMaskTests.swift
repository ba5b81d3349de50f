import Testing
@testable import Mines

@Suite struct WindowMaskTests {
    private let window = WindowMask.tables

    /// The cells of a mask as (column, row) pairs.
    private func cells(_ mask: UInt16) -> Set<[Int]> {
        Set((0..<9).filter { mask & (1 << $0) != 0 }.map { [$0 % 3, $0 / 3] })
    }

    @Test func shiftingMovesEveryCellAndDropsThoseThatLeave() {
        for mask in UInt16(0)..<512 {
            for dy in -2...2 {
                for dx in -2...2 {
                    let expected = Set(cells(mask).map { [$0[0] + dx, $0[1] + dy] }
                        .filter { (0..<3).contains($0[0]) && (0..<3).contains($0[1]) })
                    #expect(cells(window.shift(mask, dx: dx, dy: dy)) == expected, "mask \(mask) by \(dx),\(dy)")
                }
            }
        }
    }

    @Test func gapsExtentsAndSizesDescribeTheMask() {
        for mask in UInt16(1)..<512 {
            let points = cells(mask)
            let gap = window.leadingGap(mask)
            let extent = window.extent(mask)
            #expect(gap.columns == points.map { $0[0] }.min())
            #expect(gap.rows == points.map { $0[1] }.min())
            #expect(extent.columns == points.map { $0[0] }.max())
            #expect(extent.rows == points.map { $0[1] }.max())
            #expect(window.size(mask) == points.count)
        }
    }
}
