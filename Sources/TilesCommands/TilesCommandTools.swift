import ArgumentParser
import CommandSupport
import GameCore
import Tiles

/// Tiles' tools on the command line: `clearfield edit` (the level editor), `clearfield levels`
/// (list, import, solve, packs), and
/// `clearfield debug save-loop` (the kill tests' saver of Tiles-sized saves).
public struct TilesCommandTools: GameCommandTools {
    public init() {}

    public var kind: GameKind { TilesBackEnd.kind }
    public var commands: [any ParsableCommand.Type] { [EditCommand.self, LevelsCommand.self] }
    public var debugCommands: [any ParsableCommand.Type] { [DebugSaveLoop.self] }
}
