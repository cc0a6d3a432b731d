import SetCore
import SetTable

/// Practice's buttons.
public enum PracticeButton: PanelControl {
    /// A drill, on the drills' page.
    case drill(DrillKind)
    /// The drill's next table.
    case nextTable
    /// Back to the drills.
    case drills
    case close

    /// The trace's name: `drillSlow`, `drillWeakest`, `drillFindAll`, `drillNext`, `drills`, `close`.
    public var traceName: String {
        switch self {
        case .drill(let kind): PracticeShown.buttonName(of: kind)
        case .nextTable: "drillNext"
        case .drills: "drills"
        case .close: "close"
        }
    }
}

extension PanelButton {
    /// `button`, on a panel.
    public static func practice(_ button: PracticeButton) -> PanelButton { PanelButton(button) }
}
