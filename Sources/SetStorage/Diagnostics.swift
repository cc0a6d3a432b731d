import Glibc

/// Messages for the player on standard error.
package enum Diagnostics {
    /// Writes `line` and a line break to standard error, whole unless the stream fails.
    package static func warn(_ line: String) {
        try? AtomicFile.writeAll(Array((line + "\n").utf8), to: STDERR_FILENO, path: "standard error")
    }
}
