import Shell
import Foundation
import GameCore
import Leaderboards
import Players
import Terminal

/// The label–value lines of the Profile screen, as text (the screen places them).
package enum ProfileLines {
    package static let labelWidth = 14

    package static func lines(_ profile: PlayerProfile, games: Int?, ranks: [BestRank]?, streaks: String? = nil,
                      context: ScreenContext) -> [(String, String, TextStyle)] {
        let theme = context.theme
        let name = SafeText.escaped(profile.displayName)
        var lines: [(String, String, TextStyle)] = [
            ("Nickname", profile.nicknameBlanked ? "\(name) (blanked by a moderator: n to choose one)" : name, theme.text),
            ("Login name", SafeText.escaped(profile.loginName), theme.dim),
            ("Role", roleText(profile.role), theme.text),
        ]
        if profile.blocked {
            lines.append(("Blocked", "your rows are hidden from other players", theme.warning))
        }
        lines.append(("Member since", DateText.day(profile.memberSince, timeZone: context.environment.timeZone), theme.text))
        lines.append(("Games", games.map { "\(TextLayout.number($0)) finished" } ?? "not kept in this run", theme.text))
        if let summary = context.environment.progress?.achievementSummary {
            lines.append(("Achievements", "\(TextLayout.number(summary.points)) points (\(summary.earned) of \(summary.count) earned)",
                          theme.text))
        } else {
            lines.append(("Achievements", "not kept in this run", theme.dim))
        }
        if let streaks { lines.append(("Daily streak", streaks, theme.text)) }
        switch ranks {
        case nil:
            lines.append(("Best ranks", "boards are not kept in this run", theme.dim))
        case let ranks? where ranks.isEmpty:
            lines.append(("Best ranks", "none yet: win a ranked game", theme.dim))
        case let ranks?:
            for (index, rank) in ranks.prefix(3).enumerated() {
                lines.append((index == 0 ? "Best ranks" : "", "\(Placement.ordinal(rank.rank)) \(rank.board), \(rank.window)", theme.text))
            }
        }
        return lines
    }

    package static func roleText(_ role: PlayerRole) -> String {
        switch role {
        case .player: "player"
        case .moderator: "moderator"
        case .owner: "owner (and moderator)"
        }
    }
}
