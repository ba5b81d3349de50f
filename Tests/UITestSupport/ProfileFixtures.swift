@testable import Shell
import Foundation
import GameCore
import Midend
import Players
import LocalDatabase
import Terminal

/// An app environment whose profiles live in an in-memory database, playing as one of its players.
struct ProfileWorld {
    let database: AppDatabase
    let environment: AppEnvironment
    let viewer: PlayerID

    /// `players` are created in order (the first is the owner); the app plays as `playing`.
    init(players: [String] = ["ada", "bob"], playing: String = "ada") throws {
        database = try AppDatabase.inMemory(now: { Date(timeIntervalSince1970: 1_790_000_000) })
        var ids: [String: PlayerID] = [:]
        for name in players { ids[name] = try database.currentPlayer(named: name).id }
        viewer = ids[playing] ?? 0
        var environment = Fixtures.environment()
        environment.player = CurrentPlayer(identity: PlayerIdentity(id: viewer, name: playing), keeper: nil)
        environment.profiles = .database(database)
        self.environment = environment
    }

    func context(size: ScreenSize = ScreenSize(columns: 80, rows: 24), glyphs: GlyphSet = .unicode,
                 theme: Theme = .color) -> ScreenContext {
        Fixtures.context(environment, size: size, glyphs: glyphs, theme: theme)
    }

    func id(_ name: String) throws -> PlayerID {
        try database.findProfile(name)?.id ?? -1
    }
}

extension FrameBuffer {
    /// Whether any cell holds a character a terminal would act on (escape, control, bidi).
    var holdsUnsafeText: Bool {
        cells.contains { $0.text.unicodeScalars.contains(where: SafeText.isUnsafe) }
    }
}

extension Screen {
    /// Sends key events one after another, returning every command.
    @discardableResult
    mutating func press(_ events: [InputEvent], context: ScreenContext) -> [ScreenCommand] {
        events.map { handle($0, context: context) }
    }
}
