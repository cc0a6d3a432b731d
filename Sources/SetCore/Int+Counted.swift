extension Int {
    /// The count with its noun, singular for one: `1 game`, `3 games`, `-1 pt`, `0 Sets`.
    ///
    /// - Parameters:
    ///   - singular: the noun for one.
    ///   - plural: the noun for any other count; the singular with an `s` unless given.
    public func counted(_ singular: String, plural: String? = nil) -> String {
        "\(self) " + (magnitude == 1 ? singular : plural ?? singular + "s")
    }
}
