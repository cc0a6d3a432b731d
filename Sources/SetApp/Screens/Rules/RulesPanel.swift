import SetTable

extension OverlayPanel {
    /// The rules: `RulesBook`'s sections, a section or part of one a page, with
    /// Previous and Next, the tutorial and Close. Every page of a window has the
    /// same panel, sized for its fullest page, so the buttons stay put.
    init(rules scene: TableScene, in space: PanelRoom) {
        self.init(
            paged: RulesBook.sections(theme: scene.theme), kind: .rules, title: "Rules", scene: scene,
            in: space, pages: (.rules(.previous), .rules(.next)),
            lastRow: [(.rules(.tutorial), "Tutorial", true), (.rules(.close), "Close", true)])
    }
}
