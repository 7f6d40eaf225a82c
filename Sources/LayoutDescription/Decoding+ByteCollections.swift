import CollectionLayout

// Any collection of bytes in: `Data` from `URLSession` or `FileManager`, `ArraySlice<UInt8>`, a
// string's `utf8` view or a server's byte buffer, without converting it first.

extension LayoutDescription {
    /// Reads a description from any collection of bytes of a JSON or YAML file, such as the `Data`
    /// that `URLSession` returns; the bytes are read as ``decode(_:)-([UInt8])`` reads them.
    ///
    /// ```swift
    /// let (data, _) = try await URLSession.shared.data(from: layoutURL)
    /// let description = try LayoutDescription.decode(data)
    /// ```
    ///
    /// - Throws: ``DescriptionError`` listing every problem found, each with its JSON path; invalid
    ///   UTF-8 and binary data are errors, never traps.
    /// - Complexity: O(*n*) to copy the *n* bytes, then as ``decode(_:)-([UInt8])``.
    public static func decode<Bytes: Collection>(_ bytes: Bytes) throws(DescriptionError) -> LayoutDescription
    where Bytes.Element == UInt8 {
        try decode(Array(bytes))
    }

    /// Reads a description from any collection of bytes within `limits`; see
    /// ``decode(_:limits:)-([UInt8],_)``.
    ///
    /// - Throws: ``DescriptionError`` listing every problem found; a limit's error names the limit
    ///   and how to raise it.
    public static func decode<Bytes: Collection>(_ bytes: Bytes, limits: DescriptionLimits)
        throws(DescriptionError) -> LayoutDescription
    where Bytes.Element == UInt8 {
        try decode(Array(bytes), limits: limits)
    }
}

extension SizesDescription {
    /// Reads a sizes file from any collection of bytes, such as `Data`; see
    /// ``decode(_:)-([UInt8])``.
    ///
    /// - Throws: ``DescriptionError`` listing every problem with its JSON path. Never traps.
    public static func decode<Bytes: Collection>(_ bytes: Bytes) throws(DescriptionError) -> SizesDescription
    where Bytes.Element == UInt8 {
        try decode(Array(bytes))
    }

    /// Reads a sizes file from any collection of bytes within `limits`; see
    /// ``decode(_:limits:)-([UInt8],_)``.
    ///
    /// - Throws: ``DescriptionError`` listing every problem; a limit's error names the limit and
    ///   how to raise it.
    public static func decode<Bytes: Collection>(_ bytes: Bytes, limits: DescriptionLimits)
        throws(DescriptionError) -> SizesDescription
    where Bytes.Element == UInt8 {
        try decode(Array(bytes), limits: limits)
    }
}
