import Progress

/// The best score on a free-play shape, read from the games' history: the player's own best
/// per size and colour count, ranked shape or not.
///
/// Only a game that could set a best counts: played to its end (cleared, or no group of two
/// left), on a board the game dealt (not practice: a chosen seed, another attempt at a board
/// seen) and without a hint.
public enum FreePlayBest {
    public static func score(for shape: FreePlayShape, in games: [PlayedGame]) -> Int? {
        games.compactMap { game in countingScore(game).flatMap { $0.shape == shape ? $0.score : nil } }.max()
    }

    /// Every shape with a best, the standard sizes first, then by size and colours.
    public static func all(in games: [PlayedGame]) -> [(shape: FreePlayShape, score: Int)] {
        var bests: [FreePlayShape: Int] = [:]
        for (shape, score) in games.compactMap(countingScore) { bests[shape] = max(bests[shape] ?? score, score) }
        func place(_ shape: FreePlayShape) -> (Int, Int, Int, Int) {
            (FreePlayShape.standard.firstIndex(of: shape) ?? FreePlayShape.standard.count, shape.width, shape.height,
             shape.colours)
        }
        return bests.map { (shape: $0.key, score: $0.value) }.sorted { place($0.shape) < place($1.shape) }
    }

    /// The shape and final score of a game that may set a best, nil for any other game.
    private static func countingScore(_ game: PlayedGame) -> (shape: FreePlayShape, score: Int)? {
        guard let context = game.context, let shape = context.tilesFreeShape, !context.isPractice,
              game.outcome == .won || game.outcome == .lost,
              (game.stats["tiles.hints"] ?? 0) == 0, let score = game.stats["tiles.freeScore"] else { return nil }
        return (shape, Int(score))
    }
}
