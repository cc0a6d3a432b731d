import PNGFile
import Raster

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a pixel buffer to disk: binary PPM for a `.ppm` name, PNG otherwise.
enum ImageFile {
    struct WriteError: Error {
        let message: String
    }

    static func write(_ buffer: PixelBuffer, to path: String) throws(WriteError) {
        let bytes: [UInt8]
        do {
            bytes = try path.hasSuffix(".ppm") ? ppm(buffer) : PNG.encode(buffer, channels: .rgb)
        } catch {
            throw WriteError(message: "cannot encode \(path): \(error)")
        }
        guard let file = fopen(path, "wb") else { throw WriteError(message: "cannot open \(path)") }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        if fclose(file) != 0 || written != bytes.count {
            throw WriteError(message: "cannot write \(path)")
        }
    }

    /// Binary PPM (P6), colours unpremultiplied.
    static func ppm(_ buffer: PixelBuffer) -> [UInt8] {
        var out = Array("P6\n\(buffer.width) \(buffer.height)\n255\n".utf8)
        out.reserveCapacity(out.count + buffer.width * buffer.height * 3)
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let c = buffer.pixel(x: x, y: y) ?? .clear
                out.append(c.r); out.append(c.g); out.append(c.b)
            }
        }
        return out
    }
}
