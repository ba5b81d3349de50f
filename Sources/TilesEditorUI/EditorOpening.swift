import Shell
import TilesUI
import GameCore
import LocalDatabase
import Terminal
import Tiles

/// How the editor is opened (from the level select's `e` and `n`, or `clearfield edit`): a level
/// of a pack the player made opens as it is; a shipped level is read-only and an imported one
/// would be replaced by its pack's next import, so either is offered as a copy into a pack of the
/// player's own; a new level goes into the pack shown when the player made it, or the first pack
/// of the player's own, or a new one named on the spot.
public enum EditorRequest: Equatable {
    case edit(Level)
    /// A new level, preferably in this pack.
    case new(pack: String?)
}

package enum EditorOpening {
    /// The size a new level starts at (`<` `>` `-` `+` change it).
    package static let newWidth = 10, newHeight = 8

    /// What `e` or `n` does.
    package static func command(for request: EditorRequest, context: ScreenContext) -> ScreenCommand {
        guard context.environment.levelEditing != nil else { return .banner("Levels cannot be edited in this run") }
        switch open(request, environment: context.environment) {
        case .success(let screen): return .push(screen)
        case .failure(let problem): return .banner(problem.message)
        }
    }

    package struct Problem: Error { var message: String }

    /// The editor, or the questions to ask before it.
    static func open(_ request: EditorRequest, environment: AppEnvironment) -> Result<any Screen, Problem> {
        switch request {
        case .edit(let level) where level.key.isShipped || isImported(level.pack, environment):
            return .success(EditorStartScreen(copying: level, into: playerPack(environment)))
        case .edit(let level):
            let unproven = (try? environment.levelEditing?.unprovenLevels(level.pack).contains(level.number)) ?? false
            return .success(LevelEditorScreen(draft: LevelDraft(board: level.board, name: level.name,
                                                                background: level.background),
                                              pack: level.pack, number: level.number, openedUnproven: unproven))
        case .new(let wanted):
            let pack = wanted.flatMap { $0 == ShippedPack.name || isImported($0, environment) ? nil : $0 }
                ?? playerPack(environment)
            guard let pack else { return .success(EditorStartScreen(copying: nil, into: nil)) }
            return .success(newLevel(in: pack, environment: environment))
        }
    }

    /// A new, empty level after the pack's last one.
    package static func newLevel(in pack: String, environment: AppEnvironment, from level: Level? = nil) -> LevelEditorScreen {
        let numbers = ((try? environment.levels()) ?? []).filter { $0.pack == pack }.map(\.number)
        let number = (numbers.max() ?? 0) + 1
        let draft = level.map { LevelDraft(board: $0.board, name: $0.name, background: $0.background) }
            ?? LevelDraft(width: newWidth, height: newHeight, name: "Level \(number)")
        // A copy is a change not yet saved; an empty new level is not.
        var screen = LevelEditorScreen(draft: LevelDraft(width: newWidth, height: newHeight, name: "Level \(number)"),
                                       pack: pack, number: number)
        screen.editor = LevelEditor(draft: draft)
        return screen
    }

    /// The first pack the player made, if any (a pack known only by its levels counts, as for a
    /// run that lists no packs).
    package static func playerPack(_ environment: AppEnvironment) -> String? {
        let packs = (try? environment.levelPacks()) ?? []
        let made = packs.filter(\.isPlayerMade).map(\.name)
        let known = Set(packs.map(\.name))
        let named = ((try? environment.levels()) ?? []).map(\.pack)
            .filter { $0 != ShippedPack.name && !known.contains($0) }
        return (made + named).first
    }

    /// A pack that came from a pack file: its next import replaces its levels, so the editor
    /// never writes into it.
    package static func isImported(_ pack: String, _ environment: AppEnvironment) -> Bool {
        ((try? environment.levelPacks()) ?? []).contains { $0.name == pack && !$0.isShipped && !$0.isPlayerMade }
    }
}

