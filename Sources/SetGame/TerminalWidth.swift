import Glibc

/// The width the help is wrapped to, found as swift-argument-parser found it.
enum TerminalWidth {
    /// `COLUMNS` when it is a positive number, else the width of the terminal
    /// standard output goes to, else 80 (a pipe, a file).
    static var current: Int {
        if let text = getenv("COLUMNS"), let columns = Int(String(cString: text)), columns > 0 { return columns }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
