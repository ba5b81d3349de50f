@testable import Shell
@testable import PlayersUI
import Foundation
import Midend
import Players
import LocalDatabase
import Testing
@testable import UITestSupport

/// A nickname set by `clearfield profile --nickname` (another connection to the same database)
/// while the game runs shows in the running game's Profile and Leaderboards screens, and the
/// nickname field clears with Ctrl-U as the path prompt does (issue 22).
@Suite struct NicknameRefreshTests {
    /// The game's database and a second connection to the same file, as the command has.
    struct TwoConnections {
        let folder: ScratchFolder
        let game: AppDatabase
        let command: AppDatabase
        let viewer: PlayerID

        init() throws {
            folder = try ScratchFolder()
            let file = folder.url.appendingPathComponent("clearfield.sqlite")
            game = try AppDatabase.open(at: file)
            viewer = try game.currentPlayer(named: "ada").id
            command = try AppDatabase.open(at: file)
        }

        func context() -> ScreenContext {
            var environment = Fixtures.environment()
            environment.player = CurrentPlayer(identity: PlayerIdentity(id: viewer, name: "ada"), keeper: nil)
            environment.profiles = .database(game)
            return Fixtures.context(environment)
        }

        func renameFromTheCommandLine(_ name: String) throws {
            _ = try command.setNickname(try Nickname.validate(name).get(), for: viewer)
        }
    }

    @Test func theProfileScreenShowsTheNewNicknameWhenShownAgain() throws {
        let world = try TwoConnections()
        let context = world.context()
        var screen = ProfileScreen()
        screen.activate(context: context)
        #expect(screen.profile?.displayName == "ada")
        try world.renameFromTheCommandLine("Zed")
        // Covered (the avatar editor, help) and shown again; or opened afresh from the menu.
        screen.deactivate(context: context)
        screen.activate(context: context)
        #expect(screen.frame(context).text.contains("Zed"))
        var fresh = ProfileScreen()
        fresh.activate(context: context)
        #expect(fresh.frame(context).text.contains("Zed"))
    }

    @Test func ctrlUClearsTheNicknameField() throws {
        let world = try TwoConnections()
        let context = world.context()
        var screen = ProfileScreen()
        screen.activate(context: context)
        screen.press([.char("n"), .char("x"), .char("y")], context: context)
        #expect(screen.typed == "adaxy")
        screen.press([.key(.control("u"))], context: context)
        #expect(screen.typed == "")
        screen.press([.char("B"), .char("o")], context: context)
        #expect(screen.typed == "Bo")
    }

    @Test func theLeaderboardsReadTheNamesAgainWhenShownAgain() throws {
        let store = LeaderboardFixtures.store(players: 3, names: [2: "Bea"])
        var harness = LeaderboardHarness(store: store)
        #expect(harness.text.contains("Bea"))
        store.names[2] = "Zed"
        // A replay over the board, then back: the rows are read again.
        harness.screen.deactivate(context: harness.context)
        if let job = harness.screen.activate(context: harness.context).jobs.first {
            _ = harness.screen.receive(.finished(title: job.title, result: job.run(WorkProgress())),
                                       context: harness.context)
        }
        #expect(harness.text.contains("Zed"))
        #expect(!harness.text.contains("Bea"))
    }
}
