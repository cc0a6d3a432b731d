import Testing

@testable import Catalog

/// A `.mo` file read and looked up: plain texts, contexts, plurals in a three-form language, the header,
/// and files that are not catalogs.
@Suite("Catalogs")
struct CatalogTests {
    static let header =
        "Project-Id-Version: set-game\nLanguage: ru\nContent-Type: text/plain; charset=UTF-8\n"
        + "Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);\n"

    static let messages: [(String, String)] = [
        ("", header),
        ("Hint", "Подсказка"),
        ("noun\u{4}Set", "Сет"),
        ("%d game\0%d games", "%d игра\0%d игры\0%d игр"),
        ("Untranslated", ""),
    ]

    static func russian(bigEndian: Bool = false) throws -> Catalog {
        Catalog(language: "ru", file: try MOFile(bytes: MOFileWriter.bytes(messages, bigEndian: bigEndian)))
    }

    @Test func textsContextsAndPluralsComeOutInTheLanguage() throws {
        for bigEndian in [false, true] {
            let ru = try Self.russian(bigEndian: bigEndian)
            #expect(ru.text("Hint") == "Подсказка")
            #expect(ru.text("Set", context: "noun") == "Сет")
            // The same English without the context is another message, not translated here.
            #expect(ru.text("Set") == "Set")
            #expect(ru.pluralRule.count == 3)
            let forms = [1, 2, 5, 21, 22, 25, 11].map { ru.form("%d game", "%d games", count: $0, context: nil) }
            #expect(forms == ["%d игра", "%d игры", "%d игр", "%d игра", "%d игры", "%d игр", "%d игр"])
        }
    }

    @Test func aLookedUpTextTakesItsArgumentsAndAPluralItsCount() throws {
        let ru = try Self.russian()
        #expect(ru.plural("%d game", "%d games", count: 22) == "22 игры")
        #expect(ru.plural("%d game", "%d games", count: 5, .int(7)) == "7 игр")
        #expect(ru.text("Deal 3", .int(4)) == "Deal 3")
        #expect(Catalog.english.text("%1$s found %2$d", .string("Ann"), .int(3)) == "Ann found 3")
        #expect(Catalog.english.plural("%d card", "%d cards", count: 1) == "1 card")
        #expect(Catalog.english.plural("%d card", "%d cards", count: -2) == "-2 cards")
        #expect(FormatTests.german.text("%.1f s", .double(12.46)) == "12,5 s")
    }

    @Test func whatIsNotTranslatedIsTheEnglishAsked() throws {
        let ru = try Self.russian()
        #expect(ru.text("Untranslated") == "Untranslated")
        #expect(!ru.translates("Untranslated"))
        #expect(ru.text("Deal 3") == "Deal 3")
        #expect(ru.form("%d card", "%d cards", count: 1, context: nil) == "%d card")
        #expect(ru.form("%d card", "%d cards", count: 4, context: nil) == "%d cards")
        #expect(Catalog.english.form("%d card", "%d cards", count: 0, context: nil) == "%d cards")
    }

    @Test func theHeaderIsReadByField() throws {
        let file = try MOFile(bytes: MOFileWriter.bytes(Self.messages))
        #expect(file.header["Language"] == "ru")
        #expect(file.header["Content-Type"] == "text/plain; charset=UTF-8")
        #expect(file.messages.count == 5)
    }

    @Test func aFileThatIsNotACatalogSaysWhy() {
        let good = MOFileWriter.bytes(Self.messages)
        #expect(throws: MOFile.Problem.notACatalog) {
            try MOFile(bytes: Array("not a catalog at all, no".utf8) + [0, 0, 0, 0])
        }
        #expect(throws: MOFile.Problem.notACatalog) { try MOFile(bytes: []) }
        #expect(throws: MOFile.Problem.revision(0x2_0000)) {
            try MOFile(bytes: MOFileWriter.bytes(Self.messages, revision: 0x2_0000))
        }
        #expect(throws: MOFile.Problem.truncated) { try MOFile(bytes: Array(good.prefix(60))) }
        var broken = good
        broken[broken.count - 2] = 0xff
        #expect(throws: MOFile.Problem.notUTF8) { try MOFile(bytes: broken) }
    }

    @Test func everyPrefixOfAFileIsReadOrRefusedNeverACrash() {
        let good = MOFileWriter.bytes(Self.messages)
        var read = 0
        for length in 0...good.count {
            if (try? MOFile(bytes: Array(good.prefix(length)))) != nil { read += 1 }
        }
        // Only the whole file reads: the last string's terminating zero is outside its stated length.
        #expect(read == 2)
    }
}
