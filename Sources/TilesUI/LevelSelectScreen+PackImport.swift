import Shell
import ReplayUI
import TilesPacksUI
// The level select's pack import (`i`): the import screen goes on top, and a pack it installed
// is the page shown when the list is back.
extension LevelSelectScreen {
    package mutating func openPackImport(context: ScreenContext) -> ScreenCommand {
        guard context.environment.importPack != nil else {
            return .banner("Packs cannot be imported in this run")
        }
        return .push(PackImportScreen(note: importedPack))
    }

    /// Turns to the pack just imported, if any (after `reload`).
    package mutating func showImportedPack() {
        guard let name = importedPack.take(), let index = pages.firstIndex(where: { $0.name == name }) else { return }
        pageIndex = index
        showPage(keepingSelection: false)
    }
}
