extension History: Codable {
    private enum CodingKeys: String, CodingKey {
        case base, moves, undone, pendingShift, undoCount
    }

    /// Reads a history; times that are not finite, a negative shift or count,
    /// or a two-player base make it unreadable.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let base = try c.decode(Game.self, forKey: .base)
        let moves = try c.decode([Move].self, forKey: .moves)
        let undone = try c.decode([Move].self, forKey: .undone)
        let shift = try c.decode(Double.self, forKey: .pendingShift)
        let count = try c.decode(Int.self, forKey: .undoCount)
        let times = (moves + undone).flatMap { [$0.time, $0.shift] } + [shift]
        guard base.mode.keepsHistory, count >= 0, times.allSatisfy({ $0.isFinite }),
            (moves + undone).allSatisfy({ $0.shift >= 0 }), shift >= 0
        else {
            throw DecodingError.dataCorruptedError(forKey: .moves, in: c, debugDescription: "an impossible history")
        }
        self.init(base: base, moves: moves, undone: undone, pendingShift: shift, undoCount: count)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(base, forKey: .base)
        try c.encode(moves, forKey: .moves)
        try c.encode(undone, forKey: .undone)
        try c.encode(pendingShift, forKey: .pendingShift)
        try c.encode(undoCount, forKey: .undoCount)
    }
}
