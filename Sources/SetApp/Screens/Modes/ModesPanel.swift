import Catalog
import SetCore
import SetTable

extension OverlayPanel {
    /// The modes: a heading a family (Classic, Puzzles, Variants, Sprints), and under it each
    /// mode's button with its rule in one line; the mode in play is not live.
    init(modes scene: TableScene, in space: PanelRoom) {
        let c = scene.catalog
        let sections = Variant.Family.allCases.map { family -> [RulesBook.Block] in
            [.heading(Self.name(of: family, in: c))]
                + Game.Mode.allCases.filter { $0.variant.family == family }.flatMap { mode in
                    [
                        RulesBook.Block.button(
                            .modes(.mode(mode)), title: mode.title(in: c),
                            enabled: mode != scene.game.mode && scene.offeredModes?.contains(mode) != false),
                        .paragraph(mode.variant.summary(in: c)),
                    ]
                }
        }
        self.init(
            paged: sections, kind: .modes, title: c.text("Modes"), scene: scene, in: space,
            pages: (.modes(.previous), .modes(.next)), lastRow: [(.modes(.close), c.text("Close"), true)])
    }

    /// A family of modes as its heading names it.
    static func name(of family: Variant.Family, in c: Catalog) -> String {
        switch family {
        case .classic: c.text("Classic", context: "family of modes")
        case .puzzles: c.text("Puzzles", context: "family of modes")
        case .variants: c.text("Variants", context: "family of modes")
        case .sprints: c.text("Sprints", context: "family of modes")
        }
    }
}
