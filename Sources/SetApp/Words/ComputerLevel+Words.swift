import Catalog
import SetOpponents

extension ComputerLevel {
    /// The level's button: "Beginner", "Casual", "Skilled", "Expert", "You".
    public func title(in c: Catalog) -> String {
        switch self {
        case .beginner: c.text("Beginner", context: "computer level")
        case .casual: c.text("Casual", context: "computer level")
        case .skilled: c.text("Skilled", context: "computer level")
        case .expert: c.text("Expert", context: "computer level")
        case .you: c.text("You", context: "computer level")
        }
    }

    /// The level as a player reads it: "beginner", "casual", "skilled", "expert", "your pace".
    public func word(in c: Catalog) -> String {
        switch self {
        case .beginner: c.text("beginner", context: "computer level")
        case .casual: c.text("casual", context: "computer level")
        case .skilled: c.text("skilled", context: "computer level")
        case .expert: c.text("expert", context: "computer level")
        case .you: c.text("your pace", context: "computer level")
        }
    }
}
