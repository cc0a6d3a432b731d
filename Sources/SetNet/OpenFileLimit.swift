import Glibc

/// The process's limit on open files, raised to hold a socket for every connection a server takes.
///
/// The soft limit is often 1,024 and the hard limit 20,000 or so, while 5,000 rooms of 4 are 20,000
/// connections. A process may raise its soft limit up to the hard one; run as root it may raise
/// the hard one too, up to the system's `nr_open`.
public enum OpenFileLimit {
    /// The files a process needs beyond its connections: the listening sockets, the event loops'
    /// epoll and eventfd descriptors, the log and the state files.
    public static let spare = 256

    /// Raises the limit to `connections` plus `spare`; the warning to give when it stays below that,
    /// else nil.
    public static func raise(toHold connections: Int) -> String? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else {
            return "the limit on open files cannot be read; \(connections) connections may not fit"
        }
        let wanted = rlim_t(connections + spare)
        guard limit.rlim_cur < wanted else { return nil }
        if limit.rlim_max < wanted {
            // Past the hard limit: only root may, and only up to the system's ceiling.
            var raised = limit
            raised.rlim_cur = wanted
            raised.rlim_max = wanted
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { return nil }
        }
        limit.rlim_cur = min(wanted, limit.rlim_max)
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < wanted else { return nil }
        return "open files are limited to \(limit.rlim_cur), and \(connections) connections want \(wanted) "
            + "with the process's own: the last may be refused; raise LimitNOFILE (systemd) or ulimit -Hn as root"
    }
}
