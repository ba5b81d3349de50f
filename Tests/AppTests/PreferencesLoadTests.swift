import Foundation
import Testing
@testable import Shell
@testable import UITestSupport

/// A settings file the game cannot fully use is reported (and so kept aside by the launcher),
/// with a reason in a player's words.
@Suite struct PreferencesLoadTests {
    static func load(_ text: String) -> PreferencesStore {
        PreferencesStore(data: Data(text.utf8)) { _ in }
    }

    @Test(arguments: [
        (#"{"mines": {"noGuess": "yes"}}"#, "mines.noGuess"),
        (#"{"mines": {"questionMarks": 1}}"#, "mines.questionMarks"),
        (#"{"mines": "expert"}"#, "mines"),
        (#"{"mines": {"customBoard": {"width": "wide", "height": 9, "mines": 10}}}"#, "mines.customBoard.width"),
    ])
    func aValueOfTheWrongTypeIsReportedNotDropped(_ text: String, setting: String) {
        let store = Self.load(text)
        #expect(store.loadProblem == "the setting \(setting) has a value of the wrong type")
        #expect(store.preferences == Preferences())
    }

    @Test func aValueOutOfRangeIsReported() {
        let store = Self.load(#"{"mines": {"customBoard": {"width": 2, "height": 9, "mines": 10}}}"#)
        #expect(store.loadProblem == "the setting mines.customBoard has a value the game cannot use")
    }

    @Test func missingSettingsTakeTheirDefaultsWithoutAProblem() {
        let store = Self.load(#"{"mines": {"noGuess": false}}"#)
        #expect(store.loadProblem == nil)
        #expect(store.preferences.mines.noGuess == false)
        #expect(store.preferences.mines.questionMarks == false)
    }

    @Test func bytesThatAreNotUTF8GetAPlainSentence() {
        let store = PreferencesStore(data: Data([0xFF, 0xFE, 0x7B])) { _ in }
        #expect(store.loadProblem == "it is not a settings file the game can read")
    }
}
