import GameCore
import GameRules

/// A Tiles move is a cell: two small integers.
extension TilesMove: PackableMove {
    public func pack(into writer: inout PackWriter) {
        writer.write(point.x)
        writer.write(point.y)
    }

    public init(unpacking reader: inout PackReader) throws {
        let x = try reader.read()
        let y = try reader.read()
        self.init(Point(x: x, y: y))
    }
}
