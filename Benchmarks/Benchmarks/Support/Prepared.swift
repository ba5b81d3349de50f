/// A value a benchmark needs but should not measure building: made on first use (in the
/// benchmark's setup hook), so listing or filtering benchmarks never pays for it.
public final class Prepared<Value>: @unchecked Sendable {
    private let make: () -> Value
    private var made: Value?

    public init(_ make: @escaping () -> Value) {
        self.make = make
    }

    /// Benchmarks run one at a time on one thread, so no lock is needed.
    public var value: Value {
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
