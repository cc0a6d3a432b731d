import Catalog
import Foundation
import Testing

@testable import SetPlatform

/// Every language `po/LINGUAS` ships: built into a catalog beside the program, with its plural forms as
/// CLDR gives them, and every message of the template translated.
@Suite("Languages")
struct LanguagesTests {
    /// The codes `po/LINGUAS` lists.
    static var shipped: [String] {
        let text = (try? String(contentsOfFile: PackageLayersTests.packageRoot + "/po/LINGUAS", encoding: .utf8)) ?? ""
        return text.split(separator: "\n").flatMap {
            ($0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                .split(separator: " ").map(String.init)
        }
    }

    /// The catalogs the build made, as the game finds them.
    static let installed = InstalledCatalogs.current

    /// The form each language gives n = 0, 1, 2, 3, 5, 11, 21, 22, 25 and 101, written by hand from
    /// CLDR's plural rules (one, few, many/other, in gettext's order of forms).
    static let forms: [String: [Int]] = [
        // one: n = 1.
        "de": [1, 0, 1, 1, 1, 1, 1, 1, 1, 1], "es": [1, 0, 1, 1, 1, 1, 1, 1, 1, 1],
        "it": [1, 0, 1, 1, 1, 1, 1, 1, 1, 1], "nl": [1, 0, 1, 1, 1, 1, 1, 1, 1, 1],
        "sv": [1, 0, 1, 1, 1, 1, 1, 1, 1, 1], "el": [1, 0, 1, 1, 1, 1, 1, 1, 1, 1],
        // one: n = 0 or 1.
        "fr": [0, 0, 1, 1, 1, 1, 1, 1, 1, 1], "pt_BR": [0, 0, 1, 1, 1, 1, 1, 1, 1, 1],
        // one: ends in 1 but not 11; few: ends in 2–4 but not 12–14; many: the rest.
        "ru": [2, 0, 1, 1, 2, 2, 0, 1, 2, 0], "uk": [2, 0, 1, 1, 2, 2, 0, 1, 2, 0],
        // one: n = 1; few: ends in 2–4 but not 12–14; many: the rest (21 and 101 too).
        "pl": [2, 0, 1, 1, 2, 2, 2, 1, 2, 2],
        // one: n = 1; few: 2–4; other: the rest.
        "cs": [2, 0, 1, 1, 2, 2, 2, 2, 2, 2],
    ]
    static let counts: [UInt64] = [0, 1, 2, 3, 5, 11, 21, 22, 25, 101]

    @Test func theTwelveLanguagesAreShippedAndBuilt() {
        #expect(Set(Self.shipped) == Set(Self.forms.keys), "po/LINGUAS lists \(Self.shipped)")
        #expect(Set(Self.installed.languages).isSuperset(of: Self.shipped), "built: \(Self.installed.languages)")
    }

    @Test(arguments: forms.keys.sorted())
    func eachCatalogLoadsWithItsPluralForms(language: String) throws {
        let catalog = try #require(Self.installed.catalog(language), "no \(language) catalog")
        #expect(catalog.language == language)
        #expect(catalog.pluralRule.count == (Self.forms[language]?.max() ?? 0) + 1)
        #expect(Self.counts.map(catalog.pluralRule.form(for:)) == Self.forms[language])
    }

    /// The template's messages: each msgid, with its context and its plural.
    static var template: [(context: String?, id: String, plural: String?)] {
        let text =
            (try? String(contentsOfFile: PackageLayersTests.packageRoot + "/po/set-game.pot", encoding: .utf8)) ?? ""
        var messages: [(String?, String, String?)] = []
        var context: String?, id: String?, plural: String?
        func flush() {
            if let id, !id.isEmpty { messages.append((context, id, plural)) }
            (context, id, plural) = (nil, nil, nil)
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty { flush() }
            if let value = Self.value(of: line, key: "msgctxt") { context = value }
            if let value = Self.value(of: line, key: "msgid") { id = value }
            if let value = Self.value(of: line, key: "msgid_plural") { plural = value }
        }
        flush()
        return messages
    }

    /// The string of a `key "…"` line, unescaped.
    static func value(of line: Substring, key: String) -> String? {
        guard line.hasPrefix(key + " \""), line.hasSuffix("\"") else { return nil }
        let body = line.dropFirst(key.count + 2).dropLast()
        var out = "", escaped = false
        for c in body {
            if escaped {
                out.append(c == "n" ? "\n" : c == "t" ? "\t" : c)
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        return out
    }

    @Test(arguments: forms.keys.sorted())
    func everyMessageOfTheTemplateIsTranslated(language: String) throws {
        let catalog = try #require(Self.installed.catalog(language))
        let messages = Self.template
        #expect(messages.count > 400)
        let missing = messages.filter { !catalog.translates($0.id, context: $0.context) }
        #expect(missing.isEmpty, "\(language) lacks \(missing.prefix(5).map(\.id))")
        // Each plural has as many forms as the language's rule.
        for message in messages where message.plural != nil {
            for n in Self.counts {
                let form = catalog.plural(message.id, message.plural ?? "", count: Int(n))
                #expect(!form.isEmpty)
            }
        }
    }

    @Test func aLanguageNotInstalledIsEnglishWithALineThatSaysSo() {
        let catalogs = InstalledCatalogs(files: [:], asked: ["de_DE.UTF-8"])
        let (catalog, warning) = catalogs.launching(chosen: "xx")
        #expect(catalog == .english)
        #expect(warning == "set-game: no xx catalog is installed (none is); playing in English")
        #expect(catalogs.launching(chosen: nil) == (.english, nil))
        #expect(catalogs.launching(chosen: "en@pseudo").catalog == .pseudo)
    }

    @Test func theEnvironmentChoosesAmongTheLanguagesInstalled() throws {
        let de = try #require(Self.installed.files["de"])
        let catalogs = InstalledCatalogs(
            files: ["de": de], asked: LanguagePreference.asked(in: ["LANG": "de_AT.UTF-8"]))
        #expect(catalogs.launching(chosen: nil).catalog.language == "de")
        let french = InstalledCatalogs(files: ["de": de], asked: ["fr_FR", "fr"])
        #expect(french.launching(chosen: nil).catalog == .english)
    }
}
