/// The element objects of ``LayoutFramesJSON`` written straight into UTF-8 bytes: the one writer
/// of an element's shape, fast enough to stream millions of elements (no string is built for a
/// cell; numbers are written digit by digit when integral).
extension LayoutFramesJSON {
    /// Appends one element of the streamed document, with the separator before it — the bytes of
    /// ``element(_:first:)`` — to `bytes`.
    ///
    /// - Complexity: O(length of the element's line).
    public static func append(_ element: LayoutAttributes, first: Bool, to bytes: inout [UInt8]) {
        append(first ? "\n  " : ",\n  ", to: &bytes)
        appendObject(element, to: &bytes)
    }

    /// Appends one element as a JSON object on one line (``object(_:)``) to `bytes`.
    static func appendObject(_ element: LayoutAttributes, to bytes: inout [UInt8]) {
        append("{\"category\": \"", to: &bytes)
        switch element.category {
        case .cell: append("cell", to: &bytes)
        case .supplementary: append("supplementary", to: &bytes)
        case .decoration: append("decoration", to: &bytes)
        }
        append("\", ", to: &bytes)
        if let kind = element.elementKind {
            append("\"kind\": ", to: &bytes)
            bytes.append(contentsOf: quoted(kind).utf8)
            append(", ", to: &bytes)
        }
        append("\"section\": ", to: &bytes)
        appendInteger(element.indexPath.section, to: &bytes)
        append(", \"item\": ", to: &bytes)
        if element.indexPath.item == Int.max {
            append(layoutLevelItemText, to: &bytes)
        } else {
            appendInteger(element.indexPath.item, to: &bytes)
        }
        let frame = element.frame
        append(", \"frame\": {\"x\": ", to: &bytes)
        appendNumber(frame.minX, to: &bytes)
        append(", \"y\": ", to: &bytes)
        appendNumber(frame.minY, to: &bytes)
        append(", \"width\": ", to: &bytes)
        appendNumber(frame.width, to: &bytes)
        append(", \"height\": ", to: &bytes)
        appendNumber(frame.height, to: &bytes)
        append("}, \"zIndex\": ", to: &bytes)
        appendInteger(element.zIndex, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }

    /// Appends ``number(_:)``'s form of `value`: integral values written digit by digit, others
    /// in Swift's shortest round-tripping form.
    @inline(__always)
    static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
        if value == value.rounded(), abs(value) < 1e15 {
            appendInteger(Int64(value), to: &bytes)
        } else {
            bytes.append(contentsOf: number(value).utf8)
        }
    }

    /// Appends the decimal digits of `value` (with a minus sign when negative), as `String(value)`
    /// spells them.
    static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
        appendInteger(Int64(value), to: &bytes)
    }

    /// The digits of a 64-bit `value`, which the `Int` overload calls: integral numbers below 10^15
    /// are no `Int` on 32-bit platforms (WebAssembly).
    @inline(__always)
    static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if magnitude < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        // 20 digits hold any UInt64.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            while magnitude > 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            bytes.append(contentsOf: buffer[start...])
        }
    }

    /// Appends the UTF-8 bytes of a literal.
    @inline(__always)
    static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
