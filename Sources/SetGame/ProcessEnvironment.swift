import Glibc

/// This process's environment variables and its user's home folder, read
/// from the C library rather than Foundation's `ProcessInfo`.
enum ProcessEnvironment {
    /// Every `NAME=value` of the environment; the first of a repeated name wins, as `getenv` reads it.
    static var current: [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "="), equals != text.startIndex {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }

    /// The home folder the password database gives this user, `/` when it gives none
    /// (a user with no entry, as in some containers).
    static var passwordHome: String {
        var record = passwd()
        var found: UnsafeMutablePointer<passwd>? = nil
        var storage = [CChar](repeating: 0, count: 4096)
        // The record's strings live in `storage`: read them before it goes.
        let home: String? = storage.withUnsafeMutableBufferPointer { buffer in
            guard getpwuid_r(geteuid(), &record, buffer.baseAddress!, buffer.count, &found) == 0, found != nil,
                  let directory = record.pw_dir else { return nil }
            return String(cString: directory)
        }
        guard let home, home.hasPrefix("/") else { return "/" }
        return home
    }
}
