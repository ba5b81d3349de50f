import Benchmark
import Foundation

/// CPU time of the calling thread, in nanoseconds. On a shared machine the wall clock of one
/// short iteration sometimes includes a wait for a core (the scheduler's slice is a few
/// milliseconds), and `cpuTotal` is counted in 10 ms ticks; this clock counts only the work,
/// to the nanosecond, which is what a worst case (p100) should be read from.
public enum ThreadTime {
    public static func nanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// The custom metric the benchmarks report it under, in microseconds.
    public static let metric = BenchmarkMetric.custom("thread CPU (µs)", polarity: .prefersSmaller,
                                                      useScalingFactor: false)

    /// Runs `body` once and records its thread CPU time in microseconds (rounded up, so a
    /// sample never reads 0 µs).
    @inline(__always)
    public static func measure<Result>(_ benchmark: Benchmark, _ body: () throws -> Result) rethrows -> Result {
        let start = nanoseconds()
        let result = try body()
        benchmark.measurement(metric, Int((nanoseconds() - start + 999) / 1000))
        return result
    }
}
