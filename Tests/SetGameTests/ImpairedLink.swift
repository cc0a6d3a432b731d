import Foundation
import SetCore
import Synchronization

/// Two network namespaces joined by a slow, lossy link that the test itself carries.
///
/// This kernel has no `netem` queueing discipline, so the impairment is made here, as the
/// issue suggests: each namespace gets a TUN device (`10.77.0.1/24` for the host's,
/// `10.77.0.2/24` for the clients'), and a thread of the test reads every IP packet
/// from one device's file descriptor and writes it to the other's `delay` later, or
/// drops it with probability `loss` (a seeded generator, so a run's drops repeat for the
/// same packets). `cut(port:)` drops every packet of one TCP connection, both ways,
/// until `restore(port:)`: a link pulled out and plugged in again.
///
/// Everything is undone by `tearDown()`: the TUN devices go with their file descriptors
/// (they are not persistent), the namespaces with `ip netns delete`.
final class ImpairedLink: Sendable {
    /// The host's address, in `hostNamespace`.
    static let hostAddress = "10.77.0.1"
    /// The clients' address, in `clientNamespace`.
    static let clientAddress = "10.77.0.2"

    /// The namespace the host runs in.
    let hostNamespace: String
    /// The namespace the clients connect from.
    let clientNamespace: String

    private let hostDevice: Int32
    private let clientDevice: Int32
    private let state: Mutex<State>

    private struct State {
        var running = false
        var stop = false
        var stopped = false
        var cutPorts: Set<UInt16> = []
        var keptPorts: Set<UInt16>?
        var forwarded = 0
        var lost = 0
        var cutOff = 0
        var devicesClosed = false
    }

    /// How many packets went through, were lost at random, and were dropped by a cut, so far.
    var counts: (forwarded: Int, lost: Int, cutOff: Int) {
        state.withLock { ($0.forwarded, $0.lost, $0.cutOff) }
    }

    /// Builds the namespaces and the link and starts carrying packets.
    ///
    /// - Parameters:
    ///   - delay: how long each packet is held, each way.
    ///   - loss: the probability that a packet is dropped, from 0 to 1.
    ///   - seed: the seed of the drops.
    /// - Throws: when a step fails; whatever was built by then is undone.
    init(delay: Duration, loss: Double, seed: UInt64) throws {
        let suffix = "\(getpid())-\(Self.counter.add(1, ordering: .relaxed).newValue)"
        hostNamespace = "setA-\(suffix)"
        clientNamespace = "setB-\(suffix)"
        hostDevice = try Self.openTUN()
        do {
            clientDevice = try Self.openTUN()
        } catch {
            close(hostDevice)
            throw error
        }
        state = Mutex(State())
        do {
            try configure(hostDevice, namespace: hostNamespace, address: Self.hostAddress)
            try configure(clientDevice, namespace: clientNamespace, address: Self.clientAddress)
        } catch {
            tearDown()
            throw error
        }
        let delayNanos =
            UInt64(delay.components.seconds) * 1_000_000_000
            + UInt64(delay.components.attoseconds / 1_000_000_000)
        let thread = Thread { [self] in forward(delayNanos: delayNanos, loss: loss, seed: seed) }
        thread.name = "ImpairedLink forwarder"
        state.withLock { $0.running = true }
        thread.start()
    }

    /// Drops every packet to or from TCP port `port` (a client's local port) until `restore(port:)`.
    func cut(port: UInt16) {
        state.withLock { _ = $0.cutPorts.insert(port) }
    }

    /// Drops every TCP packet but those to or from `port` until `restoreEverything()`: one
    /// client's link pulled out, whatever new connections it opens, while another plays on.
    func cutEverything(but port: UInt16) {
        state.withLock { $0.keptPorts = [port] }
    }

    /// Carries every connection's packets again after `cutEverything(but:)`.
    func restoreEverything() {
        state.withLock { $0.keptPorts = nil }
    }

    /// Carries `port`'s packets again.
    func restore(port: UInt16) {
        state.withLock { _ = $0.cutPorts.remove(port) }
    }

    /// Stops the forwarder, closes the devices (which removes them) and deletes the namespaces.
    ///
    /// Safe to call more than once. Stop what runs in the namespaces first: a process left
    /// inside keeps its namespace alive after the name is gone.
    func tearDown() {
        let running = state.withLock { state in
            state.stop = true
            return state.running
        }
        if running {
            while !state.withLock({ $0.stopped }) { usleep(5_000) }
        }
        let closing = state.withLock { state in
            defer { state.devicesClosed = true }
            return !state.devicesClosed
        }
        if closing {
            close(hostDevice)
            close(clientDevice)
        }
        for namespace in [hostNamespace, clientNamespace] {
            _ = try? Self.ip(["netns", "delete", namespace])
        }
    }

    // MARK: Building

    private static let counter = Atomic<Int>(0)

    /// `/dev/net/tun`'s `TUNSETIFF` ioctl, `_IOW('T', 202, int)`.
    private static let tunSetInterface: UInt = 0x4004_54CA
    /// `IFF_TUN | IFF_NO_PI`: IP packets, with no extra header before each.
    private static let tunFlags: Int16 = 0x0001 | 0x1000

    /// A new TUN device's file descriptor, non-blocking; the kernel names the device `setlinkN`.
    static func openTUN() throws -> Int32 {
        let fd = open("/dev/net/tun", O_RDWR | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw EndToEndTests.E2EError("cannot open /dev/net/tun: errno \(errno)") }
        // struct ifreq: the name in its first 16 bytes, the flags (a short) right after.
        var request = [UInt8](repeating: 0, count: 40)
        for (index, byte) in "setlink%d".utf8.enumerated() { request[index] = byte }
        withUnsafeBytes(of: tunFlags) { request.replaceSubrange(16..<18, with: $0) }
        let status = request.withUnsafeMutableBytes { bytes in
            bytes.baseAddress.map { ioctl(fd, tunSetInterface, $0) } ?? -1
        }
        guard status == 0 else {
            let error = errno
            close(fd)
            throw EndToEndTests.E2EError("TUNSETIFF: errno \(error)")
        }
        return fd
    }

