/// A PNG that could not be written or read, with libpng's reason.
public struct PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What failed, naming the file when there is one, e.g. `cannot read /tmp/table.png`.
    public var action: String
    /// Why, in libpng's words (its `png_image.message`), or ours for a limit of our own.
    public var reason: String

    /// The action and the reason, for a person.
    public var description: String { "\(action): \(reason)" }
}
