/// Reads a fuzz input as a stream of small decisions: each byte is one choice, and an exhausted
/// input answers 0, so every input is a valid program.
public struct ByteStream {
    private let bytes: [UInt8]
    private var position = 0

    /// A stream over `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte was read.
    public var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, 0 past the end.
    public mutating func next() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `0..<count` taken from the next byte (`count` is at most 256).
    public mutating func next(below count: Int) -> Int {
        Int(next()) % max(count, 1)
    }

    /// Up to `limit` values made by `make`, the count taken from the next byte.
    public mutating func list<T>(upTo limit: Int, _ make: (inout ByteStream) -> T) -> [T] {
        (0..<next(below: limit + 1)).map { _ in make(&self) }
    }
}
