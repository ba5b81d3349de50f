import Foundation
import GameCore
import Leaderboards
import Terminal

/// Where a board's columns go across a row of a given width: selection mark, rank, the own-row
/// mark, avatar, nickname, the board's figures and the date. The nickname takes what is left
/// (up to the 20 columns a nickname may have); on a narrow screen the date shortens first.
struct LeaderboardTable: Equatable {
    static let nameLimit = 20
    static let minimumName = 8
    static let figureMinimum = 8

    let rankWidth: Int
    let nameWidth: Int
    let figureWidths: [Int]
    /// "2026-11-24", or "11-24" when the row is short of room.
    let longDates: Bool

    let rankColumn = 1
    var markColumn: Int { rankColumn + rankWidth }
    var avatarColumn: Int { markColumn + 2 }
    var nameColumn: Int { avatarColumn + AvatarThumbnail.columns + 1 }
    func figureColumn(_ index: Int) -> Int {
        nameColumn + nameWidth + figureWidths.prefix(index).reduce(0) { $0 + $1 + 2 } + 2
    }
    var dateColumn: Int { figureColumn(figureWidths.count) }
    var dateWidth: Int { longDates ? 10 : 5 }

    init(definition: BoardDefinition, width: Int, largestRank: Int) {
        rankWidth = max(4, String(largestRank).count)
        figureWidths = definition.columns.map { max(Self.figureMinimum, DisplayWidth.of($0.title)) }
        let fixed = 1 + rankWidth + 2 + AvatarThumbnail.columns + 1 + figureWidths.reduce(0) { $0 + $1 + 2 } + 2 + 1
        let roomWithLongDates = width - fixed - 10
        longDates = roomWithLongDates >= Self.minimumName + 4
        nameWidth = max(4, min(Self.nameLimit, width - fixed - (longDates ? 10 : 5)))
    }

    func date(_ date: Date, timeZone: LocalTimeZone) -> String {
        let day = DateText.day(date, timeZone: timeZone)
        return longDates ? day : String(day.suffix(5))
    }
}
