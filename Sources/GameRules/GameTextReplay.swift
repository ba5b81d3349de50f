import GameCore

/// A game whose positions and moves can be written as plain text: what a run's replay page on the
/// board service draws (a grid of characters a frame, a few words a move). Declared by the game's
/// own module, beside its back end, so the pages loop over the registry and name no game.
public protocol GameTextReplay: GameBackEnd {
    /// The board of `state` as text, top row first.
    static func textRows(of state: State) -> [String]
    /// A move in words ("reveal 5,3": cells one-based, column then row, as the games show them).
    static func words(for move: State.Move) -> String
}

extension GameTextReplay {
    /// A cell as the words of a move write it: one-based, column then row ("5,3").
    public static func cellWords(x: Int, y: Int) -> String { "\(x + 1),\(y + 1)" }
}
