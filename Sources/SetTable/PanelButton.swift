/// One screen's buttons: an enum in the screen's own folder, each case named in the trace as it always
/// has been (`stats`, `drillSlow`, `game12`, `lan0`, …).
public protocol PanelControl: Hashable, Sendable {
    /// The button's name in the trace's `overlayButtons`.
    var traceName: String { get }
    /// The pages a button turns: -1 for Previous, 1 for Next, nil for a button that turns none.
    var pageStep: Int? { get }
}

extension PanelControl {
    /// Turns no page.
    public var pageStep: Int? { nil }

    /// Whether `other` is this very button of this very screen.
    fileprivate func isSame(as other: any PanelControl) -> Bool { (other as? Self) == self }
}

/// A screen's buttons that include Previous and Next, which turn its pages.
public protocol PagedPanelControl: PanelControl {
    /// The button that turns back a page.
    static var previous: Self { get }
    /// The button that turns on a page.
    static var next: Self { get }
}

extension PagedPanelControl {
    /// Previous turns back a page, Next on.
    public var pageStep: Int? { self == .previous ? -1 : self == .next ? 1 : nil }
}

extension PanelControl where Self: RawRepresentable, RawValue == String {
    /// The case's own name.
    public var traceName: String { rawValue }
}

/// A button on a panel: one of some screen's `PanelControl`s.
///
/// The panel's parts, its drawing and the trace know a button by its name alone; the screen that laid the
/// panel out gets its own enum back with `as(_:)`. So a new screen brings its buttons in its own folder,
/// and nothing here names a screen.
public struct PanelButton: Hashable, Sendable {
    /// The screen's own button.
    public let control: any PanelControl

    /// The panel's button for a screen's `control`.
    public init(_ control: some PanelControl) {
        self.control = control
    }

    /// The button as one of `Control`'s cases, or nil for another screen's.
    public func `as`<Control: PanelControl>(_: Control.Type) -> Control? {
        control as? Control
    }

    /// The button's name in the trace's `overlayButtons`.
    public var traceName: String { control.traceName }

    /// The pages the button turns: -1 for Previous, 1 for Next, nil for a button that turns none.
    public var pageStep: Int? { control.pageStep }

    public static func == (lhs: PanelButton, rhs: PanelButton) -> Bool {
        lhs.control.isSame(as: rhs.control)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(control)
    }
}
