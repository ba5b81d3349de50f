import Benchmark

/// How far a metric may move before `benchmark baseline check` calls it a change.
///
/// Times may move by a quarter at the median and a third at p75: the machine these run on is
/// shared, and a wait for a core shows in the wall clock. Allocation counts of deterministic work
/// must not move at all. package-benchmark warns about tolerances for metrics a benchmark does
/// not report, so each benchmark takes those of its own metrics (`for(_:overriding:)`).
public enum Tolerances {
    public static let time = BenchmarkThresholds(relative: [.p50: 25, .p75: 35])
    public static let exact = BenchmarkThresholds(absolute: [.p50: 0, .p90: 0])

    public static let standard: [BenchmarkMetric: BenchmarkThresholds] = [
        .wallClock: time, .cpuTotal: time, ThreadTime.metric: time, .mallocCountTotal: exact,
    ]

    /// The standard tolerances (with `overrides` in their place) of the given metrics only.
    public static func `for`(_ metrics: [BenchmarkMetric],
                             overriding overrides: [BenchmarkMetric: BenchmarkThresholds] = [:])
        -> [BenchmarkMetric: BenchmarkThresholds] {
        standard.merging(overrides) { _, override in override }.filter { metrics.contains($0.key) }
    }
}

extension Benchmark.Configuration {
    /// This configuration reporting `metrics`, with the tolerances of those metrics only: its own
    /// where it has them (a target's default configuration may override some), else the standard
    /// ones.
    public func reporting(_ metrics: [BenchmarkMetric]) -> Benchmark.Configuration {
        var configuration = self
        configuration.metrics = metrics
        configuration.thresholds = Tolerances.standard.merging(thresholds ?? [:]) { _, own in own }
            .filter { metrics.contains($0.key) }
        return configuration
    }
}
