@testable import Shell
import Foundation
import Midend
import Players
import Synchronization
import Testing
@testable import UITestSupport

/// The Leaderboards screen over a shared board: its header says whether the board was reached and
/// what waits to be sent, and a moderator's keys go to the board (its database decides), as
/// background work.
@Suite struct SharedBoardScreenTests {
    /// A link whose line and answers the test sets, recording what it was asked to do.
    final class Link: Sendable {
        private struct State {
            var line: String?
            var answer = "done"
            var asked: [(ModerationAction, PlayerID, String)] = []
        }

        /// Set by the test, read on the loop's thread (the line) and the job's (the answers).
        private let state = Mutex(State())

        var line: String? {
            get { state.withLock { $0.line } }
            set { state.withLock { $0.line = newValue } }
        }
        var answer: String {
            get { state.withLock { $0.answer } }
            set { state.withLock { $0.answer = newValue } }
        }
        var asked: [(ModerationAction, PlayerID, String)] { state.withLock { $0.asked } }

        var value: SharedBoardLink {
            SharedBoardLink(statusLine: { [unowned self] in line },
                            moderate: { [unowned self] action, player, name in
                                state.withLock { state in
                                    state.asked.append((action, player, name))
                                    return state.answer
                                }
                            })
        }
    }

    @Test func anOfflineBoardSaysHowManyResultsWaitAndStillShowsItsRows() {
        let link = Link()
        link.line = "offline — 3 results waiting"
        let store = LeaderboardFixtures.store(players: 2, names: [1: "Ann", 2: "Bob"])
        let harness = LeaderboardHarness(store: store, viewer: 1, shared: link.value)
        let line = harness.line("offline")
        #expect(line?.contains("offline — 3 results waiting") == true)
        #expect(harness.line("Ann") != nil && harness.line("Bob") != nil)
    }

    @Test func theLineFollowsTheBoardsStateAndIsAbsentWithoutASharedBoard() {
        let link = Link()
        link.line = "offline — 1 result waiting"
        let store = LeaderboardFixtures.store(players: 1, names: [1: "Ann"])
        let harness = LeaderboardHarness(store: store, viewer: 1, shared: link.value)
        #expect(harness.line("1 result waiting") != nil)
        link.line = "shared board"
        #expect(harness.line("offline") == nil)
        #expect(harness.line("shared board") != nil)
        let local = LeaderboardHarness(store: store, viewer: 1)
        #expect(local.line("shared board") == nil && local.line("offline") == nil)
    }

    @Test func aModerationKeyAsksThenTheBoardDoesItInTheBackgroundAndItsSentenceIsShown() {
        let link = Link()
        link.answer = "The nickname of Bob (Player 2) was blanked on the shared board."
        let store = LeaderboardFixtures.store(players: 3, names: [1: "Ann", 2: "Bob", 3: "Cy"])
        // No local profiles: the shared board's players are not this computer's.
        var harness = LeaderboardHarness(store: store, viewer: 1, shared: link.value)
        harness.press(.key(.down), .char("n"))
        #expect(harness.text.contains("Blank the nickname of Bob"))
        #expect(link.asked.isEmpty)
        harness.press(.char("y"), running: false)
        #expect(harness.pendingJobs == 1)
        #expect(link.asked.isEmpty)
        let reads = store.reads
        harness.runWork()
        #expect(link.asked.count == 1 && link.asked.first?.0 == .blankNickname && link.asked.first?.1 == 2)
        #expect(harness.banners.contains(link.answer))
        #expect(store.reads > reads)
    }

    @Test func aRefusalFromTheBoardIsShownAsItsSentence() {
        let link = Link()
        link.answer = "Could not block Bob (Player 2): the shared board refused: permission denied."
        let store = LeaderboardFixtures.store(players: 2, names: [1: "Ann", 2: "Bob"])
        var harness = LeaderboardHarness(store: store, viewer: 1, shared: link.value)
        harness.press(.key(.down), .char("b"), .char("y"))
        #expect(link.asked.first?.0 == .block)
        #expect(harness.banners.contains(link.answer))
        harness.press(.key(.down), .char("v"), .char("n"))
        #expect(link.asked.count == 1)
    }
}
