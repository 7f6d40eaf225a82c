import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a command's output file (`render -o`) the way shell redirection treats the path: a
/// regular file, or a path that does not exist yet, is replaced atomically (a temporary file
/// renamed over it, so readers never see half a picture); a symbolic link, a FIFO or a device
/// (`/dev/null`, `/dev/stdout`) is opened and written through, never replaced by a regular file;
/// a directory and a read-only file are refused.
enum OutputFile {
    /// Writes `bytes` to `path`, or throws a usage failure naming the path and the system's reason.
    static func write(_ bytes: Data, to path: String) throws {
        var status = stat()
        let exists = lstat(path, &status) == 0
        let type = status.st_mode & S_IFMT
        if exists && type == S_IFDIR {
            throw CommandFailure.usage("cannot write \"\(path)\": it is a directory")
        }
        if !exists || type == S_IFREG {
            // A read-only file stays read-only (even for root, whose `access` would allow it).
            if exists && (status.st_mode & S_IWUSR == 0 || access(path, W_OK) != 0) {
                throw CommandFailure.usage("cannot write \"\(path)\": the file is read-only")
            }
            do {
                try bytes.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw CommandFailure.usage("cannot write \"\(path)\": \(error.localizedDescription)")
            }
            return
        }
        // A symbolic link, FIFO, device or socket: write through it, as `> path` would.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        guard descriptor >= 0 else {
            throw CommandFailure.usage("cannot write \"\(path)\": \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        try bytes.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw CommandFailure.usage(
                        "cannot write \"\(path)\": \(String(cString: strerror(errno)))")
                }
                offset += written
            }
        }
    }
}

/// The C library's `write(2)`, out of the way of ``OutputFile/write(_:to:)``.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
