import Foundation
import LayoutDescription

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads an input file or standard input in bounded chunks, stopping one chunk past the input
/// limit: a huge or endless input (`< /dev/zero`, a 1 GB pipe) costs at most the limit plus one
/// chunk of memory and ends in a typed error instead of being read whole.
enum BoundedInput {
    /// Why a read failed.
    enum Failure: Error {
        /// The file cannot be opened or read (exit 64); the reason in words.
        case unreadable(String)
        /// The input is larger than `limit` bytes (exit 65).
        case tooLarge(limit: Int)

        /// The problem the commands print for a too-large input, naming the limit and the flag
        /// that raises it.
        static func tooLargeMessage(limit: Int) -> String {
            let mebibytes = limit % (1024 * 1024) == 0 ? " (\(limit / (1024 * 1024)) MiB)" : ""
            return "the input is larger than the input limit of \(limit) bytes\(mebibytes); "
                + "reading stopped there; raise it with --max-input-bytes"
        }
    }

    /// The bytes read per system call.
    static let chunkSize = 1 << 16

    /// Reads `path` (`-` for standard input), at most `limit` bytes.
    static func read(_ path: String, limit: Int = DescriptionLimits().maximumInputBytes) throws(Failure)
        -> [UInt8]
    {
        let descriptor: Int32
        if path == "-" {
            descriptor = 0
        } else {
            descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        }
        defer { if descriptor != 0 { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, chunkSize) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            guard bytes.count + count <= limit else { throw .tooLarge(limit: limit) }
            bytes.append(contentsOf: chunk[..<count])
        }
    }
}

/// The C library's `read(2)`, out of the way of ``BoundedInput/read(_:limit:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
