import CNCurses
import PropertyBased
import Testing
@testable import Terminal

@Suite struct KeyDecoderTests {
    private func character(_ code: UInt32) -> DecodedInput { KeyDecoder.decode(code: code, isFunctionKey: false) }
    private func function(_ code: Int32) -> DecodedInput { KeyDecoder.decode(code: UInt32(code), isFunctionKey: true) }

    @Test func terminalCodesForEditingKeys() {
        #expect(character(10) == .key(.enter))
        #expect(character(13) == .key(.enter))
        #expect(character(9) == .key(.tab))
        #expect(character(27) == .key(.escape))
        #expect(character(127) == .key(.backspace))
        #expect(character(8) == .key(.backspace))
        #expect(character(32) == .key(.character(" ")))
    }

    @Test func controlLettersOtherThanTheEditingOnes() {
        let editing: Set<Character> = ["h", "i", "j", "m"]
        for (offset, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() where !editing.contains(letter) {
            #expect(character(UInt32(offset + 1)) == .key(.control(letter)))
        }
        #expect(character(12) == .key(.control("l")))
        #expect(character(0) == .unrecognized)
        #expect(character(28) == .unrecognized)
        #expect(character(0x85) == .unrecognized)
    }

    @Test func printableCharactersDecodeToThemselves() async {
        // Codes rather than scalars: the generator must not stumble on the surrogate range.
        await propertyCheck(input: Gen.uint32(in: 0x20...0x2FFFF)) { code in
            guard let scalar = Unicode.Scalar(code), code != 127, !(0x80...0x9F).contains(code) else { return }
            #expect(KeyDecoder.decode(code: scalar.value, isFunctionKey: false) == .key(.character(Character(scalar))))
        }
    }

    @Test func namedFunctionKeys() {
        #expect(function(KEY_UP) == .key(.up))
        #expect(function(KEY_DOWN) == .key(.down))
        #expect(function(KEY_LEFT) == .key(.left))
        #expect(function(KEY_RIGHT) == .key(.right))
        #expect(function(KEY_ENTER) == .key(.enter))
        #expect(function(KEY_BACKSPACE) == .key(.backspace))
        #expect(function(KEY_DC) == .key(.delete))
        #expect(function(KEY_BTAB) == .key(.backTab))
        #expect(function(KEY_HOME) == .key(.home))
        #expect(function(KEY_END) == .key(.end))
        #expect(function(KEY_PPAGE) == .key(.pageUp))
        #expect(function(KEY_NPAGE) == .key(.pageDown))
        #expect(function(KEY_A1) == .key(.home))
        #expect(function(KEY_C3) == .key(.pageDown))
        #expect(function(KEY_MOUSE) == .mouse)
        #expect(function(KEY_RESIZE) == .resize)
        #expect(function(KEY_SLEFT) == .unrecognized)
    }

    @Test func functionKeysByNumber() {
        for number in 1...63 {
            #expect(function(KEY_F0 + Int32(number)) == .key(.function(number)))
        }
        #expect(function(KEY_F0) == .unrecognized)
    }

    @Test func aFunctionKeyCodeIsNotReadAsACharacter() {
        // KEY_UP's value is also a valid character code (ŀ); only the flag tells them apart.
        #expect(character(UInt32(KEY_UP)) == .key(.character(Character(Unicode.Scalar(UInt32(KEY_UP))!))))
    }
}

@Suite struct MouseDecoderTests {
    @Test func pressesAndClicksPickTheButton() {
        #expect(MouseDecoder.button(for: cf_button1_pressed()) == .left)
        #expect(MouseDecoder.button(for: cf_button1_clicked()) == .left)
        #expect(MouseDecoder.button(for: cf_button2_pressed()) == .middle)
        #expect(MouseDecoder.button(for: cf_button3_pressed()) == .right)
        #expect(MouseDecoder.button(for: cf_button3_clicked()) == .right)
        #expect(MouseDecoder.button(for: cf_button4_pressed()) == .scrollUp)
        #expect(MouseDecoder.button(for: cf_button5_pressed()) == .scrollDown)
    }

    @Test func releasesAndNothingAreIgnored() {
        #expect(MouseDecoder.button(for: cf_button1_released()) == nil)
        #expect(MouseDecoder.button(for: cf_button3_released()) == nil)
        #expect(MouseDecoder.button(for: 0) == nil)
    }

    @Test func motionWithTheLeftButtonHeldIsADrag() {
        var held = false
        #expect(MouseDecoder.button(for: cf_report_mouse_position(), leftHeld: &held) == nil)
        #expect(MouseDecoder.button(for: cf_button1_pressed(), leftHeld: &held) == .left)
        #expect(held)
        #expect(MouseDecoder.button(for: cf_report_mouse_position(), leftHeld: &held) == .leftDrag)
        #expect(MouseDecoder.button(for: cf_button1_released(), leftHeld: &held) == nil)
        #expect(!held)
        #expect(MouseDecoder.button(for: cf_report_mouse_position(), leftHeld: &held) == nil)
        #expect(MouseDecoder.button(for: cf_button3_pressed(), leftHeld: &held) == .right)
        #expect(MouseDecoder.requestedEvents & cf_report_mouse_position() != 0)
    }

    @Test func everyButtonReportedIsRequested() {
        let requested = MouseDecoder.requestedEvents
        for mask in [cf_button1_pressed(), cf_button2_pressed(), cf_button3_pressed(), cf_button4_pressed(),
                     cf_button5_pressed()] {
            #expect(requested & mask == mask)
        }
    }
}
