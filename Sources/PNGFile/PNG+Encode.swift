import CPNG
import Raster

extension PNG {
    /// Encodes a pixel buffer as a PNG file in memory, 8 bits per channel.
    ///
    /// `.rgb` writes the stored channels as they are: right for an opaque frame
    /// (a translucent pixel comes out as if drawn over black). `.rgba`
    /// un-premultiplies every pixel exactly as `PixelBuffer.pixel(x:y:)` does; a
    /// fully transparent pixel becomes 0, 0, 0, 0. An `.xrgb8888` buffer is opaque.
    ///
    /// - Returns: the whole file, for the caller to write where and how it likes.
    /// - Throws: `PNGError` with libpng's message when libpng refuses.
    public static func encode(_ buffer: PixelBuffer, channels: Channels) throws(PNGError) -> [UInt8] {
        var image = newImage()
        defer { png_image_free(&image) }
        image.width = UInt32(buffer.width)
        image.height = UInt32(buffer.height)
        image.format = channels.format
        let pixels = samples(of: buffer, channels: channels)
        // libpng's bound on the file's size (PNG_IMAGE_PNG_SIZE_MAX), so one call
        // always suffices; the bytes stay uninitialised until libpng writes them.
        let capacity = Int(cpng_image_png_size_max(&image))
        var failure: String?
        let file = pixels.withUnsafeBytes { source in
            [UInt8](unsafeUninitializedCapacity: capacity) { out, count in
                var size = png_alloc_size_t(capacity)
                if png_image_write_to_memory(&image, out.baseAddress, &size, 0, source.baseAddress, 0, nil) != 0 {
                    count = Int(size)
                } else {
                    failure = image.messageText
                }
            }
        }
        if let failure {
            throw PNGError(action: "cannot encode a \(buffer.width)x\(buffer.height) PNG", reason: failure)
        }
        // The worst-case buffer is as large as the raw pixels; keep only what was written.
        return file.withUnsafeBufferPointer { Array($0) }
    }

    /// The buffer's pixels as packed RGB or straight RGBA bytes, rows top to bottom:
    /// the layout libpng's `PNG_FORMAT_RGB` and `PNG_FORMAT_RGBA` mean, with no row padding.
    private static func samples(of buffer: PixelBuffer, channels: Channels) -> [UInt8] {
        let width = buffer.width, height = buffer.height
        let perPixel = channels == .rgba ? 4 : 3
        let opaque: UInt32 = buffer.format == .xrgb8888 ? 0xFF00_0000 : 0
        return buffer.withWords { words, stride in
            [UInt8](unsafeUninitializedCapacity: width * height * perPixel) { out, count in
                var o = 0
                for y in 0..<height {
                    for word in words[(y * stride)..<(y * stride + width)] {
                        let argb = word | opaque
                        let a = argb >> 24
                        if channels == .rgba {
                            out[o] = straight(argb >> 16 & 0xFF, a)
                            out[o + 1] = straight(argb >> 8 & 0xFF, a)
                            out[o + 2] = straight(argb & 0xFF, a)
                            out[o + 3] = UInt8(a)
                        } else {
                            out[o] = UInt8(argb >> 16 & 0xFF)
                            out[o + 1] = UInt8(argb >> 8 & 0xFF)
                            out[o + 2] = UInt8(argb & 0xFF)
                        }
                        o += perPixel
                    }
                }
                count = o
            }
        }
    }

    /// A premultiplied channel with straight alpha, rounded to nearest as
    /// `PixelBuffer.pixel(x:y:)` does; 0 where the pixel is fully transparent.
    @inline(__always)
    private static func straight(_ c: UInt32, _ a: UInt32) -> UInt8 {
        a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
    }
}
