import Foundation

/// Standard output through a fixed-size buffer: streamed output (`frames` of a huge layout) is
/// written in 64 KiB pieces, never held whole.
struct BufferedOutput {
    /// Bytes gathered before a write.
    static let capacity = 1 << 16

    private var buffer: [UInt8] = []

    /// Lets `body` append bytes, writing the buffer out when it is full (for writers that produce
    /// UTF-8 directly, such as `LayoutFramesJSON.append(_:first:to:)`).
    mutating func write(_ body: (inout [UInt8]) -> Void) {
        body(&buffer)
        if buffer.count >= Self.capacity { flush() }
    }

    /// Appends `text`, writing the buffer out when it is full.
    mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.capacity { flush() }
    }

    /// Writes out what is buffered.
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}
