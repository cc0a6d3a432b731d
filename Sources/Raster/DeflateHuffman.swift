/// Length-limited Huffman codes and their canonical bit patterns (RFC 1951, section 3.2.2).
enum DeflateHuffman {
    /// The code length of every symbol for the given frequencies, none longer than `limit`.
    ///
    /// Builds an ordinary Huffman tree with the two-queue method (leaves sorted by
    /// frequency, merged nodes arrive in order). When the tree is deeper than
    /// `limit`, the frequencies are halved (keeping every used symbol at least 1)
    /// and the tree rebuilt: each halving flattens the distribution, and equal
    /// frequencies give a tree of depth ceil(log2 n), within every limit DEFLATE
    /// uses. Unused symbols get length 0; a lone used symbol gets length 1.
    static func codeLengths(_ frequencies: [Int], limit: Int) -> [UInt8] {
        var freqs = frequencies
        while true {
            let lengths = huffmanLengths(freqs)
            if lengths.max() ?? 0 <= UInt8(limit) { return lengths }
            freqs = freqs.map { $0 == 0 ? 0 : ($0 >> 1) | 1 }
        }
    }

    /// Unlimited Huffman code lengths.
    private static func huffmanLengths(_ freqs: [Int]) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: freqs.count)
        let leaves = freqs.indices.filter { freqs[$0] > 0 }
            .sorted { freqs[$0] != freqs[$1] ? freqs[$0] < freqs[$1] : $0 < $1 }
        if leaves.isEmpty { return lengths }
        if leaves.count == 1 {
            lengths[leaves[0]] = 1
            return lengths
        }
        // Nodes 0..<n are the leaves in sorted order, n... the merged nodes.
        let n = leaves.count
        var weight = leaves.map { freqs[$0] }
        var parent = [Int](repeating: -1, count: 2 * n - 1)
        weight.reserveCapacity(2 * n - 1)
        var nextLeaf = 0, nextMerged = n
        func takeLightest() -> Int {
            if nextLeaf < n && (nextMerged >= weight.count || weight[nextLeaf] <= weight[nextMerged]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextMerged += 1
            return nextMerged - 1
        }
        for _ in 0..<(n - 1) {
            let a = takeLightest(), b = takeLightest()
            let node = weight.count
            weight.append(weight[a] + weight[b])
            parent[a] = node
            parent[b] = node
        }
        // Merged nodes are created in increasing order, so a parent's depth is known before its children's.
        var depth = [Int](repeating: 0, count: 2 * n - 1)
        for node in stride(from: 2 * n - 3, through: 0, by: -1) {
            depth[node] = depth[parent[node]] + 1
        }
        for (i, symbol) in leaves.enumerated() {
            lengths[symbol] = UInt8(depth[i])
        }
        return lengths
    }

    /// The canonical code of every symbol, bit-reversed so it can be written least-significant bit first.
    static func codes(lengths: [UInt8]) -> [UInt16] {
        var countPerLength = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1..<16 {
            code = (code + countPerLength[bits - 1]) << 1
            next[bits] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let bits = Int(length)
            codes[symbol] = reversed(UInt16(next[bits]), bits: bits)
            next[bits] += 1
        }
        return codes
    }

    /// The low `bits` bits of `code` in reverse order.
    private static func reversed(_ code: UInt16, bits: Int) -> UInt16 {
        var input = code, output: UInt16 = 0
        for _ in 0..<bits {
            output = output << 1 | input & 1
            input >>= 1
        }
        return output
    }
}
