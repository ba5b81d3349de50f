import ArgumentParser
import CommandSupport
import GameCore
import Mines

/// Mines' tools on the command line: `clearfield mines` (generate, solve, autoplay).
public struct MinesCommandTools: GameCommandTools {
    public init() {}

    public var kind: GameKind { MinesBackEnd.kind }
    public var commands: [any ParsableCommand.Type] { [MinesCommand.self] }
}
