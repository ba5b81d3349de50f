import ArgumentParser
import ClearfieldGames
import Foundation
import GameCore
import Leaderboards
import Midend
import Mines
import SharedBoard
import Storage
import GameRules
import Terminal
import Testing
@testable import ClearfieldCommands
@testable import LeaderboardsUI
@testable import PlayersUI
@testable import Shell

/// Issue 22, on a real board: with a shared board configured, a nickname set with
/// `clearfield --shared-board URL profile --nickname NAME` (another process's connection, here the
/// command itself) shows when the running game's Profile and Leaderboards screens are shown again;
/// a nickname typed on the Profile screen is set on the board; a board out of reach shows this
/// computer's copy and says so.
@Suite(.tags(.postgres)) struct SharedProfileTests {
    /// The game's side: its own database (whose player is "ada", not the board's name) wired to the
    /// board as `LiveEnvironment` wires it.
    struct RunningGame {
        let client: SharedBoardClient
        let context: ScreenContext
        let database: AppDatabase

        init(address: String) throws {
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("profile-\(UUID().uuidString)")
            database = try AppDatabase.inMemory()
            let player = try database.currentPlayer(named: "ada")
            var access = LeaderboardAccess.clearfield(database: database, timeZone: .system)
            var warnings: [String] = []
            client = try #require(SharedBoardWiring.attach(
                to: &access, option: address, paths: AppPaths(root: scratch, origin: .dataDirectoryOption),
                environment: ["PGPASSFILE": "/nonexistent"], database: database, player: player.id, warnings: &warnings),
                "\(warnings)")
            var profiles = PlayerProfiles.database(database)
            profiles.shared = SharedBoardWiring.profiles(of: client)
            let environment = AppEnvironment(games: [], player: CurrentPlayer(identity: PlayerIdentity(player), keeper: nil),
                                             clock: ManualClock(), title: .plain, profiles: profiles, leaderboards: access)
            context = ScreenContext(environment: environment, glyphs: .unicode, theme: .color,
                                    size: ScreenSize(columns: 80, rows: 24), now: Instant(nanoseconds: 0))
        }

        /// Shows `screen` (again), running the work it asks for as the loop does.
        func show<S: Screen>(_ screen: inout S) {
            screen.activate(context: context)
            runWork(&screen, screen.takeWork())
        }

        func runWork<S: Screen>(_ screen: inout S, _ first: BackgroundJob?) {
            var jobs = first.map { [$0] } ?? []
            while !jobs.isEmpty {
                let job = jobs.removeFirst()
                let command = screen.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: context)
                if let next = command.work { jobs.append(next) }
                if let next = screen.takeWork() { jobs.append(next) }
            }
        }
    }

    /// The board's player "ann_…" with a won beginner run filed under her id, and her address.
    static func boardWithARun() throws -> (address: String, role: String) {
        let address = try SharedBoardWakeTests.boardWithPlayer()
        let url = try #require(URLComponents(string: address))
        let role = try #require(url.user)
        var warnings: [String] = []
        let settings = try #require(try BoardConnectionSettings.resolve(
            option: address, environment: [:], setting: nil, homeDirectory: "/nonexistent", loginName: role, warnings: &warnings))
        let player = try BoardServer(connection: try BoardConnection.open(settings)).currentPlayerID()
        let ann = try #require(player)
        // Ranked on a scratch database first, for the run as the stores keep it; then filed by the
        // board's administrator under ann's id (exempt from deals and the server's clock).
        let scratchDatabase = try AppDatabase.inMemory()
        // A player there under ann's board id, for the run to be kept.
        var made: Int64 = 0
        while made < ann { made = try scratchDatabase.currentPlayer(named: "player\(made + 1)").id }
        let scratch = LeaderboardAccess.clearfield(database: scratchDatabase, timeZone: .system)
        let game = try Self.wonBeginnerGame(seed: 5, id: "ann-run", player: ann)
        let verdict = GameRanker.rank(game, registry: scratch.registry, store: scratch.store)
        guard case .ranked = verdict else { throw BoardError.schema("the fixture's game did not rank: \(verdict)") }
        let run = try #require(try scratch.store.run(id: "ann-run"))
        var admin = url
        admin.user = "postgres"
        admin.password = try #require(URLComponents(string: ProcessInfo.processInfo.environment["CLEARFIELD_TEST_POSTGRES_URL"] ?? "")?.password)
        let adminSettings = try #require(try BoardConnectionSettings.resolve(
            option: admin.string, environment: [:], setting: nil, homeDirectory: "/nonexistent",
            loginName: "postgres", warnings: &warnings))
        let connection = try BoardConnection.open(adminSettings)
        defer { connection.close() }
        try BoardServer(connection: connection).file(try ServerRowCheck.serverRun(from: run, periods: .local))
        return (address, role)
    }

    /// A beginner board won by revealing every safe cell from the middle at a person's pace
    /// (half a second a cell), seeded as a dealt game.
    static func wonBeginnerGame(seed: UInt64, id: String, player: Int64) throws -> Leaderboards.FinishedGame {
        let params = MinesGameParams(mode: .classic(.beginner))
        var state = MinesState(setup: params.setup(seed: seed))
        var log = TimedLog<MinesMove>()
        var offset = 1_000
        func play(_ move: MinesMove) throws {
            state = try #require(state.applying(move)).state
            offset += 500
            log.append(.move(move), at: offset)
        }
        try play(.reveal(Point(x: 4, y: 4)))
        let layout = try #require(state.board.layout)
        for y in 0..<9 {
            for x in 0..<9 where !layout.isMine(at: Point(x: x, y: y))
                && state.board.mark(at: Point(x: x, y: y)) == .covered && state.board.outcome == .playing {
                try play(.reveal(Point(x: x, y: y)))
            }
        }
        return Leaderboards.FinishedGame(id: id, playerID: player, kind: .mines,
                                         setup: try MinesBackEnd.encode(GameSetup(params: params, seed: seed)),
                                         log: log.packed(), claimedPlayMilliseconds: offset, origin: .dealt, finishedAt: Date())
    }

    /// `clearfield --shared-board URL --data-dir DIR profile --nickname NAME`, as typed.
    static func setNicknameFromTheCommandLine(_ name: String, address: String) throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        var command = try Clearfield.parseAsRoot(["profile", "--nickname", name, "--shared-board", address,
                                                  "--data-dir", data.path])
        try command.run()
    }

    @Test func aNicknameSetFromTheCommandLineShowsWhenProfileAndLeaderboardsAreShownAgain() throws {
        let (address, role) = try Self.boardWithARun()
        let game = try RunningGame(address: address)
        defer { game.client.stop() }

        var profile = ProfileScreen()
        game.show(&profile)
        #expect(profile.board == .shown)
        #expect(profile.profile?.loginName == role, "the board's player, not this computer's")
        var leaderboards = LeaderboardScreen(board: MinesRanking.board(.beginner, MinesSettings().style))
        game.show(&leaderboards)
        #expect(leaderboards.frame(game.context).text.contains(role))

        try Self.setNicknameFromTheCommandLine("Zed", address: address)
        // Covered and shown again (the avatar editor over Profile, a replay over the board).
        profile.deactivate(context: game.context)
        game.show(&profile)
        let text = profile.frame(game.context).text
        #expect(text.contains("Zed"), "\(text)")
        #expect(text.contains("Your profile on the shared board."))
        leaderboards.deactivate(context: game.context)
        game.show(&leaderboards)
        #expect(leaderboards.frame(game.context).text.contains("Zed"))
        // This computer's own player is untouched.
        #expect(try game.database.profile(of: try game.database.currentPlayer(named: "ada").id).nickname == nil)
    }

    @Test func aNicknameTypedOnTheProfileScreenIsSetOnTheBoard() throws {
        let address = try SharedBoardWakeTests.boardWithPlayer()
        let game = try RunningGame(address: address)
        defer { game.client.stop() }
        var profile = ProfileScreen()
        game.show(&profile)
        profile.press([.key(.character("n")), .key(.control("u"))] + "Quin".map { .key(.character($0)) }, context: game.context)
        let saving = profile.handle(.key(.enter), context: game.context)
        game.runWork(&profile, saving.work)
        #expect(profile.typed == nil, "\(profile.typingProblem ?? "")")
        var listed = ProfileScreen()
        game.show(&listed)
        #expect(listed.profile?.displayName == "Quin")
        let board = try #require(URLComponents(string: address))
        var warnings: [String] = []
        let settings = try #require(try BoardConnectionSettings.resolve(
            option: address, environment: [:], setting: nil, homeDirectory: "/nonexistent", loginName: board.user ?? "",
            warnings: &warnings))
        #expect(try SharedBoardProfiles(settings: settings).own().nickname?.text == "Quin")
    }

    @Test func aBoardOutOfReachShowsThisComputersCopyAndSaysSo() throws {
        // A port nobody listens on: the board cannot be reached.
        let game = try RunningGame(address: "postgres://ann:pw@127.0.0.1:9/nothing?sslmode=disable&connect_timeout=2")
        defer { game.client.stop() }
        var profile = ProfileScreen()
        game.show(&profile)
        guard case .offline = profile.board else {
            Issue.record("not offline: \(String(describing: profile.board))")
            return
        }
        #expect(profile.profile?.displayName == "ada")
        let words = profile.frame(game.context).text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        #expect(words.contains("Offline: the shared board could not be read"), "\(words)")
        #expect(words.contains("this computer's copy"))
    }
}

extension Screen {
    func frame(_ context: ScreenContext) -> FrameBuffer {
        var frame = FrameBuffer(size: context.size)
        draw(into: &frame, context: context)
        return frame
    }

    @discardableResult
    mutating func press(_ events: [InputEvent], context: ScreenContext) -> [ScreenCommand] {
        events.map { handle($0, context: context) }
    }
}
