import Raster
@testable import SetCore
@testable import SetTable
import Testing

/// A solo or two-player game with `cards` shuffled cards on the table and `deck` (default: the rest) in the deck.
func tableGame(cards: Int, seed: UInt64, mode: Game.Mode = .solo, deck: Int? = nil) -> Game {
    var rng = SplitMix64(seed: seed)
    var all = Card.all
    rng.shuffle(&all)
    let rest = Array(all.dropFirst(cards))
    return Game(table: Array(all.prefix(cards)), deck: Array(rest.prefix(deck ?? rest.count)), mode: mode, now: 0)
}

/// The table indices of the first Set on a table (the test fails without one).
func firstSet(in table: [Card]) -> [Int] {
    for i in table.indices {
        for j in table.indices where j > i {
            for k in table.indices where k > j && Card.isSet(table[i], table[j], table[k]) { return [i, j, k] }
        }
    }
    Issue.record("no Set on the table")
    return []
}

/// The buffer as an opaque PNG.
func encodePNG(_ buffer: PixelBuffer) -> [UInt8]? {
    var words = [UInt32](repeating: 0, count: buffer.width * buffer.height)
    for y in 0..<buffer.height {
        for x in 0..<buffer.width { words[y * buffer.width + x] = buffer.premultipliedPixel(x: x, y: y) ?? 0 }
    }
    return words.withUnsafeBufferPointer {
        PNGEncoder.encode(width: buffer.width, height: buffer.height, premultipliedARGB: $0,
                          rowStride: buffer.width, hasAlpha: false)
    }
}
