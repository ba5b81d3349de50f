#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A self-pipe that another thread writes to wake the main loop from its input wait: the loop
/// polls the pipe beside the terminal, so work done elsewhere is delivered at once, and an idle
/// game still sleeps in the kernel (no busy waiting, no timer).
///
/// `signal()` may be called from any thread, any number of times: a wake-up already pending is
/// not written again (the pipe never fills). `drain()` empties it on the loop's side.
public final class WakeSignal: Sendable {
    /// The end the loop polls; -1 when the pipe could not be made (then nothing wakes the
    /// wait early, and work is delivered at the next event or timer instead).
    public let readDescriptor: Int32
    private let writeDescriptor: Int32

    public init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            }
        }
        readDescriptor = ends[0]
        writeDescriptor = ends[1]
    }

    deinit {
        if readDescriptor >= 0 { close(readDescriptor) }
        if writeDescriptor >= 0 { close(writeDescriptor) }
    }

    /// Wakes the loop (or makes its next wait return at once).
    public func signal() {
        guard writeDescriptor >= 0 else { return }
        var byte: UInt8 = 1
        // A full pipe (EAGAIN) already holds a wake-up: nothing is lost by not writing.
        _ = write(writeDescriptor, &byte, 1)
    }

    /// True when a wake-up is waiting (without taking it).
    public var isPending: Bool {
        guard readDescriptor >= 0 else { return false }
        var entry = pollfd(fd: readDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLIN) != 0
    }

    /// Takes every wake-up waiting; true when there was one.
    @discardableResult
    public func drain() -> Bool {
        guard readDescriptor >= 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 64)
        var woken = false
        while read(readDescriptor, &buffer, buffer.count) > 0 { woken = true }
        return woken
    }

    /// Waits up to `timeoutMilliseconds` (nil: without a limit) for the pipe or `descriptor` to be
    /// readable. Returns which: `.wake`, `.input`, or `.timeout`/`.interrupted` (a signal).
    public func wait(alongside descriptor: Int32, timeoutMilliseconds: Int?) -> WaitResult {
        var entries = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: readDescriptor, events: Int16(POLLIN), revents: 0)]
        let count = poll(&entries, readDescriptor >= 0 ? 2 : 1, Int32(clamping: timeoutMilliseconds ?? -1))
        if count < 0 { return .interrupted }
        if count == 0 { return .timeout }
        // Input first: a key pressed as work finished is not kept waiting behind the delivery.
        if entries[0].revents != 0 { return .input }
        return .wake
    }

    public enum WaitResult: Equatable, Sendable {
        case input, wake, timeout, interrupted
    }
}
