@testable import Shell
import Foundation
import Testing
@testable import UITestSupport

@Suite struct PreferencesSaveTests {
    @Test func afterAnUnreadableFileTheDefaultsAreWrittenSoTheNextStartHasNoProblem() throws {
        var written: [Data] = []
        let broken = PreferencesStore(data: Data("{not json".utf8)) { written.append($0) }
        #expect(broken.loadProblem != nil)
        #expect(written.isEmpty, "nothing is written until asked")
        #expect(broken.save() == nil)
        let file = try #require(written.last)
        let next = PreferencesStore(data: file) { _ in }
        #expect(next.loadProblem == nil, "the next start reads the defaults without a notice")
        #expect(next.preferences == Preferences())
    }
}
