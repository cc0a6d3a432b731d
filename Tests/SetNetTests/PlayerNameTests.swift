import SetCore
import Testing

@testable import SetNet
@testable import SetProtocol

@Suite("Protocol: names and tokens")
struct PlayerNameTests {
    @Test(arguments: ["Ann", "Zoë", "Abcdefghijklmnopqrst", "Jean-Luc Picard", "李小龍", "👨‍👩‍👧 family", "é́"])
    func printableNamesUpTo20CharactersAreKept(text: String) {
        #expect(PlayerName(text)?.text == text)
    }

    @Test(arguments: [
        "", " ", "Abcdefghijklmnopqrstu", " Ann", "Ann ", "A\tB", "A\nB", "Ann\u{0}",
        "A\u{A0}B", "\u{202E}nnA", "A\u{200B}B", "\u{E000}",
        "e" + String(repeating: "\u{301}", count: 200),
    ])
    func otherNamesAreRefused(text: String) {
        #expect(PlayerName(text) == nil)
    }

    @Test func aNameCountsTheCharactersAPersonSees() {
        // 20 letters, 8 of them accented: 28 bytes of UTF-8, still 20 characters.
        let twenty = "Łukasz Żółć-Ærøskøbi"
        #expect(twenty.count == 20 && twenty.utf8.count == 28)
        #expect(PlayerName(twenty)?.text == twenty)
        #expect(PlayerName(twenty + "n") == nil)
        // A letter and its combining accent are one character, whichever way it is written.
        let decomposed = String(repeating: "e\u{301}", count: 20)
        #expect(decomposed.count == 20)
        #expect(PlayerName(decomposed) != nil)
        #expect(PlayerName(decomposed + "e\u{301}") == nil)
        #expect(PlayerName("Zoe\u{308}")?.text.count == 3)
    }

    @Test func aLetterTheFontLacksIsStillAName() {
        // ƀ (Latin Extended-B) is drawn as the font's box, and the name is kept as written.
        #expect(PlayerName("Ƀaƀa")?.text == "Ƀaƀa")
    }

    @Test func tokensAre32LowerCaseHexDigits() {
        #expect(SeatToken("0123456789abcdef0123456789abcdef") != nil)
        #expect(SeatToken("0123456789ABCDEF0123456789abcdef") == nil)
        #expect(SeatToken("0123456789abcdef0123456789abcde") == nil)
        #expect(SeatToken("0123456789abcdef0123456789abcdefa") == nil)
        #expect(SeatToken("g123456789abcdef0123456789abcdef") == nil)
    }

    @Test func aRandomTokenTakes128BitsFromTheGenerator() {
        // SplitMix64 from seed 0 gives 0xE220A8397B1DCDAF, then 0x6E789E6AA1B965F4 (Vigna's splitmix64.c).
        var generator = SplitMix64(seed: 0)
        #expect(SeatToken.random(using: &generator).text == "e220a8397b1dcdaf6e789e6aa1b965f4")
    }

    @Test func tokensMatchOnlyThemselves() {
        #expect(token("a").matches(token("a")))
        #expect(!token("a").matches(token("b")))
        #expect(ConstantTime.equal([1, 2, 3], [1, 2, 3]))
        #expect(!ConstantTime.equal([1, 2, 3], [1, 2]))
        #expect(!ConstantTime.equal([], [0]))
        #expect(ConstantTime.equal([], []))
    }
}