/// The questions before the editor opens: copy a shipped level? the name of a new pack? Then
/// the editor takes this screen's place; Esc goes back.
package struct EditorStartScreen: Screen {
    package let copying: Level?
    package var prompt: EditorPrompt

    package init(copying level: Level?, into pack: String?) {
        copying = level
        if let level {
            let target = pack.map { "into \"\($0)\"" } ?? "into a new pack"
            let shipped = level.key.isShipped
            prompt = .question(.copyShipped, title: shipped ? "Copy a shipped level?" : "Copy an imported level?",
                               lines: ["Level \(level.number) \"\(level.name)\" " + (shipped ? "ships with the game" : "was imported:"),
                                       (shipped ? "and cannot be changed." : "an import would undo edits.") + " Copy it \(target)?"])
        } else {
            prompt = Self.packNamePrompt
        }
    }

    package static let packNamePrompt = EditorPrompt.text(
        .packName, title: "A new level pack", lines: ["You have no pack of your own yet.", "Name it:"])

    package func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        frame.putCentered("Level editor", row: 0, from: 0, width: context.size.columns, style: context.theme.title,
                          glyphs: context.glyphs)
        prompt.draw(into: &frame, context: context)
    }

    package mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard case .key(let key) = event else { return .stay }
        let answer = prompt.answer(to: key)
        switch (prompt.purpose, answer) {
        case (_, nil): return .stay
        case (_, .cancelled?), (_, .save?), (_, .choice?): return .pop
        case (.copyShipped, .accepted?):
            guard let pack = EditorOpening.playerPack(context.environment) else {
                prompt = Self.packNamePrompt
                return .stay
            }
            return .replace(EditorOpening.newLevel(in: pack, environment: context.environment, from: copying))
        case (_, .accepted(let name)?):
            return createPack(named: name, context: context)
        }
    }

    private mutating func createPack(named name: String, context: ScreenContext) -> ScreenCommand {
        guard let editing = context.environment.levelEditing else { return .pop }
        guard !name.isEmpty, name != ShippedPack.name else {
            prompt = Self.packNamePrompt
            prompt.lines = [name.isEmpty ? "A pack needs a name." : "\"\(name)\" is the shipped pack's name.", "Name it:"]
            return .stay
        }
        if let problem = LevelNameRules.problem(in: name) {
            prompt = Self.packNamePrompt
            prompt.lines = ["The name \(problem).", "Name it:"]
            return .stay
        }
        do {
            try editing.createPack(name)
        } catch {
            prompt = Self.packNamePrompt
            prompt.lines = ["\(error)", "Name it:"]
            return .stay
        }
        return .replace(EditorOpening.newLevel(in: name, environment: context.environment, from: copying))
    }
}

extension EditorOpening {
    /// The level select's editor keys: `e` edits the selected level, `n` makes a new one in the
    /// pack shown. Nil for any other key.
    package static func command(forKey key: Key, selected: Level?, shownPack: String?, context: ScreenContext) -> ScreenCommand? {
        switch key {
        case .character("e"):
            guard let selected else { return .banner("No level to edit: n makes a new one") }
            return command(for: .edit(selected), context: context)
        case .character("n"): return command(for: .new(pack: shownPack), context: context)
        default: return nil
        }
    }
}

extension EditorOpening {
    /// `clearfield edit`: level N of the pack (a pack of the player's own when none is named), or
    /// a new level in the pack, made when it does not exist yet. Said on the command line when it
    /// cannot be done.
    package static func startScreen(pack: String?, level number: Int?, environment: AppEnvironment) throws -> any Screen {
        guard let editing = environment.levelEditing else { throw StartError.cannotEdit("levels cannot be edited in this run") }
        let levels: [Level]
        do {
            levels = try environment.levels()
        } catch {
            throw StartError.unavailable("the levels could not be loaded: \(error)")
        }
        if let number {
            guard let name = pack ?? playerPack(environment) else {
                throw StartError.cannotEdit("you have no level pack of your own yet: `clearfield edit` makes one")
            }
            guard let level = levels.first(where: { $0.pack == name && $0.number == number }) else {
                let numbers = levels.filter { $0.pack == name }.map(\.number)
                let range = numbers.min().flatMap { low in numbers.max().map { "levels \(low) to \($0) exist" } }
                throw StartError.cannotEdit("pack \"\(name)\" has no level \(number)" + (range.map { " (\($0))" } ?? ""))
            }
            return try open(.edit(level), environment: environment).get()
        }
        if let pack, pack != ShippedPack.name, !((try? environment.levelPacks()) ?? []).contains(where: { $0.name == pack }),
           !levels.contains(where: { $0.pack == pack }) {
            if let problem = LevelNameRules.problem(in: pack) {
                throw StartError.cannotEdit("cannot make the pack: its name \(problem)")
            }
            do {
                try editing.createPack(pack)
            } catch {
                throw StartError.cannotEdit("cannot make the pack \"\(pack)\": \(error)")
            }
        }
        if pack == ShippedPack.name {
            throw StartError.cannotEdit("the shipped pack is read-only: name a level (--level N) to copy it into a pack of your own")
        }
        if let pack, isImported(pack, environment) {
            throw StartError.cannotEdit("pack \"\(pack)\" was imported from a file, which its next import would overwrite: "
                                        + "name a level (--level N) to copy it into a pack of your own")
        }
        return try open(.new(pack: pack), environment: environment).get()
    }
}
