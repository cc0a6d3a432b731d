import Testing

@testable import SetCore

/// A count meets its noun: singular for one (and minus one), plural for every other count.
@Suite struct CountedTests {
    @Test(
        arguments: [
            (0, "game", nil, "0 games"), (1, "game", nil, "1 game"), (2, "game", nil, "2 games"),
            (21, "Set", nil, "21 Sets"), (-1, "pt", nil, "-1 pt"), (-2, "pt", nil, "-2 pts"),
            (1, "more game", nil, "1 more game"), (3, "more game", nil, "3 more games"),
            (1, "try", "tries", "1 try"), (4, "try", "tries", "4 tries"),
        ] as [(Int, String, String?, String)])
    func aCountTakesItsNounsForm(count: Int, singular: String, plural: String?, expected: String) {
        #expect(count.counted(singular, plural: plural) == expected)
    }
}
