@testable import Shell
@testable import TilesUI
import Foundation
import GameCore
import Midend
import Mines
import SaveFiles
import Testing
@testable import UITestSupport

/// Two copies of the game on one data directory, and saves whose game has already ended: a copy
/// removes only its own save, a counted game is never continued, and a save open in one copy
/// cannot be continued or given up by another.
@Suite struct SaveOwnershipTests {
    /// The save `makeSave` leaves, with its game id replaced.
    static func savedGame(from slot: SaveSlot, gameID: String) throws -> (SavedGame, SaveSummary) {
        let loaded = try slot.load().get()
        var game = loaded.payload
        var progress = try #require(game.progress)
        progress.gameID = gameID
        game.progress = progress
        return (game, loaded.header.summary)
    }

    @Test func aCopyWhoseGameEndsLeavesAnotherCopysSaveInPlace() throws {
        let folder = try ScratchFolder()
        let template = try SavingProblemTests.makeSave(in: folder)
        let (first, summary) = try Self.savedGame(from: template, gameID: "copy-a-game")
        let (second, _) = try Self.savedGame(from: template, gameID: "copy-b-game")
        let copyA = folder.slot(), copyB = folder.slot()
        try copyA.write(first, summary: summary)
        try copyB.write(second, summary: summary)  // B gives A's game up and saves its own
        #expect(copyA.remove() == nil)  // A's game ends
        let onDisk = try copyA.load().get().payload.progress?.gameID
        #expect(onDisk == "copy-b-game")
        #expect(copyB.remove() == nil)
        #expect(copyB.load().failureProblem?.isMissing == true)
    }

    @Test func aSaveWhoseGameIsAlreadyCountedIsRetiredNotContinued() throws {
        let folder = try ScratchFolder()
        let slot = try SavingProblemTests.makeSave(in: folder)
        let gameID = try #require(try slot.load().get().payload.progress?.gameID)
        let fixture = try ProgressFixture()
        try fixture.database.rollOver(gameID: gameID, player: fixture.player.id, game: "tiles", outcome: "won", totals: [:])
        do {
            _ = try SavingRun(events: [], start: .continueSavedGame, fixture: fixture, slot: slot)
            Issue.record("a game already counted was continued")
        } catch let error as StartError {
            guard case .cannotContinue(let sentence) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(sentence.contains("already ended and been counted"))
        }
        #expect(slot.load().failureProblem?.isMissing == true)
    }

    @Test func aSaveOpenInAnotherCopyIsNeitherContinuedNorGivenUp() throws {
        let folder = try ScratchFolder()
        let slot = try SavingProblemTests.makeSave(in: folder)
        var holder = try OpenSaveHolder(slot: slot)
        defer { holder.end() }
        let recorded = "\(holder.pid)"
        let expected = "The saved game is open in another Clearfield (process \(recorded))."
        do {
            _ = try SavingRun(events: [], start: .continueSavedGame, fixture: try ProgressFixture(), slot: slot)
            Issue.record("a save open in another copy was continued")
        } catch let error as StartError {
            #expect(error.description == expected)
        }
        let fixture = try ProgressFixture()
        var environment = fixture.environment(clock: ManualClock())
        environment.saveSlot = slot
        let context = Fixtures.context(environment)
        #expect(GameRunner<MinesBackEnd>.retireSavedGame(slot: slot, services: context.playServices) == [expected])
        #expect((try? slot.load().get()) != nil, "the other copy's save is still there")

        // The holder is gone: its process id left in the file is stale and ignored.
        holder.end()
        let run = try SavingRun(events: [], start: .continueSavedGame, fixture: try ProgressFixture(), slot: folder.slot())
        #expect(run.controller.stack.last is TilesPlayScreen)
    }
}

extension Result {
    var failureProblem: Failure? {
        if case .failure(let problem) = self { return problem }
        return nil
    }
}

/// Another copy of the game with the save's game open, played by `flock(1)` holding the open-game
/// lock with its process id in the file, as a running Clearfield does.
struct OpenSaveHolder {
    let process = Process()
    /// The process holding the lock (flock's child: the shell, then sleep).
    private(set) var pid: pid_t = 0

    init(slot: SaveSlot) throws {
        let lockFile = slot.url.deletingPathExtension().path + ".open"
        _ = FileManager.default.createFile(atPath: lockFile, contents: nil)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        process.arguments = [lockFile, "-c", "echo $$ > '\(lockFile)'; exec sleep 30"]
        try process.run()
        var recorded = ""
        for _ in 0..<200 where recorded.isEmpty {
            recorded = ((try? String(contentsOfFile: lockFile, encoding: .utf8)) ?? "")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if recorded.isEmpty { usleep(10_000) }
        }
        pid = try #require(pid_t(recorded))
    }

    /// Ends the holder; flock follows its child. SIGKILL, since children of this test process
    /// may inherit a blocked SIGTERM.
    mutating func end() {
        if pid > 0 { kill(pid, SIGKILL) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        pid = 0
    }

    /// Ends the holder and waits (a few seconds at most) until the kernel has dropped its lock,
    /// which under load can come a moment after the process is reaped.
    mutating func end(waitingFor slot: SaveSlot) {
        end()
        for _ in 0..<400 where slot.openElsewhere() != nil { usleep(5_000) }
    }
}
