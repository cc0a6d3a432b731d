/// The last component of a path and the path without it, read as `NSString`'s
/// `lastPathComponent` and `deletingLastPathComponent` read them, without
/// Foundation: a run of `/` counts as one and a trailing `/` is ignored.
///
/// Unlike Foundation 6.3's `NSString`, which traps on a one-character name
/// without a folder (`a`, `.`), every string has an answer here.
enum PathComponents {
    /// The last component: `c` for `/a/b/c` and `/a/b/c/`, `/` for `/`, empty for an empty path.
    static func last(of path: String) -> String {
        let tidy = tidied(path)
        guard tidy.count > 1, let slash = tidy.lastIndex(of: "/") else { return tidy }
        return String(tidy[tidy.index(after: slash)...])
    }

    /// The path without its last component: `/a/b` for `/a/b/c`, `/` for `/a`
    /// and for `/`, empty for a bare name.
    static func deletingLast(of path: String) -> String {
        let tidy = tidied(path)
        if tidy == "/" { return tidy }
        guard let slash = tidy.lastIndex(of: "/") else { return "" }
        return slash == tidy.startIndex ? "/" : String(tidy[..<slash])
    }

    /// The path with each run of `/` made one and a trailing `/` dropped (`/` itself stays).
    private static func tidied(_ path: String) -> String {
        var result = ""
        for character in path where character != "/" || result.last != "/" { result.append(character) }
        if result.count > 1, result.last == "/" { result.removeLast() }
        return result
    }
}
