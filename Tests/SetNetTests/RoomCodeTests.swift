import SetCore
import Testing

@testable import SetNet
@testable import SetProtocol

@Suite("Room codes: typed any way, made of characters that cannot be misread")
struct RoomCodeTests {
    @Test(arguments: ["ABCD-EFGH", "abcd-efgh", "ABCDEFGH", "abcdefgh", "  AbCd-eFgH\n", "aBcDeFgH"])
    func aCodeIsTypedWithOrWithoutItsDashInEitherCase(typed: String) {
        #expect(RoomCode(typed)?.text == "ABCDEFGH")
        #expect(RoomCode(typed)?.description == "ABCD-EFGH")
    }

    @Test(arguments: [
        "", "ABCD-EFG", "ABCDEFGHJ", "ABC-DEFGH", "ABCD--EFGH", "ABCD EFGH", "ABCD-EFG0", "OBCDEFGH", "1BCDEFGH",
        "IBCDEFGH", "LBCDEFGH", "ABCDEFGÉ", "ABCD_EFGH",
    ])
    func aMalformedCodeIsRefused(typed: String) {
        #expect(RoomCode(typed) == nil)
    }

    @Test func theAlphabetHas31CharactersAndNoLookAlikes() {
        #expect(RoomCode.alphabet.count == 31)
        #expect(Set(RoomCode.alphabet).count == 31)
        for lookAlike in "01OIL" { #expect(!RoomCode.alphabet.contains(lookAlike)) }
    }

    @Test func randomCodesUseEveryCharacterAndOnlyThose() {
        var generator = SplitMix64(seed: 3)
        var seen: Set<Character> = []
        var codes: Set<RoomCode> = []
        for _ in 0..<200 {
            let code = RoomCode.random(using: &generator)
            #expect(code.text.count == 8)
            #expect(RoomCode(code.description) == code)
            seen.formUnion(code.text)
            codes.insert(code)
        }
        #expect(seen == Set(RoomCode.alphabet))
        #expect(codes.count == 200)
    }
}
