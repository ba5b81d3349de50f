import Foundation
import LocalDatabase

/// Writes a pack as a pack file: the SQL `PackImporter` reads back into the same pack and levels.
///
/// Only what a pack file may contain: one `INSERT INTO pack` and one `INSERT INTO levels` per
/// level, every text a quoted SQL string (a quote doubled), the map one row per line.
public enum PackExporter {
    public static func sql(for pack: LevelPack, levels: [LevelRecord]) -> String {
        var lines = [
            "-- Clearfield level pack \(quoted(pack.name)), version \(quoted(pack.version)).",
            "-- Import it with: clearfield levels import FILE.sql (see levels/README.md, \"Level packs\").",
            "INSERT INTO pack (name, author, version, description) VALUES ("
                + [pack.name, pack.author, pack.version, pack.description].map(quoted).joined(separator: ", ") + ");",
        ]
        for level in levels.sorted(by: { $0.number < $1.number }) {
            lines.append("")
            lines.append("-- Level \(level.number)")
            lines.append("INSERT INTO levels (ix, name, background, par, map) VALUES (\(level.number), \(quoted(level.name)), "
                + "\(quoted(level.background)), \(level.par), \(quoted("\n" + level.map + "\n")));")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An SQL string literal: single quotes, a quote inside doubled. Nothing else needs escaping.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
}
