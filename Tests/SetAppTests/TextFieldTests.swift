import SetInput
import Testing

@testable import SetApp

@Suite("A text field: typing, the caret and the editing keys")
struct TextFieldTests {
    @Test func typingGoesInAtTheCaretWhichTheArrowsHomeAndEndMove() {
        var field = TextField("ABCD")
        field.edit(.home)
        field.insert("x")
        #expect(field.text == "xABCD")
        #expect(field.caret == 1)
        field.edit(.right)
        field.edit(.right)
        field.insert("-")
        #expect(field.text == "xAB-CD")
        field.edit(.end)
        field.edit(.left)
        field.insert("é")
        #expect(field.text == "xAB-CéD")
        #expect(field.caret == 6)
        field.edit(.left)
        field.edit(.left)
        #expect(field.caret == 4)
        field.edit(.home)
        field.edit(.left)
        #expect(field.caret == 0)
        field.edit(.end)
        field.edit(.right)
        #expect(field.caret == 7)
    }

    @Test func backspaceAndDeleteTakeOneCharacterEitherSideOfTheCaret() {
        var field = TextField("Zoë")
        field.edit(.backspace)
        #expect(field.text == "Zo")
        field.edit(.home)
        field.edit(.backspace)
        #expect(field.text == "Zo")
        field.edit(.delete)
        #expect(field.text == "o")
        #expect(field.caret == 0)
        field.edit(.end)
        field.edit(.delete)
        #expect(field.text == "o")
        // A letter made of two scalars (e and a combining acute) goes with one key.
        var combined = TextField("Zoe\u{301}")
        combined.edit(.backspace)
        #expect(combined.text == "Zo")
    }

    @Test func aPasteLosesItsLineBreaksAndStopsAtTheLimit() {
        var field = TextField(limit: 9)
        field.insert("k7qm-2xwp\n")
        #expect(field.text == "k7qm-2xwp")
        #expect(field.caret == 9)
        field.insert("more")
        #expect(field.text == "k7qm-2xwp")
        var name = TextField("Ann", limit: 5)
        name.edit(.home)
        name.insert("\tJo\u{7}-")
        #expect(name.text == "JoAnn")
        #expect(name.caret == 2)
    }

    @Test func onlyEditingKeysAreTheFields() {
        var field = TextField("a")
        let taken = [Key.backspace, .home, .space, .enter, .f10].map { field.edit($0) }
        #expect(taken == [true, true, false, false, false])
        #expect(TextField("  K7QM 2XWP ").trimmed == "K7QM 2XWP")
    }
}
