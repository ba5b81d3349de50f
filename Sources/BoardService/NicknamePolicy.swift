import BoardAPI
import Players

/// The one place the service checks a nickname, through the Players module (issue 29, point 8):
/// `Nickname.validate` normalises (NFC, white space and invisible fillers trimmed) and checks the
/// characters, and `NicknameRules.comparisonKey` and `writtenKey` (UTS #39 skeletons over the Consortium's
/// confusables data shipped with Players) are what names are unique by — the same rules the game
/// applies to its local database, so there is one implementation.
enum NicknamePolicy {
    /// A name's two keys (`NicknameRules.comparisonKey`, case folded first, and `writtenKey`, the
    /// name as written): two names read alike when they share either.
    struct Keys: Sendable {
        var skeleton: String
        var written: String

        var both: [String] { [skeleton, written] }
    }

    static func check(_ raw: String) throws -> (text: String, keys: Keys) {
        switch Nickname.validate(raw) {
        case .failure(let problem):
            throw APIFailure(.unprocessableContent, .nameRefused, "\"\(raw.prefix(40))\": \(problem)")
        case .success(let nickname):
            if NicknameRules.isPlaceholderForm(nickname.text, table: try table()) {
                throw APIFailure(.unprocessableContent, .nameRefused,
                                 "\"\(nickname.text)\" has the form of the placeholder names (\"Player N\")")
            }
            return (nickname.text, try keys(of: nickname.text))
        }
    }

    /// The keys a name is found and compared by: a name typed to look a player up is normalised
    /// first, exactly as it was when stored.
    static func keys(of name: String) throws -> Keys {
        let normal = NicknameRules.normalise(name), table = try table()
        return Keys(skeleton: NicknameRules.comparisonKey(normal, table: table),
                    written: NicknameRules.writtenKey(normal, table: table))
    }

    /// Without the confusables data no name is let through unchecked: the service says why.
    private static func table() throws -> ConfusableTable {
        switch ConfusableTable.shipped {
        case .success(let table): return table
        case .failure(let error): throw APIFailure(.internalServerError, .internal, "names cannot be checked: \(error)")
        }
    }
}
