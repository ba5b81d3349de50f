import BoardAPI
import Players

/// The one place the service checks a nickname, through the Players module (its validation and
/// its look-alike skeleton): what is stored is the checked text and the skeleton names compare by.
enum NicknamePolicy {
    static func check(_ raw: String) throws -> (text: String, skeleton: String) {
        switch Nickname.validate(raw) {
        case .failure(let problem):
            throw APIFailure(.unprocessableContent, .nameRefused, "\"\(raw.prefix(40))\": \(problem)")
        case .success(let nickname):
            if NameSkeleton.isPlaceholderForm(nickname.text) {
                throw APIFailure(.unprocessableContent, .nameRefused,
                                 "\"\(nickname.text)\" has the form of the placeholder names (\"Player N\")")
            }
            return (nickname.text, NameSkeleton.of(nickname.text))
        }
    }
}
