import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The description file `complayout serve FILE` edits: the page loads it, saves edits back, and
/// polls its modification time to reload changes made on disk.
public struct PlaygroundFile: Hashable, Sendable {
    /// The file's path as given on the command line.
    public var path: String
    /// The largest file read, in bytes (default ``PlaygroundAPI/maximumBodyBytes``): the page
    /// sends the text back as a request body, so the server sets its body limit here.
    public var maximumBytes = PlaygroundAPI.maximumBodyBytes

    /// Creates a handle for `path`; nothing is read yet.
    public init(path: String) {
        self.path = path
    }

    /// The file's text and modification time.
    ///
    /// - Throws: ``PlaygroundFailure/conflict(_:)`` when the file cannot be read or is larger than
    ///   ``maximumBytes``.
    public func read() throws(PlaygroundFailure) -> (text: String, modified: Double) {
        let modified = try modificationTime()
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .conflict("cannot read \"\(path)\": no such file or not readable")
        }
        guard data.count <= maximumBytes else {
            throw .conflict(
                "\"\(path)\" is \(data.count) bytes, more than the body limit of \(maximumBytes) bytes; "
                    + "raise it with --max-body-bytes (PlaygroundLimits.maximumBodyBytes)")
        }
        return (String(decoding: data, as: UTF8.self), modified)
    }

    /// Replaces the file's contents with `bytes`; returns the new modification time.
    ///
    /// The write is atomic (a temporary file beside the target, renamed over it) and keeps what the
    /// file was: a symbolic link is written through to its target and stays a link, and the
    /// target keeps its permissions (a 0600 file stays 0600).
    ///
    /// - Throws: ``PlaygroundFailure/conflict(_:)`` when the file cannot be written.
    public func write(_ bytes: [UInt8]) throws(PlaygroundFailure) -> Double {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let manager = FileManager.default
        let permissions =
            (try? manager.attributesOfItem(atPath: target.path))?[.posixPermissions] as? NSNumber
        let temporary = target.deletingLastPathComponent().appendingPathComponent(
            ".\(target.lastPathComponent).complayout-\(UUID().uuidString)")
        do {
            // Created with the target's permissions, so its contents are never more readable.
            let mode = permissions.map { mode_t($0.intValue) } ?? 0o644
            let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, mode)
            guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission) }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            try handle.write(contentsOf: Data(bytes))
            try handle.synchronize()
            try handle.close()
            if let permissions {
                // `open` applies the umask; the target's exact mode is restored.
                try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, target.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            try? manager.removeItem(at: temporary)
            throw .conflict("cannot write \"\(path)\": \(error.localizedDescription)")
        }
        return try modificationTime()
    }

    /// The modification time in milliseconds since 1970.
    ///
    /// - Throws: ``PlaygroundFailure/conflict(_:)`` when the file does not exist.
    public func modificationTime() throws(PlaygroundFailure) -> Double {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let date = attributes[.modificationDate] as? Date
        else { throw .conflict("cannot read \"\(path)\": no such file or not readable") }
        return (date.timeIntervalSince1970 * 1000).rounded()
    }

    /// `{"path": P, "modified": MS}`, plus `"text": T` when `text` is given.
    func json(modified: Double, text: String? = nil) -> String {
        var json = "{\"path\": \(JSONText.string(path)), \"modified\": \(JSONText.number(modified))"
        if let text { json += ", \"text\": \(JSONText.string(text))" }
        return json + "}\n"
    }
}
