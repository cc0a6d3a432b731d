import Catalog
import SetCore
import SetOpponents
import SetTable

extension OverlayPanel {
    /// The modes: first (in a game on this machine) the computer players, None, 1, 2 or 3 and their level,
    /// the ones chosen not live; then a heading a family (Classic, Puzzles, Variants, Sprints), and under it
    /// each mode's button with its rule in one line. The mode in play is not live in a game alone, nor
    /// Two players against the computer.
    init(modes scene: TableScene, choice: ModesChoice, in space: PanelRoom) {
        let c = scene.catalog
        let local = scene.offersComputers
        let computers = local && choice.opponents > 0
        var sections = Variant.Family.allCases.map { family -> [RulesBook.Block] in
            [.heading(Self.name(of: family, in: c))]
                + Game.Mode.allCases.filter { $0.variant.family == family }.flatMap { mode in
                    let live =
                        computers
                        ? mode.variant.players == 1 && scene.offeredModes?.contains(mode) != false
                        : mode != scene.game.mode && scene.offeredModes?.contains(mode) != false
                    return [
                        RulesBook.Block.button(.modes(.mode(mode)), title: mode.title(in: c), enabled: live),
                        .paragraph(mode.variant.summary(in: c)),
                    ]
                }
        }
        if local {
            let counts: [RulesBook.Block] = [
                .buttonRow(
                    (0...3).map { count in
                        (
                            .modes(.opponents(count)),
                            count == 0 ? c.text("None", context: "computer players") : "\(count)",
                            count != choice.opponents
                        )
                    })
            ]
            let levels: [RulesBook.Block] =
                choice.opponents == 0
                ? []
                : [
                    .paragraph(c.text("How well they play:")),
                    .buttonRow(
                        ComputerLevel.allCases.map { level in
                            (.modes(.level(level)), level.title(in: c), level != choice.level)
                        }),
                ]
            sections[0] =
                [
                    .heading(c.text("Against the computer")),
                    .paragraph(c.text("Computer players find Sets at a person's pace, then choose the mode.")),
                ] + counts + levels + sections[0]
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
