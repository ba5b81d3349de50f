@testable import Shell
@testable import TilesUI
import Foundation
import GameCore
import Midend
import SaveFiles
import Testing
import Tiles
@testable import UITestSupport

/// Saves that cannot be used, and saves that cannot be written: the player is told in one
/// sentence, the file is moved aside (never deleted or overwritten), and the game goes on.
@Suite struct SavingProblemTests {
    /// Writes a real save: level 3 after one move, stopped.
    static func makeSave(in folder: ScratchFolder) throws -> SaveSlot {
        let slot = folder.slot()
        try SavingRun(events: [.key(.enter)], start: .tilesLevel(3), fixture: try ProgressFixture(), slot: slot).run()
        return slot
    }

    /// The text inside a frame with every space and box line taken out, so a wrapped sentence
    /// (and a long path cut across lines) can be looked for in one piece.
    static func squeezed(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace && $0 != "│" })
    }

    enum Damage: String, CaseIterable {
        case truncated, corrupted, foreign, newerVersion

        func apply(to bytes: Data) throws -> Data {
            switch self {
            case .truncated:
                return bytes.prefix(bytes.count / 2)
            case .foreign:
                return Data("These are somebody else's notes, not a saved game.\n".utf8)
            case .corrupted, .newerVersion:
                var format = PropertyListSerialization.PropertyListFormat.binary
                var root = try #require(try PropertyListSerialization.propertyList(from: bytes, format: &format)
                    as? [String: Any])
                if self == .corrupted {
                    root["crc32"] = ((root["crc32"] as? Int) ?? 0) ^ 0x10
                } else {
                    root["formatVersion"] = SaveArchive<SavedGame>.formatVersion + 1
                }
                return try PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
            }
        }

        var reason: String {
            switch self {
            case .truncated: "is incomplete"
            case .corrupted: "is corrupted"
            case .foreign: "is not a Clearfield save file"
            case .newerVersion: "was written by a newer version of Clearfield (save format 3"
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func aDamagedSaveIsMovedAsideWithOneSentenceAtTheMenu(damage: Damage) throws {
        let folder = try ScratchFolder()
        let slot = try Self.makeSave(in: folder)
        let damaged = try damage.apply(to: Data(contentsOf: slot.url))
        try damaged.write(to: slot.url)

        let run = try SavingRun(events: [.char("x")], fixture: try ProgressFixture(), slot: slot)
        run.run()
        let files = folder.files(beside: slot)
        #expect(files == [SaveSlot.fileName + ".bad-20270115-080000"], "moved aside, not deleted")
        let moved = slot.url.deletingLastPathComponent().appendingPathComponent(files.first ?? "")
        #expect(try Data(contentsOf: moved) == damaged, "moved as it was, not rewritten")
        let notice = try #require(run.frames.first)
        #expect(notice.contains("Your saved game could not be used"))
        #expect(Self.squeezed(notice).contains(Self.squeezed("The saved game \(damage.reason)")))
        #expect(Self.squeezed(notice).contains(Self.squeezed("so it was moved to \(moved.path).")))
        // A key dismisses it; the menu has nothing to continue.
        #expect(!run.lastText.contains("could not be used"))
        #expect(!run.lastText.contains("Continue      c"))
        #expect(run.lastText.contains("▸ Tiles"))
    }

    enum Unusable: String, CaseIterable {
        case levelGone, mapChanged, logDoesNotReplay, payloadDoesNotDecode

        var reason: String {
            switch self {
            case .levelGone: "cannot be resumed (level 3 no longer exists)"
            case .mapChanged: "cannot be resumed (level 3 has changed since the game was saved)"
            case .logDoesNotReplay: "cannot be resumed (its action 2 of 2 no longer plays on level 3)"
            case .payloadDoesNotDecode: "could not be restored (field \"kind\": missing)"
            }
        }
    }

    /// A payload of the right kind that is not a Tiles game at all.
    struct NotAGame: Codable {
        var clockMs: String
    }

    @Test(arguments: Unusable.allCases)
    func aSaveTheGameCannotUseIsMovedAsideWhenContinued(problem: Unusable) throws {
        let folder = try ScratchFolder()
        let slot = try Self.makeSave(in: folder)
        var levels = Fixtures.levels
        switch problem {
        case .levelGone:
            levels.removeLast()
        case .mapChanged:
            levels[2] = Fixtures.level(3, "Tower", "RRGG\nGGRR", par: 6)
        case .logDoesNotReplay:
            let tower = Fixtures.levels[2]
            let log: [SessionAction<TilesMove>] = [.move(TilesMove(Point(x: 0, y: 3))), .move(TilesMove(Point(x: 5, y: 0)))]
            let game = try SavedGame.format1(kind: "tiles", section: (SavedTilesGame(levelNumber: 3, mapHash: SavedTilesGame.mapHash(of: tower.board),
                                                             log: log, position: 2, cursor: Point(x: 0, y: 3))),
                                 playMilliseconds: 1000, paused: false, progress: nil)
            try slot.write(game, summary: SaveSummary(game: "Tiles", detail: "Level 3", playTimeMilliseconds: 1000,
                                                      savedAt: Date(timeIntervalSince1970: 1_800_000_000)))
        case .payloadDoesNotDecode:
            try SaveArchive<NotAGame>().write(NotAGame(clockMs: "soon"), kind: "tiles",
                                              summary: SaveSummary(game: "Tiles", detail: "Level 3", playTimeMilliseconds: 0,
                                                                   savedAt: Date(timeIntervalSince1970: 1_800_000_000)),
                                              to: slot.url)
        }
        let before = try Data(contentsOf: slot.url)

        let fixture = try ProgressFixture()
        let run = try SavingRun(events: [.char("c"), .key(.escape)], fixture: fixture, slot: slot, levels: levels)
        run.run()
        let files = folder.files(beside: slot)
        #expect(files == [SaveSlot.fileName + ".bad-20270115-080000"])
        let moved = slot.url.deletingLastPathComponent().appendingPathComponent(files.first ?? "")
        #expect(try Data(contentsOf: moved) == before)
        let notice = try #require(run.frames.first { $0.contains("Your saved game could not be resumed") })
        #expect(Self.squeezed(notice).contains(Self.squeezed("The saved game \(problem.reason)")))
        #expect(Self.squeezed(notice).contains(Self.squeezed("so it was moved to \(moved.path).")))
        #expect(run.controller.stack.count == 1 && run.controller.stack.last is MainMenuScreen)
        #expect(!run.lastText.contains("Continue      c"))
        #expect(fixture.keeper.gameInProgress == nil, "nothing was installed")
        #expect(run.store.reports.isEmpty)
    }

    /// Saves that are intact as files but hold any values at all (random levels, maps, logs, undo
    /// positions, cursors): resuming either installs a game that replays exactly, or refuses
    /// with a sentence and moves the file aside. Never a crash.
    @Test func savesHoldingAnyValuesResumeExactlyOrAreRefused() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        var random = SeededGenerator(seed: 6)
        var resumed = 0, refused = 0
        for _ in 0..<150 {
            let number = Int.random(in: 0...4, using: &random)
            let level = Fixtures.levels.first { $0.number == number }
            let rightHash = level.map { SavedTilesGame.mapHash(of: $0.board) } ?? 0
            // Mostly a real session on the level, now and then an action that is not legal.
            var session = GameSession(initial: (level ?? Fixtures.levels[0]).startState)
            var log: [SessionAction<TilesMove>] = []
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let groups = session.current.board.removableGroups()
                let action: SessionAction<TilesMove>
                switch Int.random(in: 0..<10, using: &random) {
                case 0: action = .undo
                case 1: action = .redo
                case 2: action = .restart
                case 3: action = .hint
                case 4: action = .move(TilesMove(Point(x: Int.random(in: -1...6, using: &random),
                                                       y: Int.random(in: -1...4, using: &random))))
                default: action = groups.isEmpty ? .undo : .move(TilesMove(groups[0][0]))
                }
                session.perform(action)
                log.append(action)
            }
            let position = Int.random(in: 0..<4, using: &random) == 0
                ? Int.random(in: -1...3, using: &random) : session.position
            let game = try SavedGame.format1(
                kind: "tiles", section: (SavedTilesGame(levelNumber: number, mapHash: Int.random(in: 0..<5, using: &random) == 0 ? 42 : rightHash,
                                            log: log,
                                            position: position,
                                            cursor: Point(x: Int.random(in: -9...9, using: &random),
                                                          y: Int.random(in: -9...9, using: &random)))),
                playMilliseconds: Int64.random(in: 0...SavedGame.maximumPlayMilliseconds, using: &random),
                paused: Bool.random(using: &random), progress: nil)
            try slot.write(game, summary: SaveSummary(game: "Tiles", detail: "Level \(number)", playTimeMilliseconds: 0,
                                                      savedAt: Date(timeIntervalSince1970: 1_800_000_000)))
            let environment = SavingRun.plainEnvironment(slot: slot)
            switch GameResumer.resume(environment: environment, now: environment.clock.now()) {
            case .resumed(let screens):
                resumed += 1
                let screen = try #require(screens.last as? TilesPlayScreen)
                let replayed = level.flatMap { GameSession.replaying(log, from: $0.startState) }
                #expect(screen.session == replayed)
                #expect(screen.state.board.grid.contains(screen.cursor))
                #expect(screen.paused == game.paused)
            case .failed(let sentence):
                refused += 1
                #expect(sentence.hasPrefix("The saved game "))
                #expect(!FileManager.default.fileExists(atPath: slot.url.path))
            case .nothingSaved:
                Issue.record("a written save was not found")
            }
            for name in folder.files(beside: slot) {
                try FileManager.default.removeItem(at: slot.url.deletingLastPathComponent().appendingPathComponent(name))
            }
        }
        #expect(resumed > 10 && refused > 10, "both outcomes were exercised (\(resumed) resumed, \(refused) refused)")
    }

    // MARK: --continue

    @Test func continueFromTheCommandLineOpensTheGameOverTheLevelList() throws {
        let folder = try ScratchFolder()
        let slot = try Self.makeSave(in: folder)
        let run = try SavingRun(events: [], start: .continueSavedGame, fixture: try ProgressFixture(), slot: slot)
        let stack = run.controller.stack
        #expect(stack.count == 3 && stack[0] is MainMenuScreen && stack[1] is LevelSelectScreen)
        let screen = try #require(stack.last as? TilesPlayScreen)
        #expect(screen.level.number == 3 && screen.state.moves == 1)
    }

    @Test func continueFromTheCommandLineWithNothingSavedSaysSo() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        #expect(throws: StartError.nothingToContinue(savedIn: slot.url.deletingLastPathComponent().path)) {
            _ = try SavingRun(events: [], start: .continueSavedGame, fixture: try ProgressFixture(), slot: slot)
        }
        let error = StartError.nothingToContinue(savedIn: "/x/state")
        #expect(error.isAboutTheSavedGame)
        #expect(error.description == "there is no saved game to continue (saved games are kept in /x/state)")
    }

    /// A level that is not there is "not found" (exit status 1) for `play tiles --level 99` as for
    /// `levels solve 999` (issue 31: one exited 64, the other 1).
    @Test func aLevelThatIsNotThereIsNotFoundNotAUsageError() throws {
        let levels = Fixtures.levels
        #expect {
            _ = try StartPoint.tilesLevel(levels.count + 90).screens(environment: Fixtures.environment())
        } throws: { error in
            (error as? StartError)?.isAboutTheSavedGame == true
        }
    }

    @Test func continueFromTheCommandLineWithABadSaveMovesItAsideAndSaysWhy() throws {
        let folder = try ScratchFolder()
        let slot = try Self.makeSave(in: folder)
        try Data("junk".utf8).write(to: slot.url)
        do {
            _ = try SavingRun(events: [], start: .continueSavedGame, fixture: try ProgressFixture(), slot: slot)
            Issue.record("a bad save was continued")
        } catch let error as StartError {
            guard case .cannotContinue(let sentence) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(sentence.hasPrefix("The saved game is not a Clearfield save file, so it was moved to "))
        }
        #expect(folder.files(beside: slot) == [SaveSlot.fileName + ".bad-20270115-080000"])
    }

    // MARK: Saves that cannot be written

    @Test func aStateFolderThatIsAFileKeepsThePlayerInformedAndTheGameGoing() throws {
        let folder = try ScratchFolder()
        let blocked = folder.url.appendingPathComponent("state")
        try Data("not a folder".utf8).write(to: blocked)
        let slot = SaveSlot(stateDirectory: blocked)
        let fixture = try ProgressFixture()
        let run = try SavingRun(steps: ScriptStep.wait(seconds: 4) + [
            .key(.enter), .char("u"), .char("r"), .char("u"), .char("r"), .char("u"),  // autosave due again
            .char("q"), .key(.enter),   // Save and quit fails: the prompt stays and says why
            .char("n"),                 // quit without saving
        ], start: .tilesLevel(3), fixture: fixture, slot: slot)
        run.run()
        // Told once: first that the old save could not be read, then that autosave fails; not again
        // when the next autosave fails too.
        #expect(run.frames.first?.contains("The saved game could not be read (Not a directory) and could not be")
                == true)
        let autosaveBanners = run.frames.filter { $0.contains("Autosave failed: Not a directory") }
        #expect(!autosaveBanners.isEmpty)
        #expect(run.store.reports.filter { $0.moment == .started }.count == 1)
        let failedPrompt = try #require(run.frames.first { $0.contains("Quit level 3?") && $0.contains("Could not save:") })
        #expect(failedPrompt.contains("Could not save: Not a directory. The previous save, if any, is kept."))
        #expect(run.controller.stack.last is LevelSelectScreen)
        #expect(try fixture.totals()["tiles.gamesAbandoned"] == 1)
        #expect(try Data(contentsOf: blocked) == Data("not a folder".utf8))
    }

    @Test func aFailedSaveLeavesThePreviousOneInPlace() throws {
        let folder = try ScratchFolder()
        let slot = try Self.makeSave(in: folder)
        let before = try Data(contentsOf: slot.url)
        // A folder where the new save's temporary file must go: the write fails before touching
        // the save, as a full disk would.
        let temporary = slot.url.deletingLastPathComponent()
            .appendingPathComponent(SaveSlot.fileName + ".tmp-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: temporary) }

        let fixture = try ProgressFixture()
        let run = try SavingRun(events: [.char("c"), .char("u"), .char("q"), .key(.enter), .key(.escape)],
                                fixture: fixture, slot: slot)
        #expect(run.run() == .stopped(.hangup))
        #expect(run.frames.contains { $0.contains("Quit level 3?") && $0.contains("Could not save: File exists.") })
        #expect(try Data(contentsOf: slot.url) == before, "the old save is intact")
        let failure = try #require(slot.stopFailure)
        #expect(failure.contains("Could not save the game to \(slot.url.path)"))
        #expect(failure.hasSuffix("Continue resumes the game from its last autosave."))
        #expect(try fixture.totals().isEmpty, "the game is still the saved one, not rolled over")
        // And it still continues, from where it was saved.
        let later = try SavingRun(events: [.char("c")], fixture: try ProgressFixture(database: fixture.database),
                                  slot: slot)
        try FileManager.default.removeItem(at: temporary)
        later.run()
        #expect(later.playScreen?.state.moves == 1)
    }

    @Test func aGameThatCannotBeSavedWhenTheAppStopsIsCountedRatherThanLost() throws {
        let folder = try ScratchFolder()
        let blocked = folder.url.appendingPathComponent("state")
        try Data().write(to: blocked)
        let slot = SaveSlot(stateDirectory: blocked)
        let fixture = try ProgressFixture()
        let run = try SavingRun(events: [.key(.enter), .stop(.terminate)], start: .tilesLevel(3), fixture: fixture,
                                slot: slot)
        #expect(run.run() == .stopped(.terminate))
        #expect(slot.stopFailure?.contains("Could not save the game") == true)
        #expect(try fixture.totals()["tiles.gamesAbandoned"] == 1)
    }
}
