import Foundation

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
    /// - Throws: ``PlaygroundFailure/conflict(_:)`` when the file cannot be written.
    public func write(_ bytes: [UInt8]) throws(PlaygroundFailure) -> Double {
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
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