    /// The name the kernel gave the TUN device behind `fd`.
    private static func deviceName(_ fd: Int32) throws -> String {
        // TUNGETIFF, _IOR('T', 210, unsigned int).
        var request = [UInt8](repeating: 0, count: 40)
        guard
            request.withUnsafeMutableBytes({ bytes in bytes.baseAddress.map { ioctl(fd, UInt(0x8004_54D2), $0) } ?? -1 }
            ) == 0
        else {
            throw EndToEndTests.E2EError("TUNGETIFF: errno \(errno)")
        }
        return String(decoding: request.prefix(16).prefix { $0 != 0 }, as: UTF8.self)
    }

    /// Makes `namespace`, moves the device behind `fd` into it, and gives it `address`/24, up.
    private func configure(_ fd: Int32, namespace: String, address: String) throws {
        let device = try Self.deviceName(fd)
        try Self.ip(["netns", "add", namespace])
        try Self.ip(["link", "set", device, "netns", namespace])
        try Self.ip(["-n", namespace, "addr", "add", "\(address)/24", "dev", device])
        try Self.ip(["-n", namespace, "link", "set", device, "up"])
        try Self.ip(["-n", namespace, "link", "set", "lo", "up"])
    }

    /// Runs `ip` with `arguments`; throws with its error output when it fails.
    @discardableResult
    static func ip(_ arguments: [String]) throws -> String {
        let ip = try ProcessSupport.tool("ip", apt: "iproute2")
        let result = try ProcessSupport.run(ip, arguments)
        guard result.status == 0 else {
            throw EndToEndTests.E2EError("ip \(arguments.joined(separator: " ")): \(result.stderr)")
        }
        return result.stdout
    }

    /// Whether this process may build a link: root, `ip`, TUN devices and namespaces all work here.
    static let isPermitted: Bool = {
        guard geteuid() == 0, ProcessSupport.which("ip") != nil else { return false }
        guard let fd = try? openTUN() else { return false }
        close(fd)
        let probe = "set-probe-\(getpid())"
        guard (try? ip(["netns", "add", probe])) != nil else { return false }
        _ = try? ip(["netns", "delete", probe])
        return true
    }()

    // MARK: Carrying packets

    /// A packet on its way: the device it goes to and when it is due there.
    private struct Held {
        let due: UInt64
        let toClient: Bool
        let bytes: [UInt8]
    }

    /// The forwarder's loop: read what is ready, hold it `delayNanos`, write what is due.
    private func forward(delayNanos: UInt64, loss: Double, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let lossIn10000 = UInt64(loss * 10_000)
        var held: [Held] = []
        var first = 0
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var devices = [
            pollfd(fd: hostDevice, events: Int16(POLLIN), revents: 0),
            pollfd(fd: clientDevice, events: Int16(POLLIN), revents: 0),
        ]
        while !state.withLock({ $0.stop }) {
            let now = Self.monotonicNanos()
            // Sleep until the next packet is due (rounded up to a millisecond), 20 ms at most.
            let wait =
                first < held.count && held[first].due > now
                ? Int32(min(20, (held[first].due - now + 999_999) / 1_000_000)) : first < held.count ? 0 : 20
            _ = poll(&devices, 2, wait)
            for (index, device) in devices.enumerated() where device.revents & Int16(POLLIN) != 0 {
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(device.fd, $0.baseAddress, $0.count) }
                    guard count > 0 else { break }
                    let packet = Array(buffer[0..<count])
                    let arrived = Self.monotonicNanos()
                    let fate: Int = state.withLock { state in
                        if let ports = Self.tcpPorts(packet),
                            !state.cutPorts.isDisjoint(with: [ports.0, ports.1])
                                || state.keptPorts?.isDisjoint(with: [ports.0, ports.1]) == true
                        {
                            state.cutOff += 1
                            return 0
                        }
                        if random.next() % 10_000 < lossIn10000 {
                            state.lost += 1
                            return 1
                        }
                        state.forwarded += 1
                        return 2
                    }
                    if fate == 2 { held.append(Held(due: arrived + delayNanos, toClient: index == 0, bytes: packet)) }
                }
            }
            let due = Self.monotonicNanos()
            while first < held.count, held[first].due <= due {
                let packet = held[first]
                _ = packet.bytes.withUnsafeBytes {
                    write(packet.toClient ? clientDevice : hostDevice, $0.baseAddress, $0.count)
                }
                first += 1
            }
            if first > 1024 {
                held.removeFirst(first)
                first = 0
            }
        }
        state.withLock { $0.stopped = true }
    }

    /// The source and destination ports of a TCP segment in an IPv4 packet, or nil for anything else.
    private static func tcpPorts(_ packet: [UInt8]) -> (UInt16, UInt16)? {
        guard packet.count >= 20, packet[0] >> 4 == 4, packet[9] == 6 else { return nil }
        let header = Int(packet[0] & 0x0F) * 4
        guard packet.count >= header + 4 else { return nil }
        let source = UInt16(packet[header]) << 8 | UInt16(packet[header + 1])
        let destination = UInt16(packet[header + 2]) << 8 | UInt16(packet[header + 3])
        return (source, destination)
    }

    private static func monotonicNanos() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
