#include <png.h>

// libpng's sizes are function-like macros, which Swift does not import;
// these wrappers expand them unchanged.

/// PNG_IMAGE_SIZE: the bytes of `image`'s pixels in memory, rows packed.
static inline png_alloc_size_t cpng_image_size(const png_image *image) {
    return PNG_IMAGE_SIZE(*image);
}

/// PNG_IMAGE_PNG_SIZE_MAX: the most bytes png_image_write_to_memory can write for `image`.
static inline png_alloc_size_t cpng_image_png_size_max(const png_image *image) {
    return PNG_IMAGE_PNG_SIZE_MAX(*image);
}
