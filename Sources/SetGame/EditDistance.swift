/// How far apart two words are, for suggesting the option a mistyped one meant.
enum EditDistance {
    /// The fewest one-character insertions, deletions and substitutions that turn `a` into `b`.
    static func between(_ a: String, _ b: String) -> Int {
        let target = Array(b)
        // One row of the usual table at a time: `row[j]` is the distance from
        // the part of `a` read so far to the first `j` characters of `b`.
        var row = Array(0...target.count)
        for (i, character) in a.enumerated() {
            var diagonal = row[0]
            row[0] = i + 1
            for j in target.indices {
                let substitution = diagonal + (character == target[j] ? 0 : 1)
                diagonal = row[j + 1]
                row[j + 1] = min(substitution, row[j] + 1, row[j + 1] + 1)
            }
        }
        return row[target.count]
    }
}
