import Geometry
import Raster
import VectorFont

extension OverlayPanel {
    /// The panel's display items: a shade over the window, the panel, the title,
    /// the text, the buttons and the focus ring on the button `focus` (nil: none).
    func items(scene: TableScene) -> [DisplayItem] {
        let theme = scene.theme
        let m = scene.layout.metrics
        let window = Rect(0, 0, Double(scene.width), Double(scene.height))
        let radius = max(3, m.cornerRadius * 1.5)
        var contents: [ItemContent] = [
            .rect(window, Color.black.withAlpha(0.5)),
            .fill(.roundedRect(frame.offsetBy(dx: 0, dy: m.spacing / 2), radius: radius), Color.black.withAlpha(0.3)),
            .fill(.roundedRect(frame, radius: radius), theme.cardFace),
            .text(
                TextItem(
                    text: title, rect: titleFrame, size: titleSize, weight: .bold, alignment: .center,
                    color: theme.buttonText)),
        ]
        for area in feltAreas {
            contents.append(.fill(.roundedRect(area, radius: max(2, m.cornerRadius)), theme.felt))
        }
        for example in examples {
            contents.append(
                .card(
                    CardLook(
                        card: example.card, frame: example.frame,
                        highlight: example.appearance.highlight,
                        isHinted: example.appearance.isHinted, label: nil, clip: frame,
                        oddFeatures: example.appearance.oddFeatures)))
        }
        if let tutorial = scene.tutorial, let area = feltAreas.first {
            contents += GestureOverlay.pullItems(
                pull: scene.dealPull, canDeal: tutorial.canDeal,
                board: area, metrics: m, theme: theme, catalog: scene.catalog)
        }
        for cell in cells where !cell.text.isEmpty {
            // The mode in play: a tint behind its figures, which stay in the text colour for contrast.
            if cell.isPickedOut {
                contents.append(.rect(cell.frame.insetBy(dx: -textSize * 0.25, dy: 0), theme.accent.withAlpha(0.16)))
            }
            let weight: FontWeight = cell.isPickedOut || cell.isHeading ? .bold : .regular
            let size = textSize
            contents.append(
                .text(
                    TextItem(
                        text: cell.text, rect: cell.frame, size: size, weight: weight,
                        alignment: cell.alignment,
                        color: theme.buttonText)))
        }
        let focusShift = cardsTakeFocus ? examples.count : 0
        if cardsTakeFocus, let focus = scene.overlayFocus, examples.indices.contains(focus) {
            // Round a card the ring lies on the felt: in the felt's text colour, which stands out on it.
            let ring = examples[focus].frame.insetBy(dx: -3, dy: -3)
            contents.append(
                .stroke(
                    .roundedRect(ring, radius: max(2, m.cornerRadius) + 3), StrokeStyle(width: 2.5),
                    theme.text))
        }
        contents += reviewItems(theme: theme, metrics: m)
        contents += chartItems(theme: theme)
        contents += fieldItems(theme: theme, metrics: m)
        for (index, control) in controls.enumerated() {
            let size = min(m.buttonText, control.frame.height * 0.45)
            let face = control.enabled ? theme.buttonFace : theme.buttonFaceDisabled
            contents.append(
                .button(
                    ButtonLook(
                        frame: control.frame, title: control.title, subtitle: nil, face: face,
                        textColor: control.enabled ? theme.buttonText : theme.buttonTextDisabled,
                        edge: theme.cardBorder, radius: max(2, m.cornerRadius), titleSize: size,
                        subtitleSize: 0, pressed: false)))
            if scene.overlayFocus == index + focusShift {
                let ring = control.frame.insetBy(dx: -3, dy: -3)
                contents.append(
                    .stroke(
                        .roundedRect(ring, radius: max(2, m.cornerRadius) + 3),
                        StrokeStyle(width: 2.5), theme.focusRing))
            }
        }
        return contents.enumerated().map { DisplayItem(.overlay($0.offset), $0.element) }
    }
}
