import Testing

@testable import SetInput

@Suite("Key bindings")
struct KeyBindingTests {
    /// Keys in solo play with labels hidden, and what they mean.
    static let commands: [(key: Key, modifiers: KeyModifiers, isRepeat: Bool, action: InputAction?)] = [
        (.space, [], false, .deal),
        (.d, [], false, .deal),
        (.d, .shift, false, .deal),
        (.n, [], false, .newGame),
        (.h, [], false, .hint),
        (.r, .ctrl, false, .shuffle),
        (.r, [.ctrl, .shift], false, .shuffle),
        (.r, [], false, nil),
        (.q, .ctrl, false, .quit),
        (.q, [], false, .quit),
        (.f11, [], false, .toggleFullScreen),
        (.escape, [], false, .cancel),
        (.k, [], false, .showLabels(true)),
        (.p, [], false, .pause),
        (.f10, [], false, .openMenu),
        (.f1, [], false, .openRules),
        (.p, [], true, nil),
        (.p, .ctrl, false, nil),
        (.up, [], false, .scroll(dy: -40)),
        (.down, [], false, .scroll(dy: 40)),
        (.down, [], true, .scroll(dy: 40)),
        // Auto-repeat never deals, starts a game, shuffles or quits again.
        (.space, [], true, nil),
        (.d, [], true, nil),
        (.n, [], true, nil),
        (.r, .ctrl, true, nil),
        // M mutes and unmutes, once per press.
        (.m, [], false, .toggleMute),
        (.m, [], true, nil),
        (.m, .ctrl, false, nil),
        (.q, [], true, nil),
        // Other chords pass by.
        (.d, .ctrl, false, nil),
        (.d, .alt, false, nil),
        (.q, .gui, false, nil),
        (.r, [.ctrl, .alt], false, nil),
        (.n, .ctrl, false, nil),
        // Claim keys and labels are off in solo play with labels hidden.
        (.leftShift, [], false, nil),
        (.rightShift, [], false, nil),
        (.digit1, [], false, nil),
        (.a, [], false, nil),
        (.enter, [], false, nil),
    ]

    @Test("each key means its command", arguments: commands)
    func command(_ c: (key: Key, modifiers: KeyModifiers, isRepeat: Bool, action: InputAction?)) {
        let actions = run([key(c.key, c.modifiers, isRepeat: c.isRepeat)])
        #expect(actions == (c.action.map { [$0] } ?? []))
    }

    @Test("the label alphabet: 1–9, 0, then 15 letters that mean nothing else (not M, which mutes)")
    func alphabet() {
        let labels = KeyBindings.cardLabelKeys
        #expect(labels.map(\.rawValue).joined() == "1234567890abcefgjstuvwxyz")
        #expect(Set(labels).count == labels.count)
        let taken: [Key] = [
            .d, .n, .h, .k, .m, .p, .q, .r, .space, .escape, .f1, .f10, .f11,
            KeyBindings.firstPlayerClaimKey, KeyBindings.secondPlayerClaimKey,
        ]
        #expect(labels.allSatisfy { !taken.contains($0) })
        #expect(labels.allSatisfy { $0.character != nil })
        #expect(KeyBindings.label(forCard: 0) == .digit1)
        #expect(KeyBindings.label(forCard: 9) == .digit0)
        #expect(KeyBindings.label(forCard: 24) == .z)
        #expect(KeyBindings.label(forCard: 25) == nil)
        #expect(KeyBindings.label(forCard: -1) == nil)
    }

    /// Label keys with 21 cards on the table, and the card they select.
    static let labelCases: [(key: Key, index: Int?)] = [
        (.digit1, 0), (.digit9, 8), (.digit0, 9), (.a, 10), (.b, 11), (.c, 12), (.e, 13),
        (.j, 16), (.s, 17), (.t, 18), (.u, 19), (.v, 20), (.w, nil), (.z, nil), (.m, nil), (.d, nil), (.i, nil),
        (.p, nil),
    ]

    @Test("with labels shown, a label key selects its card", arguments: labelCases)
    func labelSelects(_ c: (key: Key, index: Int?)) {
        var recognizer = Recognizer(cardCount: 21)
        #expect(recognizer.handle(key(.k)) == [.showLabels(true)])
        #expect(recognizer.labelsShown)
        let actions = recognizer.handle(key(c.key))
        if let index = c.index {
            #expect(actions == [.selectCard(index: index)])
        } else {
            #expect(!actions.contains { if case .selectCard = $0 { true } else { false } })
        }
    }

    @Test("a held Shift still selects; a repeat or Ctrl does not")
    func labelModifiers() {
        var recognizer = Recognizer(labelsShown: true, cardCount: 12)
        #expect(recognizer.handle(key(.digit3, .shift)) == [.selectCard(index: 2)])
        #expect(recognizer.handle(key(.digit3, isRepeat: true)) == [])
        #expect(recognizer.handle(key(.digit3, .ctrl)) == [])
    }

    @Test("K toggles the labels; Escape hides them and cancels")
    func toggleAndEscape() {
        var recognizer = Recognizer(cardCount: 12)
        #expect(run([key(.k), key(.k)], on: &recognizer) == [.showLabels(true), .showLabels(false)])
        #expect(!recognizer.labelsShown)
        #expect(run([key(.k), key(.escape)], on: &recognizer) == [.showLabels(true), .showLabels(false), .cancel])
        #expect(!recognizer.labelsShown)
        #expect(recognizer.handle(key(.digit1)) == [])
    }

    @Test("claim keys claim only in two-player mode, one per player")
    func claims() {
        var recognizer = Recognizer(isTwoPlayer: true, labelsShown: true, cardCount: 12)
        #expect(recognizer.handle(key(.leftShift, .shift)) == [.claim(.first)])
        #expect(recognizer.handle(key(.rightShift, .shift)) == [.claim(.second)])
        #expect(recognizer.handle(key(.leftShift, .shift, isRepeat: true)) == [])
        recognizer.context.isTwoPlayer = false
        #expect(recognizer.handle(key(.leftShift, .shift)) == [])
        #expect(recognizer.handle(key(.rightShift, .shift)) == [])
    }

    /// SDL keycodes that are ASCII, and the key they name.
    static let asciiCases: [(code: Int, key: Key?)] = [
        (97, .a), (122, .z), (65, .a), (82, .r), (48, .digit0), (57, .digit9), (32, .space),
        (13, .enter), (27, .escape), (9, .tab), (8, .backspace),
        (127, .delete), (47, nil), (-1, nil), (1 << 30 | 68, nil), (256 + 97, nil),
    ]

    @Test("SDL's ASCII keycodes map to keys", arguments: asciiCases)
    func ascii(_ c: (code: Int, key: Key?)) {
        #expect(Key(ascii: c.code) == c.key)
    }

    @Test("letters and digits know their character; other keys have none")
    func characters() {
        #expect(Key.q.character == "q")
        #expect(Key.digit7.character == "7")
        #expect(Key.f11.character == nil)
        #expect(Key.space.character == nil)
        #expect(Key.allCases.filter { $0.character != nil }.count == 36)
    }
}
