import Progress

/// A stat's value by name, or nil when the catalog has no such stat (shared by the saving tests
/// of both games).
extension Stats {
    func value(of name: String) -> Int64? {
        try? value(named: name)
    }
}
