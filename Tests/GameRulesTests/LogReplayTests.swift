import GameCore
import GameRules
import PropertyBased
import Testing

/// The replay checks that do not depend on the game, on the counting game of TestGame.swift.
@Suite struct LogReplayTests {
    private func run(_ log: TimedLog<StepMove>, target: Int = 10, claimed: Int? = nil)
        -> Result<(session: GameSession<CountingState>, timing: ReplayTiming), VerificationFailure> {
        LogReplay.run(log, from: CountingState(target: target), claimedPlayMilliseconds: claimed, status: \.status)
    }

    private func failure(_ log: TimedLog<StepMove>, target: Int = 10, claimed: Int? = nil) -> VerificationFailure? {
        if case .failure(let failure) = run(log, target: target, claimed: claimed) { failure } else { nil }
    }

    @Test func aLegalLogReplaysToItsSessionAndTimes() throws {
        let log = TimedLog.steps([3, 3, 3, 1], at: [100, 250, 250, 900])
        let (session, timing) = try run(log, claimed: 1_500).get()
        #expect(session.current.total == 10)
        #expect(session.log == log.actions)
        #expect(timing == ReplayTiming(lastOffset: 900, decidingOffset: 900, isDecided: true, claimed: 1_500))
        // A decided game's time ends at the deciding action, whatever is claimed.
        #expect(timing.playMilliseconds(from: 100) == 800)
    }

    @Test func eachActionIsCheckedWhereItStands() {
        #expect(failure(.steps([1, 4, 1], at: [1, 2, 3])) == .illegalAction(index: 1))
        #expect(failure(TimedLog([TimedAction(.redo, at: 5)])) == .illegalAction(index: 0))
    }

    @Test func nothingMayFollowTheEnd() {
        #expect(failure(.steps([3, 3], at: [1, 2]), target: 6) == nil)
        #expect(failure(.steps([3, 3, 1], at: [1, 2, 3]), target: 6) == .actionAfterEnd(index: 2, status: .won))
        var log = TimedLog.steps([3, 3], at: [1, 2])
        log.append(.undo, at: 3)
        #expect(failure(log, target: 5) == .actionAfterEnd(index: 2, status: .lost))
    }

    @Test func offsetsMustNeverGoBack() {
        #expect(failure(.steps([1, 1, 1], at: [5, 5, 7])) == nil)
        #expect(failure(.steps([1, 1, 1], at: [5, 9, 7])) == .offsetWentBack(index: 2, offset: 7, previous: 9))
        #expect(failure(.steps([1, 1], at: [-1, 7])) == .negativeOffset(index: 0, offset: -1))
    }

    @Test func onlyTheStartOfALogMayBeUntimed() throws {
        #expect(failure(.steps([1, 1, 1], at: [nil, nil, 7])) == nil)
        #expect(failure(.steps([1, 1, 1], at: [4, nil, 7])) == .missingOffset(index: 1))
        let timing = try run(.steps([1, 1], at: [nil, nil]), claimed: 3_000).get().timing
        #expect(timing.lastOffset == nil)
        // With no offset at all, the claim is the only time there is.
        #expect(timing.playMilliseconds(from: 0) == 3_000)
    }

    @Test func theClaimedTimeMayNotEndBeforeTheLog() {
        #expect(failure(.steps([1, 1], at: [5, 900]), claimed: 899) == .claimedTimeTooShort(claimed: 899, lastOffset: 900))
        #expect(failure(.steps([1, 1], at: [5, 900]), claimed: 900) == nil)
        #expect(failure(.steps([1], at: [5]), claimed: -1) == .negativeClaimedTime(-1))
    }

    @Test func anUndecidedGamesTimeRunsToTheClaimOrTheLastAction() throws {
        let timing = try run(.steps([1, 2], at: [300, 700]), claimed: 1_000).get().timing
        #expect(timing.playMilliseconds(from: 300) == 700)
        #expect(timing.playMilliseconds(from: nil) == nil)
        let unclaimed = try run(.steps([1, 2], at: [300, 700])).get().timing
        #expect(unclaimed.playMilliseconds(from: 0) == 700)
    }

    @Test func observeSeesEveryActionWithItsStates() throws {
        var seen: [(Int, Int, Int)] = []
        let log = TimedLog.steps([2, 3, 1], at: [1, 2, 3])
        _ = try LogReplay.run(log, from: CountingState(target: 10), claimedPlayMilliseconds: nil, status: \.status) {
            seen.append(($0, $1.total, $2.total))
        }.get()
        #expect(seen.map(\.0) == [0, 1, 2])
        #expect(seen.map(\.1) == [0, 2, 5])
        #expect(seen.map(\.2) == [2, 5, 6])
    }

    @Test func anyLogOfLegalStepsAtGrowingTimesReplays() async {
        await propertyCheck(input: Gen.int(in: 1...3).array(of: 0...30), Gen.int(in: 0...2_000).array(of: 30)) { steps, gaps in
            let offsets = steps.indices.map { gaps.prefix($0 + 1).reduce(0, +) }
            let total = steps.reduce(0, +)
            let log = TimedLog.steps(steps, at: offsets)
            let result = run(log, target: total + 1)
            #expect((try? result.get().session.current.total) == total)
            // The same log with two of its times swapped (when they differ) is refused.
            if let index = offsets.indices.dropFirst().first(where: { offsets[$0] != offsets[$0 - 1] }) {
                var swapped = log
                swapped.entries.swapAt(index, index - 1)
                swapped.entries[index].action = log.entries[index].action
                swapped.entries[index - 1].action = log.entries[index - 1].action
                #expect(failure(swapped, target: total + 1)
                        == .offsetWentBack(index: index, offset: offsets[index - 1], previous: offsets[index]))
            }
        }
    }

    @Test func everyFailureHasASentence() {
        let failures: [VerificationFailure] = [
            .unknownGame(kind: "chess"), .badSetup("no level 0"), .unreadableLog("byte 3: ends too early"),
            .illegalAction(index: 4), .actionAfterEnd(index: 9, status: .won), .negativeOffset(index: 0, offset: -3),
            .offsetWentBack(index: 2, offset: 5, previous: 9), .missingOffset(index: 7),
            .claimedTimeTooShort(claimed: 10, lastOffset: 20), .negativeClaimedTime(-1),
        ]
        let sentences = failures.map(\.reason)
        #expect(Set(sentences).count == failures.count)
        #expect(failures[3].reason.contains("action 5"))
        #expect(failures.allSatisfy { $0.description == $0.reason && !$0.reason.isEmpty })
    }
}
