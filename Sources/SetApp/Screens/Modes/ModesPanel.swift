import SetCore
import SetTable

extension OverlayPanel {
    /// The modes: a heading a family (Classic, Puzzles, Variants, Sprints), and under it each
    /// mode's button with its rule in one line; the mode in play is not live.
    init(modes scene: TableScene, in space: PanelRoom) {
        let sections = Variant.Family.allCases.map { family -> [RulesBook.Block] in
            [.heading(family.rawValue)]
                + Game.Mode.allCases.filter { $0.variant.family == family }.flatMap { mode in
                    [
                        RulesBook.Block.button(
                            .modes(.mode(mode)), title: mode.title,
                            enabled: mode != scene.game.mode && scene.offeredModes?.contains(mode) != false),
                        .paragraph(mode.variant.summary),
                    ]
                }
        }
        self.init(
            paged: sections, kind: .modes, title: "Modes", scene: scene, in: space,
            pages: (.modes(.previous), .modes(.next)), lastRow: [(.modes(.close), "Close", true)])
    }
}
