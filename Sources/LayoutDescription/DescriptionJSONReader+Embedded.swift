#if hasFeature(Embedded)
    // In the Embedded Swift (WebAssembly) build, which leaves out the YAML reader and its source
    // map, the native build's reading entry points read JSON with the portable reader, so that code
    // written for one build reads descriptions in the other unchanged. Native builds do not compile
    // this file: there, these entry points read YAML and JSON through Yams.

    extension DescriptionValue {
        /// Parses JSON bytes with ``DescriptionJSONReader`` (the Embedded Swift build reads no YAML).
        public static func parse(_ data: [UInt8]) throws(DescriptionError) -> DescriptionValue {
            try DescriptionJSONReader.parse(data)
        }

        /// Parses JSON bytes within `limits` with ``DescriptionJSONReader``.
        public static func parse(_ data: [UInt8], limits: DescriptionLimits) throws(DescriptionError)
            -> DescriptionValue
        {
            try DescriptionJSONReader.parse(data, limits: limits)
        }

        /// Parses JSON text with ``DescriptionJSONReader``.
        public static func parse(_ text: String) throws(DescriptionError) -> DescriptionValue {
            try DescriptionJSONReader.parse(text)
        }

        /// Parses JSON text within `limits` with ``DescriptionJSONReader``.
        public static func parse(_ text: String, limits: DescriptionLimits) throws(DescriptionError)
            -> DescriptionValue
        {
            try DescriptionJSONReader.parse(text, limits: limits)
        }
    }

    extension LayoutDescription {
        /// Reads a description from JSON text.
        public static func decode(_ text: String) throws(DescriptionError) -> LayoutDescription {
            try decode(DescriptionJSONReader.parse(text))
        }

        /// Reads a description from the bytes of a JSON file.
        public static func decode(_ data: [UInt8]) throws(DescriptionError) -> LayoutDescription {
            try decode(DescriptionJSONReader.parse(data))
        }

        /// Reads a description from JSON text within `limits`.
        public static func decode(_ text: String, limits: DescriptionLimits) throws(DescriptionError)
            -> LayoutDescription
        {
            try decode(DescriptionJSONReader.parse(text, limits: limits))
        }

        /// Reads a description from the bytes of a JSON file within `limits`.
        public static func decode(_ data: [UInt8], limits: DescriptionLimits) throws(DescriptionError)
            -> LayoutDescription
        {
            try decode(DescriptionJSONReader.parse(data, limits: limits))
        }
    }

    extension SizesDescription {
        /// Reads a sizes file from the bytes of a JSON file.
        public static func decode(_ data: [UInt8]) throws(DescriptionError) -> SizesDescription {
            try decode(DescriptionJSONReader.parse(data))
        }

        /// Reads a sizes file from JSON text.
        public static func decode(_ text: String) throws(DescriptionError) -> SizesDescription {
            try decode(DescriptionJSONReader.parse(text))
        }

        /// Reads a sizes file from the bytes of a JSON file within `limits`.
        public static func decode(_ data: [UInt8], limits: DescriptionLimits) throws(DescriptionError)
            -> SizesDescription
        {
            try decode(DescriptionJSONReader.parse(data, limits: limits))
        }
    }

    extension DescriptionSourceLocation {
        /// The place in the JSON `text` that a problem names
        /// (``DescriptionJSONReader/locations(of:in:limits:)``).
        public static func of(_ problem: DescriptionProblem, in text: String) -> DescriptionSourceLocation {
            DescriptionJSONReader.locations(of: [problem], in: text)[0]
        }

        /// The place in the JSON `text` that `path` names.
        public static func of(_ path: DescriptionPath, in text: String) -> DescriptionSourceLocation {
            DescriptionJSONReader.location(of: path, in: text)
        }

        /// The places of many problems in one JSON text, in order.
        public static func locations(of problems: [DescriptionProblem], in text: String)
            -> [DescriptionSourceLocation]
        {
            DescriptionJSONReader.locations(of: problems, in: text)
        }

        /// The places of many problems in a JSON text read within `limits`.
        public static func locations(
            of problems: [DescriptionProblem], in text: String, limits: DescriptionLimits
        ) -> [DescriptionSourceLocation] {
            DescriptionJSONReader.locations(of: problems, in: text, limits: limits)
        }
    }

    extension DescriptionPath {
        /// Where the value at this path is written in the JSON `text`.
        public func location(in text: String) -> DescriptionSourceLocation {
            DescriptionJSONReader.location(of: self, in: text)
        }
    }
#endif
