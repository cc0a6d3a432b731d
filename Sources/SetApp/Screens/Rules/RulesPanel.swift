import Catalog
import SetTable

extension OverlayPanel {
    /// The rules: `RulesBook`'s sections, a section or part of one a page, with
    /// Previous and Next, the tutorial and Close. Every page of a window has the
    /// same panel, sized for its fullest page, so the buttons stay put.
    init(rules scene: TableScene, in space: PanelRoom) {
        let c = scene.catalog
        self.init(
            paged: RulesBook.sections(theme: scene.theme, catalog: c), kind: .rules, title: c.text("Rules"),
            scene: scene, in: space, pages: (.rules(.previous), .rules(.next)),
            lastRow: [(.rules(.tutorial), c.text("Tutorial"), true), (.rules(.close), c.text("Close"), true)])
    }
}
