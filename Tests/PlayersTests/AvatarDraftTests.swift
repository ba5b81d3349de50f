import GameCore
import Players
import PropertyBased
import Testing

@Suite struct AvatarDraftTests {
    @Test func paintingMovesAndUndoes() {
        var draft = AvatarDraft(Avatar())
        draft.paint(.green)
        draft.moveCursor(dx: 1, dy: 0)
        draft.toggle()
        #expect(draft.avatar[x: 0, y: 0] == .green)
        #expect(draft.avatar[x: 1, y: 0] == .green)
        draft.toggle()
        #expect(draft.avatar[x: 1, y: 0] == .empty)
        draft.undo()
        #expect(draft.avatar[x: 1, y: 0] == .green)
        draft.undo()
        draft.undo()
        #expect(draft.avatar.isBlank)
        #expect(!draft.canUndo)
        #expect(!draft.hasChanges)
    }

    @Test func theCursorStaysOnThePicture() {
        var draft = AvatarDraft(Avatar())
        draft.moveCursor(dx: -3, dy: -3)
        #expect(draft.cursor == Point.zero)
        draft.moveCursor(dx: 20, dy: 20)
        #expect(draft.cursor == Point(x: 7, y: 7))
    }

    /// Any sequence of edits undone step by step walks back through every picture it made, to the
    /// one it started with.
    @Test func undoRetracesEveryChange() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...13).array(of: 0...60)) { steps in
            var draft = AvatarDraft(Avatar.identicon(for: 42))
            var seen = [draft.avatar]
            for step in steps {
                switch step {
                case 0: draft.moveCursor(dx: 1, dy: 0)
                case 1: draft.moveCursor(dx: -1, dy: 0)
                case 2: draft.moveCursor(dx: 0, dy: 1)
                case 3: draft.moveCursor(dx: 0, dy: -1)
                case 4: draft.toggle()
                case 5: draft.erase()
                case 6: draft.clear()
                case 7: draft.replace(with: Avatar.identicon(for: 7))
                default: draft.paint(AvatarColor.inks[step - 8])
                }
                if draft.avatar != seen.last { seen.append(draft.avatar) }
            }
            #expect(draft.hasChanges == (draft.avatar != seen[0]))
            while draft.canUndo {
                #expect(draft.avatar == seen.removeLast())
                draft.undo()
            }
            #expect(seen == [draft.avatar])
            #expect(draft.avatar == Avatar.identicon(for: 42))
        }
    }
}
