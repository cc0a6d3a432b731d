import Testing

@testable import Catalog

/// Messages with their values put in: numbered conversions for another word order, decimal commas, and
/// `en@pseudo`.
@Suite("Formatted messages")
struct FormatTests {
    static let german = Catalog(language: "de", messages: [:], plural: .english, pseudo: false)

    @Test func conversionsTakeTheirArgumentsInOrderOrByNumber() {
        let en = Catalog.english
        #expect(en.format("%d Sets in %s", .int(3), .string("2:05")) == "3 Sets in 2:05")
        // A translation may take them the other way round.
        #expect(en.format("in %2$s: %1$d Sets", .int(3), .string("2:05")) == "in 2:05: 3 Sets")
        #expect(en.format("100%% of %d", .int(81)) == "100% of 81")
        // A sign with nothing to convert, or a conversion with no argument, stays as written.
        #expect(en.format("50% off %d and %s", .int(2)) == "50% off 2 and %s")
        #expect(en.format("%3$d", .int(1)) == "%3$d")
        #expect(en.format("%0$d %q", .int(1)) == "%0$d %q")
    }

    @Test func numbersAreWrittenAsTheLanguageWritesThem() {
        #expect(Catalog.english.format("%.1f s", .double(12.45)) == "12.5 s")
        #expect(Self.german.format("%.1f s", .double(12.45)) == "12,5 s")
        #expect(Self.german.format("%.2f", .double(-0.004)) == "0,00")
        #expect(Self.german.format("%.2f", .double(-1.5)) == "-1,50")
        #expect(Self.german.format("%.0f", .double(2.5)) == "3")
        #expect(Self.german.format("%d", .double(2.5)) == "3")
        #expect(Self.german.format("%f", .double(0.25)) == "0,250000")
        #expect(Self.german.decimalSeparator == "," && Catalog.english.decimalSeparator == ".")
        // Past what a whole number holds, and for what is no number, the value as Swift writes it: never a trap.
        #expect(Self.german.format("%.2f", .double(1.5e300)) == "1,5e+300")
        #expect(Self.german.format("%d", .double(-.infinity)) == "-inf")
        #expect(Catalog.english.format("%.1f", .double(.nan)) == "nan")
    }

    @Test func pseudoIsAccentedLongerAndKeepsItsConversions() {
        #expect(Catalog.pseudo.text("Deal 3 cards") == "[Ðéàł 3 çàŕðš ~~~~]")
        #expect(Catalog.pseudo.text("%d Sets in %2$s") == "[%d Šéţš îñ %2$s ~~~~~]")
        #expect(Catalog.pseudo.text("Hint", context: "button") == "[Ĥîñţ ~]")
        #expect(Catalog.pseudo.form("%d card", "%d cards", count: 1, context: nil) == "[%d çàŕð ~~]")
        #expect(Catalog.pseudo.form("%d card", "%d cards", count: 2, context: nil) == "[%d çàŕðš ~~]")
        // At least 40% longer than the English, every time.
        for english in [
            "OK", "Hint", "New Game", "Three cards are a Set when each feature is all the same or all different.",
        ] {
            #expect(Double(Catalog.pseudo.text(english).count) >= Double(english.count) * 1.4, "\(english)")
        }
    }
}
