/// The size of a results panel in the room the screen leaves it (issue 31: on a 60×20 terminal a
/// daily's panel with a share line and some ten achievements ran over the message and key rows).
///
/// The panel keeps its own width when its lines fit (dropping spacers and the keys the key line
/// repeats, as `TextLayout.fitted` does); otherwise it grows wider, a column at a time up to
/// `maxWidth`, before it grows taller; and if even the widest panel is too tall, the achievements
/// list is cut to the rows left ("and N more (see Achievements)"). The result never has more than
/// `rows` lines.
package enum ResultsPanelFit {
    /// - Parameters:
    ///   - width: the panel's usual width, frame included.
    ///   - maxWidth: the widest it may grow (the screen's width less its margins).
    ///   - rows: the most lines inside the frame.
    ///   - padding: the columns the frame and its inner margins take from the width.
    ///   - build: the panel's lines for an inner width, its achievements list in at most
    ///     `earnedRows` lines.
    package static func fit<Line>(width: Int, maxWidth: Int, rows: Int, padding: Int,
                                  isBlank: (Line) -> Bool, isRepeated: (Line) -> Bool,
                                  build: (_ innerWidth: Int, _ earnedRows: Int) -> [Line]) -> (width: Int, lines: [Line]) {
        let widest = max(width, maxWidth)
        for candidate in width...widest {
            let lines = TextLayout.fitted(build(candidate - padding, .max), rows: rows, isBlank: isBlank,
                                          isRepeated: isRepeated)
            if lines.count <= rows { return (candidate, lines) }
        }
        // The lines besides the achievements, with every spacer and repeated key gone.
        let essentials = TextLayout.fitted(build(widest - padding, 0), rows: 0, isBlank: isBlank,
                                           isRepeated: isRepeated).count
        let lines = TextLayout.fitted(build(widest - padding, max(0, rows - essentials)), rows: rows,
                                      isBlank: isBlank, isRepeated: isRepeated)
        return (widest, Array(lines.prefix(max(0, rows))))
    }
}
