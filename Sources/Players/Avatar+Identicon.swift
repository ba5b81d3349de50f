import GameCore

extension Avatar {
    /// The picture a player has until they draw one: a left–right mirrored pattern in two
    /// colours, made from a hash of the player id, so it is the same on every run and machine and
    /// two players rarely share one.
    public static func identicon(for playerID: PlayerID) -> Avatar {
        let hash = FNV1a.hash(withUnsafeBytes(of: playerID.littleEndian) { Array($0) })
        var generator = SeededGenerator(seed: hash)
        let inks = AvatarColor.inks
        let main = inks[Int(generator.next() % UInt64(inks.count))]
        let accentOffset = 1 + Int(generator.next() % UInt64(inks.count - 1))
        let accent = inks[(inks.firstIndex(of: main)! + accentOffset) % inks.count]
        var avatar = Avatar()
        let half = side / 2
        var bits = generator.next()
        for y in 0..<side {
            for x in 0..<half {
                defer { bits >>= 2 }
                // Two bits per pixel pair: about half filled, a quarter of those in the accent.
                let color: AvatarColor
                switch bits & 0b11 {
                case 0: color = .empty
                case 1: color = .empty
                case 2: color = main
                default: color = (x + y) % 2 == 0 ? accent : main
                }
                avatar[x: x, y: y] = color
                avatar[x: side - 1 - x, y: y] = color
            }
        }
        // A picture with almost nothing on it would read as no avatar at all.
        if avatar.pixels.filter({ $0 != .empty }).count < side {
            for y in 2..<(side - 2) {
                avatar[x: half - 1, y: y] = main
                avatar[x: half, y: y] = main
            }
        }
        return avatar
    }
}
