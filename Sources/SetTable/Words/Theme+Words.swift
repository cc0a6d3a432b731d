import Catalog
import SetCore

extension Theme {
    /// The name of a colour as this theme's inks show it ("red", or "orange" in colour-blind mode), in the
    /// language in use.
    public func colorName(_ color: CardColor, in catalog: Catalog) -> String {
        Self.colorWord(colorName(color), in: catalog)
    }

    /// The name of a MegaSet background's tint, in the language in use.
    public func backgroundName(_ background: Background, in catalog: Catalog) -> String {
        Self.colorWord(backgroundName(background), in: catalog)
    }

    /// One of the palettes' English colour names, looked up.
    static func colorWord(_ english: String, in catalog: Catalog) -> String {
        switch english {
        case "red": catalog.text("red", context: "colour")
        case "green": catalog.text("green", context: "colour")
        case "purple": catalog.text("purple", context: "colour")
        case "orange": catalog.text("orange", context: "colour")
        case "bluish green": catalog.text("bluish green", context: "colour")
        case "blue": catalog.text("blue", context: "colour")
        case "violet": catalog.text("violet", context: "colour")
        default: english
        }
    }
}
