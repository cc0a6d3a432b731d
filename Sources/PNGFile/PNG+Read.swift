import CPNG
import Raster

extension PNG {
    /// Reads a PNG file of any colour type and bit depth as 8-bit straight RGBA.
    ///
    /// - Throws: `PNGError` naming the path, with libpng's reason, for a missing,
    ///   unreadable, corrupt or truncated file, or one with more pixels than a
    ///   `PixelBuffer` accepts.
    public static func read(path: String) throws(PNGError) -> PNGImage {
        var image = newImage()
        // Closes the file and frees libpng's state on every path, including a throw.
        defer { png_image_free(&image) }
        let action = "cannot read \(path)"
        guard png_image_begin_read_from_file(&image, path) != 0 else {
            throw PNGError(action: action, reason: image.messageText)
        }
        let width = Int(image.width), height = Int(image.height)
        // A header may claim any size; refuse before allocating for it.
        guard width <= PixelBuffer.maxSide, height <= PixelBuffer.maxSide,
            width * height <= PixelBuffer.maxPixels
        else {
            throw PNGError(action: action, reason: "\(width)x\(height) pixels is more than a pixel buffer holds")
        }
        image.format = Channels.rgba.format
        let size = Int(cpng_image_size(&image))
        var failure: String?
        let rgba = [UInt8](unsafeUninitializedCapacity: size) { out, count in
            if png_image_finish_read(&image, nil, out.baseAddress, 0, nil) != 0 {
                count = size
            } else {
                failure = image.messageText
            }
        }
        if let failure { throw PNGError(action: action, reason: failure) }
        return PNGImage(width: width, height: height, rgba: rgba)
    }
}
