import Shell
import ReplayUI
import PlayersUI
import Foundation
import GameCore
import Leaderboards
import Terminal

/// Where a board's columns go across a row of a given width: selection mark, rank, the own-row
/// mark, avatar, nickname, the board's figures and the date. The nickname takes what is left
/// (up to the 20 columns a nickname may have); on a narrow screen the date shortens first.
package struct LeaderboardTable: Equatable {
    package static let nameLimit = 20
    package static let minimumName = 8
    package static let figureMinimum = 8

    package let rankWidth: Int
    package let nameWidth: Int
    package let figureWidths: [Int]
    /// "2026-11-24", or "11-24" when the row is short of room.
    package let longDates: Bool

    package let rankColumn = 1
    package var markColumn: Int { rankColumn + rankWidth }
    package var avatarColumn: Int { markColumn + 2 }
    package var nameColumn: Int { avatarColumn + AvatarThumbnail.columns + 1 }
    package func figureColumn(_ index: Int) -> Int {
        nameColumn + nameWidth + figureWidths.prefix(index).reduce(0) { $0 + $1 + 2 } + 2
    }
    package var dateColumn: Int { figureColumn(figureWidths.count) }
    package var dateWidth: Int { longDates ? 10 : 5 }

    package init(definition: BoardDefinition, width: Int, largestRank: Int) {
        rankWidth = max(4, String(largestRank).count)
        figureWidths = definition.columns.map { max(Self.figureMinimum, DisplayWidth.of($0.title)) }
        let fixed = 1 + rankWidth + 2 + AvatarThumbnail.columns + 1 + figureWidths.reduce(0) { $0 + $1 + 2 } + 2 + 1
        let roomWithLongDates = width - fixed - 10
        longDates = roomWithLongDates >= Self.minimumName + 4
        nameWidth = max(4, min(Self.nameLimit, width - fixed - (longDates ? 10 : 5)))
    }

    package func date(_ date: Date, timeZone: LocalTimeZone) -> String {
        let day = DateText.day(date, timeZone: timeZone)
        return longDates ? day : String(day.suffix(5))
    }
}
