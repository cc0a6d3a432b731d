/// Writes 8-bit truecolour PNG files (W3C PNG, 2nd ed.): colour type 2 (RGB)
/// or 6 (RGBA), not interlaced, with per-row filters and DEFLATE compression.
public enum PNGEncoder {
    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    /// The largest IDAT chunk written; the image data is split across as many as needed.
    static let maxChunkData = 1 << 20

    /// Encodes straight-alpha RGBA bytes (4 per pixel, rows packed top to bottom).
    ///
    /// - Parameters:
    ///   - hasAlpha: `true` writes RGBA (colour type 6); `false` drops alpha and writes RGB (colour type 2).
    /// - Returns: the PNG file, or nil if a size is below 1 or beyond PNG's
    ///   2³¹ − 1, or `rgba` holds fewer than `width · height · 4` bytes.
    public static func encode(width: Int, height: Int, rgba: [UInt8], hasAlpha: Bool) -> [UInt8]? {
        guard let count = pixelCount(width, height),
              count <= rgba.count / 4 else { return nil }
        return rgba.withUnsafeBufferPointer { source in
            encode(width: width, height: height, hasAlpha: hasAlpha) { y, row in
                let start = y * width * 4
                if hasAlpha {
                    _ = row.initialize(fromContentsOf: source[start..<(start + width * 4)])
                } else {
                    for x in 0..<width {
                        row[3 * x] = source[start + 4 * x]
                        row[3 * x + 1] = source[start + 4 * x + 1]
                        row[3 * x + 2] = source[start + 4 * x + 2]
                    }
                }
            }
        }
    }

    /// Encodes premultiplied ARGB pixels (`0xAARRGGBB` words), as the Raster pixel buffer stores them.
    ///
    /// With `hasAlpha` the colours are un-premultiplied (rounded to nearest;
    /// a fully transparent pixel becomes 0, 0, 0, 0); without, alpha is dropped
    /// and the stored channels are written as they are (right for an opaque image).
    /// - Parameters:
    ///   - rowStride: pixels from the start of one row to the start of the next (at least `width`).
    /// - Returns: the PNG file, or nil for a size below 1 or beyond 2³¹ − 1, a
    ///   stride below `width`, or a buffer shorter than `(height − 1) · rowStride + width`.
    public static func encode(
        width: Int, height: Int, premultipliedARGB pixels: UnsafeBufferPointer<UInt32>, rowStride: Int, hasAlpha: Bool
    ) -> [UInt8]? {
        guard pixelCount(width, height) != nil, rowStride >= width else { return nil }
        let (rows, overflow) = (height - 1).multipliedReportingOverflow(by: rowStride)
        guard !overflow, pixels.count >= width, rows <= pixels.count - width else { return nil }
        return encode(width: width, height: height, hasAlpha: hasAlpha) { y, row in
            let start = y * rowStride
            var o = 0
            for x in 0..<width {
                let argb = pixels[start + x]
                let a = argb >> 24
                var r = argb >> 16 & 0xFF, g = argb >> 8 & 0xFF, b = argb & 0xFF
                if hasAlpha {
                    if a == 0 {
                        r = 0; g = 0; b = 0
                    } else if a < 255 {
                        r = min(255, (r * 255 + a / 2) / a)
                        g = min(255, (g * 255 + a / 2) / a)
                        b = min(255, (b * 255 + a / 2) / a)
                    }
                }
                row[o] = UInt8(r)
                row[o + 1] = UInt8(g)
                row[o + 2] = UInt8(b)
                if hasAlpha {
                    row[o + 3] = UInt8(a)
                    o += 4
                } else {
                    o += 3
                }
            }
        }
    }

    /// width · height when both are in 1...2³¹ − 1 and the product fits.
    private static func pixelCount(_ width: Int, _ height: Int) -> Int? {
        let limit = Int(Int32.max)
        guard (1...limit).contains(width), (1...limit).contains(height) else { return nil }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? nil : count
    }

    /// Encodes an image whose rows `fillRow(y, row)` writes as packed RGB or RGBA bytes,
    /// with at most `chunkSize` bytes of the zlib stream per IDAT chunk.
    static func encode(
        width: Int, height: Int, hasAlpha: Bool, chunkSize: Int = maxChunkData,
        fillRow: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void
    ) -> [UInt8]? {
        let bpp = hasAlpha ? 4 : 3
        let (rowBytes, o1) = width.multipliedReportingOverflow(by: bpp)
        let (total, o2) = (rowBytes + 1).multipliedReportingOverflow(by: height)
        guard !o1, !o2 else { return nil }
        let filtered = filteredRows(width: width, height: height, bpp: bpp, rowBytes: rowBytes,
                                    total: total, fillRow: fillRow)
        let zlib = filtered.withUnsafeBufferPointer { Deflate.zlibCompress($0) }

        var ihdr: [UInt8] = []
        ihdr.append(contentsOf: bigEndian(UInt32(width)))
        ihdr.append(contentsOf: bigEndian(UInt32(height)))
        ihdr.append(contentsOf: [8, hasAlpha ? 6 : 2, 0, 0, 0])  // depth, colour type, deflate, adaptive filters, no interlace

        var file = signature
        let chunkSize = max(1, chunkSize)
        file.reserveCapacity(zlib.count + 64 + 12 * (zlib.count / chunkSize))
        appendChunk("IHDR", ihdr[...], to: &file)
        var start = 0
        repeat {
            let end = min(zlib.count, start + chunkSize)
            appendChunk("IDAT", zlib[start..<end], to: &file)
            start = end
        } while start < zlib.count
        appendChunk("IEND", [][...], to: &file)
        return file
    }

    /// Every row, filtered, one after another: the data the zlib stream holds.
    private static func filteredRows(
        width: Int, height: Int, bpp: Int, rowBytes: Int, total: Int,
        fillRow: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void
    ) -> [UInt8] {
        var current = [UInt8](repeating: 0, count: rowBytes)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var scratch = [UInt8](repeating: 0, count: 5 * rowBytes)
        return [UInt8](unsafeUninitializedCapacity: total) { out, initialized in
            for y in 0..<height {
                current.withUnsafeMutableBufferPointer { fillRow(y, $0) }
                let target = UnsafeMutableBufferPointer(rebasing: out[(y * (rowBytes + 1))..<((y + 1) * (rowBytes + 1))])
                current.withUnsafeBufferPointer { row in
                    previous.withUnsafeBufferPointer { up in
                        scratch.withUnsafeMutableBufferPointer { s in
                            PNGFilter.filter(row: row, previous: up, bytesPerPixel: bpp, scratch: s, into: target)
                        }
                    }
                }
                swap(&current, &previous)
            }
            initialized = total
        }
    }

    /// Appends one chunk: length, type, data, CRC-32 of type and data.
    private static func appendChunk(_ type: String, _ data: ArraySlice<UInt8>, to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        file.append(contentsOf: bigEndian(UInt32(data.count)))
        file.append(contentsOf: typeBytes)
        file.append(contentsOf: data)
        var crc = CRC32()
        crc.update(typeBytes)
        crc.update(data)
        file.append(contentsOf: bigEndian(crc.value))
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
    }
}
