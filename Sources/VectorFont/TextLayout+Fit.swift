import Geometry

/// A text laid out to fit a box: its lines and the size they are drawn at.
public struct FittedText: Equatable, Sendable {
    /// The lines, top to bottom: the whole text, or its words wrapped.
    public var lines: [String]
    /// The em size in pixels every line is drawn at.
    public var size: Double
    /// Whether the text did not fit its box at the smallest size it may shrink to
    /// (`TextLayout.smallestShare` of the size wanted) even wrapped, so is drawn smaller still.
    public var overflowed: Bool
}

extension TextLayout {
    /// How far a text may shrink on its one line before it is wrapped: this share of the size wanted. A text
    /// drawn smaller than that, even wrapped, is one that does not fit (`FittedText.overflowed`).
    public static let smallestShare = 0.6

    /// The distance from one wrapped line's baseline to the next, in ems.
    public static let wrappedLinePitch = 1.3

    /// `text` fitted to `rect`, never drawn past it: on one line at the largest size up to `maximum`
    /// while that is at least `smallestShare` of it; else wrapped by words into `room` (by default
    /// `rect`, which a caller may widen to the space around a one-line box, a button's face) at the
    /// largest size its lines fit, when that is larger than the one line's; else the one line, smaller.
    public func fit(_ text: String, in rect: Rect, room: Rect? = nil, maximum: Double) -> FittedText {
        let one = largestSize(for: text, fitting: rect, maximum: maximum)
        let smallest = maximum * Self.smallestShare
        guard one < smallest, maximum.isFinite, maximum > 0 else {
            return FittedText(lines: [text], size: one, overflowed: false)
        }
        let room = room ?? rect
        let words = text.split(separator: " ").map(String.init)
        var best = FittedText(lines: [text], size: one, overflowed: true)
        guard words.count > 1, room.width > 0, room.height > 0 else { return best }
        let capShare = (font.capHeight + max(0, weight.strokeWidth)) / font.unitsPerEm
        for count in 2...min(words.count, 8) {
            // The size at which `count` lines fill the room's height: the pitches between them and one line's cap ink.
            let ceiling = min(maximum, room.height / (Double(count - 1) * Self.wrappedLinePitch + capShare))
            guard ceiling > best.size else { break }
            if let fitted = largestWrap(
                words, into: count, width: room.width, between: best.size, and: ceiling, in: room)
            {
                best = fitted
            }
        }
        best.overflowed = best.size < smallest
        return best
    }

    /// The band line `index` of `count` wrapped lines takes in `room` at size `size`: its cap ink's height,
    /// the block of lines centred in the room.
    public func lineBand(_ index: Int, of count: Int, in room: Rect, size: Double) -> Rect {
        let pitch = size * Self.wrappedLinePitch
        let cap = size * (font.capHeight + max(0, weight.strokeWidth)) / font.unitsPerEm
        // The size at which the block fills the room: (count - 1) pitches and one cap.
        let block = Double(count - 1) * pitch + cap
        let top = room.midY - block / 2
        return Rect(room.minX, top + Double(index) * pitch, room.width, cap)
    }

    /// The largest size in (`low`, `high`] at which `words` wrap into at most `count` lines, each as wide
    /// as `width` at most and inside `room`; nil when none does.
    private func largestWrap(
        _ words: [String], into count: Int, width: Double, between low: Double, and high: Double, in room: Rect
    ) -> FittedText? {
        func attempt(_ size: Double) -> [String]? {
            var layout = self
            layout.size = size
            let lines = Self.wrap(words, width: width, layout: layout)
            guard lines.count <= count else { return nil }
            // A word wider than the room stays too wide on its own line.
            guard lines.allSatisfy({ layout.measure($0).width <= width }) else { return nil }
            let block =
                Double(lines.count - 1) * size * Self.wrappedLinePitch
                + size * (font.capHeight + max(0, weight.strokeWidth)) / font.unitsPerEm
            return block <= room.height + 1e-9 ? lines : nil
        }
        if let lines = attempt(high) { return FittedText(lines: lines, size: high, overflowed: false) }
        var (lo, hi) = (low, high)
        var found: FittedText?
        for _ in 0..<24 {
            let mid = (lo + hi) / 2
            if let lines = attempt(mid) {
                found = FittedText(lines: lines, size: mid, overflowed: false)
                lo = mid
            } else {
                hi = mid
            }
            if hi - lo < 0.01 { break }
        }
        return found
    }

    /// Greedy word wrap: as many words on each line as fit `width` at `layout`'s size.
    public static func wrap(_ words: [String], width: Double, layout: TextLayout) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            let candidate = line.isEmpty ? word : line + " " + word
            if line.isEmpty || layout.measure(candidate).width <= width {
                line = candidate
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
