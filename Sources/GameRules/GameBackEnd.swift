import Foundation
import GameCore

/// One game's rules as a table of pure functions, after Simon Tatham's puzzle back ends.
///
/// Everything the layers above need to start, play, save and verify a game goes through here,
/// so adding a game means one back end in the game's own module and one registry line: no other
/// module switches on the game. What the stats and achievements need of it is Progress's
/// `StatsKeepingBackEnd`, so the rules do not depend on the stats engine.
public protocol GameBackEnd: Sendable {
    associatedtype Params: Codable & Hashable & Sendable
    associatedtype State: GameState where State.Move: PackableMove
    /// What a save keeps that Undo does not restore (the cursor, say).
    associatedtype Interface: Codable & Equatable & Sendable

    /// The stable id of the game ("tiles"), stored in saves, stats and rankings.
    static var kind: GameKind { get }
    /// The game's name on screen ("Tiles").
    static var title: String { get }

    /// A new game; throws `GameSetupError` when the setup cannot make one (an unknown level,
    /// a map that does not match its hash).
    static func newGame(_ setup: GameSetup<Params>) throws -> State
    /// Where the game stands.
    static func status(of state: State) -> GameStatus
    /// The interface state a new game starts with (the cursor's first cell).
    static func initialInterface(for state: State) -> Interface

    /// The interface after an action the rules accepted, played `offset` milliseconds into the
    /// game: what follows from play but Undo does not restore (Mines: when the board in play
    /// began and what each cleared board took). The midend calls it on every action, so the
    /// front end never keeps a copy. By default the interface is unchanged.
    static func interface(_ interface: Interface, after action: SessionAction<State.Move>, events: [GameEvent],
                          in state: State, atMilliseconds offset: Int) -> Interface

    /// Whether the game is saved after this action whatever the autosave cadence: a point a kill
    /// should not take the player back from (Mines: an endless run's cleared board, the next
    /// board begun). The midend decides every save (`GamePlay.perform`); by default none extra.
    static func isCheckpoint(after action: SessionAction<State.Move>, in state: State) -> Bool

    /// Replays a timed log from a new game through the rules: the session it leads to and
    /// what it reached, or why it cannot be believed. Pure: no clock, no files. A resume
    /// rebuilds its game with this; `verify` is its second half.
    static func replay(_ setup: GameSetup<Params>, log: TimedLog<State.Move>,
                       claimedPlayMilliseconds: Int?) -> Result<ReplayedGame<State>, VerificationFailure>

    /// What a timed log really reached, or why it cannot be believed. `claimedPlayMilliseconds`
    /// is the play clock's reading the log's owner states (the save's or entry's time), on the
    /// same clock as the offsets. By default `replay`'s verdict.
    static func verify(_ setup: GameSetup<Params>, log: TimedLog<State.Move>,
                       claimedPlayMilliseconds: Int?) -> Result<VerifiedGame, VerificationFailure>
}

extension GameBackEnd {
    public static func interface(_ interface: Interface, after action: SessionAction<State.Move>, events: [GameEvent],
                                 in state: State, atMilliseconds offset: Int) -> Interface {
        interface
    }

    public static func isCheckpoint(after action: SessionAction<State.Move>, in state: State) -> Bool { false }

    public static func verify(_ setup: GameSetup<Params>, log: TimedLog<State.Move>,
                              claimedPlayMilliseconds: Int?) -> Result<VerifiedGame, VerificationFailure> {
        replay(setup, log: log, claimedPlayMilliseconds: claimedPlayMilliseconds).map(\.verified)
    }

    /// `newGame` with its error as a verification failure.
    public static func checkedNewGame(_ setup: GameSetup<Params>) -> Result<State, VerificationFailure> {
        do {
            return .success(try newGame(setup))
        } catch {
            return .failure(.badSetup(String(describing: error)))
        }
    }

    /// Verifies a game stored as bytes (a ranking entry): the setup as JSON, the log packed.
    /// Lets a caller holding only the registry verify any game without knowing its types.
    public static func verify(encodedSetup: Data, packedLog: Data,
                              claimedPlayMilliseconds: Int?) -> Result<VerifiedGame, VerificationFailure> {
        let setup: GameSetup<Params>
        do {
            setup = try JSONDecoder().decode(GameSetup<Params>.self, from: encodedSetup)
        } catch {
            return .failure(.badSetup("the setup does not decode (\(error))"))
        }
        let log: TimedLog<State.Move>
        do {
            log = try TimedLog(packed: packedLog)
        } catch {
            return .failure(.unreadableLog(String(describing: error)))
        }
        return verify(setup, log: log, claimedPlayMilliseconds: claimedPlayMilliseconds)
    }

    /// The setup as JSON, the form `verify(encodedSetup:packedLog:claimedPlayMilliseconds:)` reads.
    public static func encode(_ setup: GameSetup<Params>) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(setup)
    }
}

/// Why a back end cannot start a game from a setup, worded for a person.
public struct GameSetupError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
