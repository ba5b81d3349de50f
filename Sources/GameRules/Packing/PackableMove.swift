/// A move that can be written as a few integers, so a long move log packs into bytes.
///
/// Foundation's property list coder costs microseconds per keyed value, which for the 5,000
/// actions of a long Mines game is tens of milliseconds each way; packed, the same log is one
/// `Data` value that saves and loads in well under a millisecond.
public protocol PackableMove: Codable, Equatable, Sendable {
    /// Writes the move's fields; `init(unpacking:)` must read them back in the same order.
    func pack(into writer: inout PackWriter)
    /// Reads a move written by `pack(into:)`; throws (via the reader) on bad input, never traps.
    init(unpacking reader: inout PackReader) throws
}
