import Testing
@testable import Progress

@Suite struct StatsEngineTests {
    /// A small schema with one stat of each kind.
    static func sampleSchema() throws -> (StatSchema, counter: StatHandle, maximum: StatHandle, minimum: StatHandle, rate: StatHandle) {
        var registry = StatRegistry(schemaName: "sample")
        let counter = try registry.register("jumps", kind: .counter, label: "Jumps")
        let maximum = try registry.register("best.height", kind: .maximum, label: "Best height")
        let minimum = try registry.register("best.time", kind: .minimum, unit: .milliseconds, label: "Best time")
        let rate = try registry.register("best.rate", kind: .rate, label: "Best rate")
        return (registry.freeze(), counter, maximum, minimum, rate)
    }

    @Test func counterOperationsByHandle() throws {
        let (schema, counter, _, _, _) = try Self.sampleSchema()
        var stats = Stats(schema: schema)
        #expect(stats.value(counter) == 0, "a counter starts at 0")
        stats.increment(counter)
        stats.increment(counter)
        stats.decrement(counter)
        stats.add(41, to: counter)
        #expect(stats[counter] == 42)
        stats.set(7, for: counter)
        #expect(stats.value(counter) == 7)
        do {
            let recorded = stats.record(5, in: counter)
            #expect(recorded, "recording into a counter adds")
        }
        #expect(stats[counter] == 12)
    }

    @Test func maximumKeepsTheLargestAndStartsWithoutValue() throws {
        let (schema, _, maximum, _, _) = try Self.sampleSchema()
        var stats = Stats(schema: schema)
        #expect(stats.value(maximum) == nil)
        #expect(!stats.hasValue(maximum))
        do {
            let recorded = stats.record(3, in: maximum)
            #expect(recorded)
        }
        do {
            let recorded = stats.record(2, in: maximum)
            #expect(!recorded)
        }
        do {
            let recorded = stats.record(9, in: maximum)
            #expect(recorded)
        }
        do {
            let recorded = stats.record(9, in: maximum)
            #expect(!recorded, "an equal value is no improvement")
        }
        #expect(stats.value(maximum) == 9)
    }

    @Test func minimumDistinguishesNoValueFromZero() throws {
        let (schema, _, _, minimum, _) = try Self.sampleSchema()
        var stats = Stats(schema: schema)
        #expect(stats.value(minimum) == nil)
        #expect(stats[minimum] == 0, "the subscript reads no value as 0")
        do {
            let recorded = stats.record(12_000, in: minimum)
            #expect(recorded)
        }
        do {
            let recorded = stats.record(9_500, in: minimum)
            #expect(recorded)
        }
        do {
            let recorded = stats.record(10_000, in: minimum)
            #expect(!recorded)
        }
        #expect(stats.value(minimum) == 9_500)
        do {
            let recorded = stats.record(0, in: minimum)
            #expect(recorded)
        }
        #expect(stats.value(minimum) == 0, "a real 0 is a value")
        stats.clear(minimum)
        #expect(stats.value(minimum) == nil)
    }

    @Test func rateKeepsTheBestAndIsInThousandths() throws {
        let (schema, _, _, _, rate) = try Self.sampleSchema()
        var stats = Stats(schema: schema)
        #expect(schema.definition(rate).unit == .thousandths)
        stats.record(2_345, in: rate)
        stats.record(1_000, in: rate)
        #expect(stats.value(rate) == 2_345)
        #expect(stats[schema.count - 1].formattedValue == "2.35")
    }

    @Test func namesAndHandlesReachTheSameStorage() throws {
        let (schema, counter, maximum, _, _) = try Self.sampleSchema()
        var stats = Stats(schema: schema)
        try stats.increment("jumps")
        try stats.add(4, to: "jumps")
        try stats.decrement("jumps")
        #expect(stats[counter] == 4)
        try stats.set(10, for: "best.height")
        try stats.record(8, in: "best.height")
        #expect(stats.value(maximum) == 10)
        #expect(try stats.value(named: "jumps") == 4)
        #expect(try schema.handle("jumps") == counter)
    }

    @Test func aMisspeltNameIsAnErrorNeverANewStat() throws {
        let (schema, _, _, _, _) = try Self.sampleSchema()
        var stats = Stats(schema: schema)
        #expect(throws: StatsError.unknownStat("jumsp")) { try stats.increment("jumsp") }
        #expect(throws: StatsError.unknownStat("Jumps")) { try stats.value(named: "Jumps") }
        #expect(throws: StatsError.unknownStat("nope")) { try schema.handle("nope") }
        #expect(stats.count == 4, "nothing was added")
        #expect(stats.storedValues == ["jumps": 0])
    }

    @Test func registrationRejectsDuplicatesAndBadNames() {
        var registry = StatRegistry(schemaName: "r")
        #expect(throws: Never.self) { try registry.register("a.b", kind: .counter, label: "A") }
        #expect(throws: StatsError.duplicateStat("a.b")) { try registry.register("a.b", kind: .maximum, label: "Again") }
        #expect(throws: StatsError.invalidStatName("")) { try registry.register("", kind: .counter, label: "Empty") }
        #expect(throws: StatsError.invalidStatName("has space")) { try registry.register("has space", kind: .counter, label: "X") }
        #expect(registry.freeze().count == 1)
    }

