import Foundation
import GameCore
import GRDB

/// Dates written to the database as GRDB writes them ("yyyy-MM-dd HH:mm:ss.SSS", UTC: what its
/// reading side and every existing database expect), but without GRDB's own formatter: that one
/// is a `DateFormatter` with an `en_US_POSIX` locale, which loads ICU's data on Linux (about
/// 5 MB resident, for one date written at every start; docs/PERFORMANCE.md, "Resident memory").
enum StoredDate {
    static func text(_ date: Date) -> String {
        // To the nearest millisecond, as the formatter rounds.
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let seconds = milliseconds >= 0 ? milliseconds / 1000 : -((-milliseconds + 999) / 1000)
        let parts = CivilTime(secondsSinceEpoch: seconds)
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return pad(parts.year, 4) + "-" + pad(parts.month, 2) + "-" + pad(parts.day, 2) + " "
            + pad(parts.hour, 2) + ":" + pad(parts.minute, 2) + ":" + pad(parts.second, 2) + "."
            + pad(Int(milliseconds - seconds * 1000), 3)
    }
}

/// A record whose dates are written by `StoredDate`.
protocol StoresDatesAsText: EncodableRecord {}

extension StoresDatesAsText {
    public static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .custom { StoredDate.text($0) }
    }
}

extension LevelSource: StoresDatesAsText {}
extension StoredAchievementRecord: StoresDatesAsText {}
extension FinishedGame: StoresDatesAsText {}
extension PlayerLevelProgress: StoresDatesAsText {}
