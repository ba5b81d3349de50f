import CommandSupport
import TilesEditorUI
import ArgumentParser
import Shell

/// `clearfield edit [--pack NAME] [--level N]`: the level editor.
struct EditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Open the level editor: a level of one of your packs, or a new level.",
        discussion: """
        With --level, level N of the pack (of your first pack without --pack); a shipped level is \
        offered as a copy into a pack of your own. Without it, a new level at the end of the pack, \
        which is made when it does not exist yet. `?` in the editor lists its keys.
        """)

    @OptionGroup(visibility: .hidden) var global: GlobalOptions
    @OptionGroup var drawing: DrawingOptions

    @Option(help: ArgumentHelp("The pack (see `clearfield levels packs`).", valueName: "NAME")) var pack: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The level's number in the pack.", valueName: "N"))
    var level: Int?

    func validate() throws {
        if let level, level < 1 { throw ValidationError("--level \(level) is out of range: levels are numbered from 1") }
        if let pack, pack.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--pack needs a name") }
    }

    func run() throws {
        try TerminalLaunch.launch(global: global, drawing: drawing, start: .editor(pack: pack, level: level))
    }
}