    @Test func iterationListsNameKindAndValueInOrder() throws {
        let (schema, counter, _, minimum, _) = try Self.sampleSchema()
        var stats = Stats(schema: schema)
        stats.add(3, to: counter)
        stats.record(61_000, in: minimum)
        #expect(stats.map(\.name) == ["jumps", "best.height", "best.time", "best.rate"])
        #expect(stats.map(\.kind) == [.counter, .maximum, .minimum, .rate])
        #expect(stats.map(\.value) == [3, nil, 61_000, nil])
        #expect(stats.map(\.formattedValue) == ["3", "–", "1:01.00", "–"], "a lowest time is a record: hundredths shown")
    }

    @Test func resetReturnsEveryStatToItsFreshState() throws {
        let (schema, counter, maximum, minimum, rate) = try Self.sampleSchema()
        var stats = Stats(schema: schema)
        stats.add(5, to: counter)
        stats.record(5, in: maximum)
        stats.record(5, in: minimum)
        stats.record(5, in: rate)
        stats.reset()
        #expect(stats == Stats(schema: schema))
        #expect(stats.value(counter) == 0)
        #expect(stats.value(minimum) == nil)
    }

    @Test func dumpShowsRawAndHumanValues() throws {
        let (schema, counter, _, minimum, _) = try Self.sampleSchema()
        var stats = Stats(schema: schema)
        stats.add(1234, to: counter)
        stats.record(75_500, in: minimum)
        let lines = stats.dump(header: "Game", prefix: "  ").split(separator: "\n").map(String.init)
        #expect(lines.first == "Game")
        #expect(lines.contains("  jumps = 1234 (1,234)"))
        #expect(lines.contains("  best.time = 75500 (1:15.50)"))
        #expect(lines.contains("  best.height = none"))
    }

    @Test func storedValuesRoundTripAndReportUnknownNames() throws {
        let (schema, counter, maximum, minimum, _) = try Self.sampleSchema()
        var stats = Stats(schema: schema)
        stats.add(9, to: counter)
        stats.record(4, in: maximum)
        stats.record(0, in: minimum)
        let stored = stats.storedValues
        #expect(stored == ["jumps": 9, "best.height": 4, "best.time": 0])
        let (restored, unknown) = Stats.restoring(schema: schema, storedValues: stored.merging(["retired.stat": 3]) { a, _ in a })
        #expect(restored == stats)
        #expect(unknown == ["retired.stat"])
    }

    @Test func arithmeticSaturatesInsteadOfTrapping() throws {
        let (schema, counter, _, _, _) = try Self.sampleSchema()
        var stats = Stats(schema: schema)
        stats.set(.max - 1, for: counter)
        stats.add(10, to: counter)
        #expect(stats[counter] == .max)
        stats.set(.min + 1, for: counter)
        stats.add(-10, to: counter)
        #expect(stats[counter] == .min)
    }

    @Test func humanFormats() {
        #expect(StatFormat.count(0) == "0")
        #expect(StatFormat.count(999) == "999")
        #expect(StatFormat.count(1_000) == "1,000")
        #expect(StatFormat.count(-1_234_567) == "-1,234,567")
        #expect(StatFormat.duration(milliseconds: 59_999) == "0:59")
        #expect(StatFormat.duration(milliseconds: 65_000) == "1:05")
        #expect(StatFormat.duration(milliseconds: 3_725_000) == "1:02:05")
        // Result times: hundredths, truncated like a stopwatch; m:ss.hh from a minute on.
        #expect(StatFormat.preciseDuration(milliseconds: 9_876) == "9.87 s")
        #expect(StatFormat.preciseDuration(milliseconds: 12_340) == "12.34 s")
        #expect(StatFormat.preciseDuration(milliseconds: 59_999) == "59.99 s")
        #expect(StatFormat.preciseDuration(milliseconds: 60_000) == "1:00.00")
        #expect(StatFormat.preciseDuration(milliseconds: 62_500) == "1:02.50")
        #expect(StatFormat.preciseDuration(milliseconds: 3_599_999) == "59:59.99")
        #expect(StatFormat.preciseDuration(milliseconds: 3_600_000) == "1:00:00.00")
        #expect(StatFormat.preciseDuration(milliseconds: 9) == "0.00 s")
        #expect(StatFormat.preciseDuration(milliseconds: -5) == "0.00 s")
        #expect(StatFormat.thousandths(3_145) == "3.15", "half rounds away from zero")
        #expect(StatFormat.thousandths(3_144) == "3.14")
        #expect(StatFormat.thousandths(12_000) == "12.00")
        #expect(StatFormat.thousandths(5) == "0.01")
        #expect(StatFormat.thousandths(-1_500) == "-1.50")
        #expect(StatFormat.ratePerSecond(42, milliseconds: 13_500) == 3_111)
        #expect(StatFormat.ratePerSecond(42, milliseconds: 0) == nil)
    }
}
