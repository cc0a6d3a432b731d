import CPNG

/// PNG files through the system's libpng, with its simplified API (libpng 1.6):
/// pixel buffers written as 8-bit RGB or RGBA, any PNG read back as 8-bit RGBA.
///
/// The one place in the project that calls libpng.
public enum PNG {
    /// The channels a written file keeps.
    public enum Channels: Sendable {
        /// Colour type 2: red, green and blue, alpha dropped; for an opaque frame.
        case rgb
        /// Colour type 6: red, green, blue and straight alpha; for an icon.
        case rgba

        /// libpng's name for the layout of the bytes in memory.
        var format: UInt32 {
            switch self {
            case .rgb: UInt32(PNG_FORMAT_RGB)
            // PNG_FORMAT_RGBA, spelled out: Swift does not import a macro with an operator.
            case .rgba: UInt32(PNG_FORMAT_RGB | PNG_FORMAT_FLAG_ALPHA)
            }
        }
    }

    /// A fresh control structure for one read or write, as libpng's simplified API asks.
    static func newImage() -> png_image {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        return image
    }
}

extension png_image {
    /// libpng's text for the last warning or error: `message`, a C string in a fixed array.
    var messageText: String {
        withUnsafeBytes(of: message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
