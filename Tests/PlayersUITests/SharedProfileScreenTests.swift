@testable import Shell
@testable import PlayersUI
import Foundation
import Midend
import Players
import Synchronization
import Terminal
import Testing
@testable import UITestSupport

/// The Profile screen and the avatar editor with a shared board configured (issue 22), drawn into
/// the in-memory frame over a board the test keeps in memory: the board's profile is read in the
/// background each time the screen is shown, written there, and when the board cannot be read
/// this computer's copy is shown, saying so.
@Suite struct SharedProfileScreenTests {
    /// A board in memory: its player's profile, whether it answers, and what was written to it.
    final class Board: Sendable {
        struct Contents {
            var profile = PlayerProfile(id: 77, loginName: "ann_board", memberSince: Date(timeIntervalSince1970: 0))
            var reachable = true
            var writes = 0
        }
        let contents = Mutex(Contents())

        var access: SharedProfileAccess {
            SharedProfileAccess(
                own: { try self.read { $0.profile } },
                setNickname: { nickname in try self.read { $0.writes += 1; $0.profile.nickname = nickname; return $0.profile } },
                setAvatar: { avatar in try self.read { $0.writes += 1; $0.profile.avatar = avatar; return $0.profile } })
        }

        struct Unreachable: Error, CustomStringConvertible {
            var description: String { "connection refused" }
        }

        private func read<T>(_ body: (inout Contents) -> T) throws -> T {
            try contents.withLock { contents in
                guard contents.reachable else { throw Unreachable() }
                return body(&contents)
            }
        }
    }

    struct World {
        let profiles: ProfileWorld
        let board = Board()
        let context: ScreenContext

        init() throws {
            profiles = try ProfileWorld()
            var environment = profiles.environment
            environment.profiles?.shared = board.access
            context = Fixtures.context(environment)
        }

        func show<S: Screen>(_ screen: inout S) {
            let shown = screen.activate(context: context)
            run(&screen, shown.jobs.first)
        }

        func run<S: Screen>(_ screen: inout S, _ job: BackgroundJob?) {
            guard let job else { return }
            let command = screen.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: context)
            run(&screen, command.work)
        }
    }

    static func words(_ frame: FrameBuffer) -> String {
        frame.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func theBoardsNicknameShowsAndIsReadAgainWhenShownAgain() throws {
        let world = try World()
        var screen = ProfileScreen()
        let shown = screen.activate(context: world.context)
        // This computer's copy at once, the board read in the background.
        #expect(screen.profile?.displayName == "ada")
        #expect(screen.board == .reading)
        #expect(Self.words(screen.frame(world.context)).contains("Reading the shared board"))
        world.run(&screen, shown.jobs.first)
        #expect(screen.profile?.displayName == "ann_board")
        #expect(Self.words(screen.frame(world.context)).contains("Your profile on the shared board."))

        world.board.contents.withLock { $0.profile.nickname = try? Nickname.validate("Zed").get() }
        screen.deactivate(context: world.context)
        world.show(&screen)
        #expect(screen.frame(world.context).text.contains("Zed"))
    }

    @Test func aBoardOutOfReachShowsThisComputersCopyAndSaysSo() throws {
        let world = try World()
        world.board.contents.withLock { $0.reachable = false }
        for size in [ScreenSize(columns: 80, rows: 24), ScreenSize.compact] {
            var context = world.context
            context.size = size
            var screen = ProfileScreen()
            if let job = screen.activate(context: context).jobs.first {
                _ = screen.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: context)
            }
            #expect(screen.board == .offline("connection refused"))
            let frame = screen.frame(context)
            #expect(frame.text.contains("ada"))
            #expect(Self.words(frame).contains("Offline: the shared board could not be read (connection refused); "
                                               + "this is this computer's copy."), "at \(size)")
            #expect(ScreenWords.cuts(in: frame).isEmpty, "\(ScreenWords.cuts(in: frame))")
        }
    }

    @Test func aNicknameTypedHereIsSavedOnTheBoard() throws {
        let world = try World()
        var screen = ProfileScreen()
        world.show(&screen)
        screen.press([.char("n"), .key(.control("u")), .char("B"), .char("o")], context: world.context)
        let command = screen.handle(.key(.enter), context: world.context)
        #expect(command.work != nil, "saved in the background")
        world.run(&screen, command.work)
        #expect(screen.typed == nil)
        #expect(world.board.contents.withLock { $0.profile.nickname?.text } == "Bo")
        #expect(screen.profile?.displayName == "Bo")
        // This computer's player keeps its own name: the board's is the board's.
        #expect(try world.profiles.database.profile(of: world.profiles.viewer).nickname == nil)

        world.board.contents.withLock { $0.reachable = false }
        screen.press([.char("n"), .char("b")], context: world.context)
        world.run(&screen, screen.handle(.key(.enter), context: world.context).work)
        #expect(screen.typed == "Bob", "kept, to be sent again")
        #expect(screen.typingProblem?.contains("Not saved on the shared board") == true)
    }

    @Test func theAvatarIsSavedOnTheBoard() throws {
        let world = try World()
        var profile = ProfileScreen()
        world.show(&profile)
        guard case .push(let pushed) = profile.handle(.char("e"), context: world.context).navigation,
              var editor = pushed as? AvatarEditorScreen else {
            Issue.record("e opens the avatar editor")
            return
        }
        editor.press([.char("c"), .char("3")], context: world.context)
        let saving = editor.handle(.key(.enter), context: world.context)
        let job = try #require(saving.work, "saved in the background")
        let done = editor.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: world.context)
        #expect(done.banners == ["Avatar saved on the shared board"])
        #expect(world.board.contents.withLock { $0.profile.avatar?[x: 0, y: 0] } == .blue)
        #expect(try world.profiles.database.profile(of: world.profiles.viewer).avatar == nil)
    }
}
