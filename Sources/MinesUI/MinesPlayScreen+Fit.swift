import Shell
import Terminal

extension MinesPlayScreen {
    // A Mines board bigger than the window scrolls, so the compact size is enough for any.
    public mutating func leaveUnseen(context: ScreenContext) -> ScreenCommand { leaveGameUnseen(context: context) }
    public func unseenLeaving(context: ScreenContext) -> String { gameUnseenLeaving(context: context) }
}
