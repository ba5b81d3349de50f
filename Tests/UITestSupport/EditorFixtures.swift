@testable import Shell
@testable import TilesUI
@testable import TilesEditorUI
import Foundation
import GameCore
import LocalDatabase
import Midend
import TilesLevels
import Tiles

/// An in-memory pack shelf for the editor: the levels the environment lists (the fixtures' shipped
/// ones and whatever is saved), the packs made and every save with its proof.
final class FakeShelf {
    private(set) var packs: [String] = []
    /// Packs that came from pack files (listed, never made by the editor).
    var importedPacks: [String] = []
    private(set) var saved: [(record: LevelRecord, pack: String, proven: Bool, verdict: LevelVerdict)] = []
    var levels: [Level]

    init(levels: [Level] = Fixtures.levels) {
        self.levels = levels
    }

    var editing: LevelEditing {
        LevelEditing(
            createPack: { [self] name in
                guard !packs.contains(name) else { throw LevelPackError.packExists(name) }
                packs.append(name)
            },
            saveLevel: { [self] record, pack, proven in try save(record, pack, verdict: proven ? .proven : .unproven) },
            saveJudgedLevel: { [self] record, pack, verdict in try save(record, pack, verdict: verdict) },
            unprovenLevels: { [self] pack in Set(saved.filter { $0.pack == pack && !$0.proven }.map(\.record.number)) },
            unclearableLevels: { [self] pack in
                Set(saved.filter { $0.pack == pack && $0.verdict == .unclearable }.map(\.record.number))
            },
            backgrounds: ["default", "waves"],
            savedLevel: { [self] pack, number in levels.first { $0.pack == pack && $0.number == number } })
    }

    private func save(_ record: LevelRecord, _ pack: String, verdict: LevelVerdict) throws {
        saved.append((record, pack, verdict == .proven, verdict))
        let board = try TileMap.parse(record.map)
        levels.removeAll { $0.pack == pack && $0.number == record.number }
        levels.append(Level(number: record.number, name: record.name, background: record.background, par: record.par,
                            pack: pack, board: board))
    }

    func environment(store: FakeStore = FakeStore(), clock: ManualClock = ManualClock()) -> AppEnvironment {
        var environment = Fixtures.environment(store: store, clock: clock)
        environment.levels = { [self] in levels }
        environment.levelPacks = { [self] in
            [LevelPack(name: ShippedPack.name, isShipped: true, installedAt: Date(timeIntervalSince1970: 0))]
                + packs.map { LevelPack(name: $0, isPlayerMade: true, installedAt: Date(timeIntervalSince1970: 0)) }
                + importedPacks.map { LevelPack(name: $0, installedAt: Date(timeIntervalSince1970: 0)) }
        }
        environment.levelEditing = editing
        return environment
    }
}

extension LevelEditorScreen {
    /// Keys typed one after another; the last command.
    @discardableResult
    mutating func type(_ keys: String, context: ScreenContext) -> ScreenCommand {
        var command = ScreenCommand.stay
        for key in keys { command = handle(.key(.character(key)), context: context) }
        return command
    }

    /// Lets the debounce pass and runs the check the screen then starts, on this thread, handing
    /// its answer back as the loop would.
    mutating func settleCheck(clock: ManualClock, context: ScreenContext) {
        clock.advance(milliseconds: EditorCheck.debounceMilliseconds)
        var later = context
        later.now = clock.now()
        guard let job = tick(context: later).jobs.first else { return }
        _ = receive(.finished(title: job.title, result: job.run(WorkProgress())), context: later)
    }
}
