import BoardAPI
import Players

/// The one place the service checks a nickname, through the Players module (issue 29, point 8):
/// `Nickname.validate` normalises (NFC, white space and invisible fillers trimmed) and checks the
/// characters, and `NicknameRules.comparisonKey` (the UTS #39 skeleton over the Consortium's
/// confusables data shipped with Players) is what names are unique by — the same rules the game
/// applies to its local database, so there is one implementation.
enum NicknamePolicy {
    static func check(_ raw: String) throws -> (text: String, skeleton: String) {
        switch Nickname.validate(raw) {
        case .failure(let problem):
            throw APIFailure(.unprocessableContent, .nameRefused, "\"\(raw.prefix(40))\": \(problem)")
        case .success(let nickname):
            if NicknameRules.isPlaceholderForm(nickname.text, table: try table()) {
                throw APIFailure(.unprocessableContent, .nameRefused,
                                 "\"\(nickname.text)\" has the form of the placeholder names (\"Player N\")")
            }
            return (nickname.text, try key(of: nickname.text))
        }
    }

    /// The key a name is found and compared by: a name typed to look a player up is normalised
    /// first, exactly as it was when stored.
    static func key(of name: String) throws -> String {
        NicknameRules.comparisonKey(NicknameRules.normalise(name), table: try table())
    }

    /// Without the confusables data no name is let through unchecked: the service says why.
    private static func table() throws -> ConfusableTable {
        switch ConfusableTable.shipped {
        case .success(let table): return table
        case .failure(let error): throw APIFailure(.internalServerError, .internal, "names cannot be checked: \(error)")
        }
    }
}
