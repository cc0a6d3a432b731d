import Geometry
import SetCore
import VectorFont

/// A dialog over the table (the menu, the rules, the tutorial, the settings,
/// the statistics): a title, lines of text in columns, example cards on a
/// patch of felt, and a column of buttons, laid out to fit any window from
/// 320×240 up, with the keyboard's focus ring on one button (or card).
public struct OverlayPanel: Equatable, Sendable {
    /// One button of the panel, and what it does.
    public struct Control: Equatable, Sendable {
        /// What it does.
        public var button: PanelButton
        /// The trace's name of what it does (`stats`, `pause`, `newGame`, `quit`, `close`, `next`, …).
        public var name: String { button.traceName }
        /// Its label.
        public var title: String
        /// Where it is, in window coordinates.
        public var frame: Rect
        /// Whether it does something now.
        public var enabled: Bool

        /// The button `button`, labelled `title`, at `frame`, live when `enabled`.
        public init(button: PanelButton, title: String, frame: Rect, enabled: Bool) {
            self.button = button
            self.title = title
            self.frame = frame
            self.enabled = enabled
        }
    }

    /// One piece of text, placed.
    public struct Cell: Equatable, Sendable {
        /// What it says.
        public var text: String
        /// Where it goes, in window coordinates.
        public var frame: Rect
        /// Left for labels, right for figures, centred for a line of its own.
        public var alignment: TextAlignment
        /// Picked out in the accent colour (the column of the mode in play).
        public var isPickedOut: Bool
        /// A heading, in bold.
        public var isHeading = false

        /// `text` at `frame`, aligned by `alignment`, picked out or a heading as asked.
        public init(
            text: String, frame: Rect, alignment: TextAlignment, isPickedOut: Bool, isHeading: Bool = false
        ) {
            self.text = text
            self.frame = frame
            self.alignment = alignment
            self.isPickedOut = isPickedOut
            self.isHeading = isHeading
        }
    }

    /// A card drawn in the panel: a rules example, or a card of the tutorial's table.
    public struct Example: Equatable, Sendable {
        /// The card.
        public var card: Card
        /// Where it is, in window coordinates.
        public var frame: Rect
        /// How it is marked: selected, a Set, not a Set (with its odd features).
        public var appearance: CardAppearance

        /// `card` at `frame`, marked as `appearance` says.
        public init(card: Card, frame: Rect, appearance: CardAppearance) {
            self.card = card
            self.frame = frame
            self.appearance = appearance
        }
    }

    /// A text field of the Play online screen, placed.
    public struct FieldBox: Equatable, Sendable {
        /// The field as shown.
        public var field: OnlineShown.Field
        /// Its label's place.
        public var labelFrame: Rect
        /// The box the text is typed in.
        public var frame: Rect

        /// `field`, its label at `labelFrame` and its box at `frame`.
        public init(field: OnlineShown.Field, labelFrame: Rect, frame: Rect) {
            self.field = field
            self.labelFrame = labelFrame
            self.frame = frame
        }
    }

    /// Which overlay this is.
    public var kind: OverlayKind
    /// The panel.
    public var frame: Rect
    /// The heading.
    public var title: String
    /// Where the heading goes.
    public var titleFrame: Rect
    /// The heading's em size.
    public var titleSize: Double
    /// The text of the page shown, cell by cell.
    public var cells: [Cell] = []
    /// The text's em size.
    public var textSize = 0.0
    /// The buttons, in focus order.
    public var controls: [Control] = []
    /// The cards drawn in the panel, in table order for the tutorial.
    public var examples: [Example] = []
    /// Patches of felt the example cards lie on.
    public var feltAreas: [Rect] = []
    /// Whether the focus ring visits the cards before the buttons (the tutorial, whose cards are played).
    public var cardsTakeFocus = false
    /// The Play online screen's text fields, placed: where each label and box go.
    public var fieldBoxes: [FieldBox] = []
    /// Rings round the cards of the groups on a reviewed table, one ring per group and card.
    public var outlines: [Outline] = []
    /// The reviewed game's timeline, under its table.
    public var timeline: ReviewTimeline?
    /// The Statistics overlay's charts of the player's progress, on their page.
    public var charts: [ProgressChart] = []
    /// The page shown (the statistics, when one page cannot hold them readably).
    public var page = 0
    /// How many pages there are.
    public var pageCount = 1

    /// The smallest em size a line of the statistics is drawn at before they are split into pages.
    public static let smallestReadableText = 11.0

    /// A panel of `kind` headed `title` with nothing placed yet: its screen lays it out.
    public init(kind: OverlayKind, title: String) {
        self.kind = kind
        self.title = title
        frame = .zero
        titleFrame = .zero
        titleSize = 0
    }
}
