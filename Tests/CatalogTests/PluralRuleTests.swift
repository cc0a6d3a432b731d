import Testing

@testable import Catalog

/// The plural rules of the twelve languages, as their catalogs' headers state them, against a table written
/// by hand from CLDR's plural rules (the form gettext's catalogs use for each CLDR category).
@Suite("Plural rules")
struct PluralRuleTests {
    static let counts: [UInt64] = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101]

    /// Each language's `Plural-Forms`, and the form of each of `counts`, by hand.
    static let languages: [(code: String, header: String, forms: [Int])] = [
        ("de", "nplurals=2; plural=(n != 1);", [1, 0, 1, 1, 1, 1, 1, 1, 1, 1]),
        ("nl", "nplurals=2; plural=(n != 1);", [1, 0, 1, 1, 1, 1, 1, 1, 1, 1]),
        ("sv", "nplurals=2; plural=(n != 1);", [1, 0, 1, 1, 1, 1, 1, 1, 1, 1]),
        ("it", "nplurals=2; plural=(n != 1);", [1, 0, 1, 1, 1, 1, 1, 1, 1, 1]),
        ("es", "nplurals=2; plural=(n != 1);", [1, 0, 1, 1, 1, 1, 1, 1, 1, 1]),
        ("el", "nplurals=2; plural=(n != 1);", [1, 0, 1, 1, 1, 1, 1, 1, 1, 1]),
        // French and Brazilian Portuguese: 0 and 1 take the singular ("0 partie", "0 jogo").
        ("fr", "nplurals=2; plural=(n > 1);", [0, 0, 1, 1, 1, 1, 1, 1, 1, 1]),
        ("pt_BR", "nplurals=2; plural=(n > 1);", [0, 0, 1, 1, 1, 1, 1, 1, 1, 1]),
        // One: ends in 1 but not 11; few: ends in 2–4 but not 12–14; many: the rest.
        (
            "ru",
            "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
            [2, 0, 1, 1, 2, 2, 0, 1, 2, 0]
        ),
        (
            "uk",
            "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
            [2, 0, 1, 1, 2, 2, 0, 1, 2, 0]
        ),
        // One: 1 alone; few: ends in 2–4 but not 12–14; many: the rest, 21 and 101 among them.
        (
            "pl",
            "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
            [2, 0, 1, 1, 2, 2, 2, 1, 2, 2]
        ),
        // One: 1; few: 2–4; other: the rest (CLDR's "many" is for fractions, which a count never is).
        ("cs", "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;", [2, 0, 1, 1, 2, 2, 2, 2, 2, 2]),
    ]

    @Test(arguments: languages.map(\.code))
    func eachLanguageGivesTheFormCLDRSays(code: String) throws {
        let language = try #require(Self.languages.first { $0.code == code })
        let rule = try #require(PluralRule(header: language.header))
        #expect(rule.count == (language.forms.max() ?? 0) + 1)
        #expect(Self.counts.map(rule.form) == language.forms, "\(code)")
    }

    @Test func cOperatorsBindAsInC() throws {
        func value(_ expression: String, _ n: UInt64) throws -> UInt64 {
            try #require(PluralRule.Parser.parse(expression)).value(n: n)
        }
        #expect(try value("1 + 2 * 3", 0) == 7)
        #expect(try value("(1 + 2) * 3", 0) == 9)
        #expect(try value("10 - 4 - 3", 0) == 3)
        #expect(try value("n % 10 == 1 && n % 100 != 11", 111) == 0)
        #expect(try value("n % 10 == 1 && n % 100 != 11", 121) == 1)
        #expect(try value("!n", 0) == 1)
        #expect(try value("!n", 5) == 0)
        #expect(try value("n == 0 ? 0 : n == 1 ? 1 : 2", 7) == 2)
        #expect(try value("0 || n < 3", 2) == 1)
        // Division by zero gives 0 instead of trapping, and unsigned arithmetic wraps as C's does.
        #expect(try value("n / 0", 4) == 0)
        #expect(try value("n - 1", 0) == UInt64.max)
    }

    @Test func aFormPastTheLastIsTheLastAndABrokenHeaderIsNone() throws {
        let rule = try #require(PluralRule(header: "nplurals=2; plural=n;"))
        #expect(rule.form(for: 7) == 1)
        #expect(PluralRule(header: "nplurals=2; plural=(n != 1;") == nil)
        #expect(PluralRule(header: "nplurals=2;") == nil)
        #expect(PluralRule(header: "nplurals=0; plural=0;") == nil)
        #expect(PluralRule(header: "nplurals=2; plural=n $ 1;") == nil)
    }
}
