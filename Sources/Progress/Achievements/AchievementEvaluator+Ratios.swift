// Ratio conditions (a rate at least another) compared exactly, without division.
extension AchievementEvaluator {
    /// a/b > c/d, exactly (all non-negative).
    static func isAhead(_ a: Int64, _ b: Int64, of c: Int64, _ d: Int64) -> Bool {
        let left = a.multipliedFullWidth(by: d)
        let right = c.multipliedFullWidth(by: b)
        return left.high != right.high ? left.high > right.high : left.low > right.low
    }
}
