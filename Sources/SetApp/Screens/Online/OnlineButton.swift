import SetTable

/// The Play online screen's buttons.
public enum OnlineButton: PanelControl {
    case host, create, join
    /// A game heard on this network, by its place in the list.
    case lan(Int)
    /// The line that says how many more games are on this network (never enabled).
    case lanMore
    case close

    /// The trace's name: `lan0` for the first game on this network.
    public var traceName: String {
        switch self {
        case .host: "host"
        case .create: "create"
        case .join: "join"
        case .lan(let index): "lan\(index)"
        case .lanMore: "lanMore"
        case .close: "close"
        }
    }
}

extension PanelButton {
    /// `button`, on a panel.
    public static func online(_ button: OnlineButton) -> PanelButton { PanelButton(button) }
}
