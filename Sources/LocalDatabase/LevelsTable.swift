/// The one definition of the Tiles campaign's table. The "v1" migration creates it from here, the
/// level importer compares levels/schema.sql against it and falls back on it, so the two can
/// never drift apart. (levels/schema.sql ships the same table for level authors; a test reads it.)
package enum LevelsTable {
    package static let name = "levels"

    /// The CREATE TABLE statement, under another name when asked (a scratch copy to compare with).
    package static func createStatement(named table: String = LevelsTable.name) -> String {
        """
        CREATE TABLE \(table) (
            ix INTEGER PRIMARY KEY,
            background TEXT NOT NULL DEFAULT 'default',
            map TEXT NOT NULL,
            name TEXT NOT NULL,
            par INTEGER NOT NULL,
            pack TEXT NOT NULL DEFAULT 'campaign')
        """
    }
}
