/// One level of the clip stack: 8-bit coverage over the clip's bounding box.
///
/// Pixels outside `rect` are fully clipped. The storage is kept when the
/// level is popped, so pushing again later allocates nothing.
final class ClipMask {
    /// The pixels the mask covers (may be empty: everything is clipped).
    private(set) var rect = PixelRect.empty
    /// Row-major coverage, `rect.width` values per row.
    private(set) var values: UnsafeMutablePointer<UInt8>
    private var capacity = 0

    init() {
        values = .allocate(capacity: 1)
    }

    deinit { values.deallocate() }

    /// Takes `rect` as the new area, every value 0.
    func reset(to rect: PixelRect) {
        self.rect = rect
        let count = rect.isEmpty ? 0 : rect.width * rect.height
        if count > capacity {
            values.deallocate()
            capacity = max(count, capacity * 3 / 2)
            values = .allocate(capacity: capacity)
            values.initialize(repeating: 0, count: capacity)
        }
        // Words at a time: byte by byte, the zeroing cost as much as drawing the clip's shape into it.
        WordFill.fill(values, byte: 0, count)
    }

    /// Takes `rect` as the area, leaving the values as they are (for a canvas
    /// that records drawing, where only the area of a clip is used).
    func setArea(_ rect: PixelRect) {
        self.rect = rect
    }

    /// The value at a pixel in buffer coordinates (0 outside `rect`).
    func value(x: Int, y: Int) -> UInt8 {
        guard x >= rect.x0, x < rect.x1, y >= rect.y0, y < rect.y1 else { return 0 }
        return values[(y - rect.y0) * rect.width + (x - rect.x0)]
    }
}
