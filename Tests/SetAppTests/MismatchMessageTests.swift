import Catalog
import Geometry
import SetInput
import SetTable
import Testing

@testable import SetApp
@testable import SetCore

/// The message line says why three cards are not a Set, for as long as they stay selected.
@Suite("App core: a mismatch explains itself")
struct MismatchMessageTests {
    func message(_ codes: String, theme: Theme = .standard) -> String {
        let cards = codes.split(separator: " ").compactMap { Card(code: String($0)) }
        return MismatchWording.message(FeatureMismatch.explain(cards), theme: theme, catalog: .english)
    }

    @Test func oneFailingFeature() {
        #expect(message("1RDF 2GDF 3RDF") == "Not a Set: colour (two red, one green)")
        #expect(message("3GSF 2GOS 1GDS") == "Not a Set: shading (two striped, one solid)")
    }

    @Test func twoFailingFeatures() {
        #expect(
            message("1RDF 2RDS 2GDO")
                == "Not a Set: number (two with two symbols, one with one) and colour (two red, one green)")
        #expect(
            message("3PDO 3GOO 1RDO")
                == "Not a Set: number (two with three symbols, one with one) and shape (two diamonds, one oval)")
    }

    @Test func threeFailingFeatures() {
        #expect(
            message("1POF 1GSS 3RSF")
                == "Not a Set: number (two with one symbol, one with three), shape (two squiggles, one oval)"
                + " and shading (two solid, one striped)")
    }

    @Test func fourFailingFeatures() {
        #expect(
            message("2PSO 3PDO 2GDS")
                == "Not a Set: number (two with two symbols, one with three), colour (two purple, one green),"
                + " shape (two diamonds, one squiggle) and shading (two open, one striped)")
    }

    @Test func colourBlindModeNamesTheInksItDraws() {
        // With the letter each card carries in that mode.
        #expect(
            message("1RDF 2GDF 3RDF", theme: .colorblind)
                == "Not a Set: colour (two orange R, one bluish green G)")
        #expect(message("2PSO 3PDO 2GDS", theme: .colorblind).contains("colour (two violet P, one bluish green G)"))
    }

    /// A table without a Set: 2RDO 3PSO 1RDS 3RSO 3POF 1POO 2RSF 2GDF 1RDF 1PDF 2PSO 3GOO.
    func noSetTable(theme: Theme = .standard) -> AppState {
        let table = "2RDO 3PSO 1RDS 3RSO 3POF 1POO 2RSF 2GDF 1RDF 1PDF 2PSO 3GOO"
            .split(separator: " ").compactMap { Card(code: String($0)) }
        let game = Game(table: table, deck: Card.all.filter { !table.contains($0) }, now: 0)
        return AppState(game: game, width: 1280, height: 800, settings: .init(theme: theme))
    }

    func tap(_ s: inout AppState, _ indices: Int..., now: Double = 1) {
        for index in indices { _ = reduce(&s, .intent(.cardTapped(index: index)), now: now) }
    }

    static let explained =
        "Not a Set: colour (two red, one purple), shape (two diamonds, one squiggle)"
        + " and shading (two open, one striped)"

    @Test func theExplanationUsesSelectionOrder() {
        var s = noSetTable()
        tap(&s, 2, 0)
        #expect(s.message == nil)
        tap(&s, 1)  // 1RDS, 2RDO, 3PSO
        #expect(s.game.selectionState == .mismatch)
        #expect(s.message == Self.explained)
        #expect(s.scene(now: 1).message == Self.explained)
    }

    @Test func theExplanationStaysWhileTheMismatchIsSelected() {
        var s = noSetTable()
        tap(&s, 2, 0, 1)
        let steps: [(String, AppAction)] = [
            ("the clock", .clock),
            ("a frame", .frame),
            ("the wheel", .input(.wheel(dx: 0, dy: -3, at: Point(300, 300)))),
            ("a deal", .intent(.dealTapped(player: nil))),
            ("a shuffle", .intent(.shuffleRequested)),
            ("Escape", .input(.keyDown(.escape, modifiers: [], isRepeat: false))),
            ("the labels", .input(.keyDown(.k, modifiers: [], isRepeat: false))),
        ]
        for (name, action) in steps {
            _ = reduce(&s, action, now: 2)
            #expect(s.game.selectionState == .mismatch, "\(name)")
            #expect(s.message == Self.explained, "after \(name)")
        }
        #expect(s.game.table.count == 15)
    }

    @Test func theExplanationGoesWhenTheSelectionChanges() {
        var s = noSetTable()
        tap(&s, 2, 0, 1)
        tap(&s, 5)
        #expect(s.game.selection == [5])
        #expect(s.message == nil)
        // Clicking one of the three also starts a new selection.
        s = noSetTable()
        tap(&s, 2, 0, 1)
        tap(&s, 0)
        #expect(s.game.selection == [0])
        #expect(s.message == nil)
        s = noSetTable()
        tap(&s, 2, 0, 1)
        _ = reduce(&s, .intent(.newGameTapped), now: 3)
        #expect(s.message == nil)
    }

    @Test func aNewMismatchReplacesTheLastOne() {
        var s = noSetTable()
        tap(&s, 2, 0, 1)
        tap(&s, 8, 6, 7)  // 1RDF, 2RSF, 2GDF
        #expect(
            s.message == "Not a Set: number (two with two symbols, one with one), colour (two red, one green)"
                + " and shape (two diamonds, one squiggle)")
    }

    /// "No Set" answers the Hint press; the explanation comes back with the next move that keeps the cards selected.
    @Test func aHintThatFindsNoSetSpeaksFirst() {
        var s = noSetTable()
        tap(&s, 2, 0, 1)
        _ = reduce(&s, .intent(.hintTapped), now: 2)
        #expect(s.message == "No Set on the table: deal 3 more")
        _ = reduce(&s, .intent(.dealTapped(player: nil)), now: 3)
        #expect(s.message == Self.explained)
    }

    @Test func aResumedMismatchIsExplained() {
        var s = noSetTable()
        tap(&s, 2, 0, 1)
        let resumed = AppState(game: s.game, width: 800, height: 600)
        #expect(resumed.message == Self.explained)
        let warned = AppState(game: s.game, width: 800, height: 600, opening: .init(message: "Cannot save"))
        #expect(warned.message == "Cannot save")
    }

    @Test func twoPlayersSeeTheExplanationUntilTheNextMove() {
        var s = noSetTable()
        let game = Game(table: s.game.table, deck: s.game.deck, mode: .twoPlayer, now: 0)
        s = AppState(game: game, width: 1280, height: 800)
        _ = reduce(&s, .intent(.claimTapped(player: 0)), now: 1)
        tap(&s, 2, 0, 1)
        // With two players a mismatch is deselected at once; the line still says why.
        #expect(s.game.selection.isEmpty)
        #expect(s.message == Self.explained)
        _ = reduce(&s, .intent(.claimTapped(player: 1)), now: 2)
        #expect(s.message == nil)
    }
}
