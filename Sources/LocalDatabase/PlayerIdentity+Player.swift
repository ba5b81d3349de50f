import Midend

extension PlayerIdentity {
    /// The identity of a player row of the database.
    public init(_ player: Player) {
        self.init(id: player.id, name: player.name)
    }
}
