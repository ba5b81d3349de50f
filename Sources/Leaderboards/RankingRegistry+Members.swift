/// An aggregate board's members as this game knows them: the boards its rules list (for the
/// Tiles total, the shipped levels' current boards and the older versions with rows here) that
/// the aggregate sums.
///
/// A store whose rows anyone can write (the shared board) reads only these, so junk filed on
/// made-up boards under the member prefix (100,000 "levels" nobody ships) never leaves the server,
/// and a run on a level the campaign does not have cannot raise a total however well it replays.
extension RankingRegistry {
    /// For each aggregate board, its member boards among `boards`, in listing order.
    public var knownMembers: [BoardID: [BoardID]] {
        let listed = boards
        var members: [BoardID: [BoardID]] = [:]
        for board in listed {
            guard let aggregate = board.aggregate else { continue }
            members[board.id] = listed.map(\.id).filter { $0 != board.id && aggregate.isMember($0) }
        }
        return members
    }
}
