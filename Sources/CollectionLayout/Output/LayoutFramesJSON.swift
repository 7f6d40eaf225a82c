/// The JSON document of `complayout frames --format json`: the one writer of that shape, shared by
/// the command-line tool and the snapshot kit's `.json` strategy.
///
/// ```json
/// {"contentSize": {"width": 390, "height": 1200},
///  "elements": [
///   {"category": "cell", "section": 0, "item": 0, "frame": {"x": 0, "y": 0, "width": 195, "height": 100}, "zIndex": 0},
///   {"category": "supplementary", "kind": "header", "section": 0, "item": 0, "frame": {...}, "zIndex": 0}]}
/// ```
///
/// Numbers print without a fraction when integral (`130`), otherwise in Swift's shortest form that
/// reads back to the same `Double` (`123.33333333333333`); `-0` prints as `0`. Elements keep their
/// order (R-QUERY-3 when they come from a query), one per line; the document ends with a newline.
public enum LayoutFramesJSON {
    /// The document for a content size and elements.
    ///
    /// - Parameters:
    ///   - contentSize: The layout's content size.
    ///   - elements: The elements, printed in this order.
    ///   - contentOffset: With a scroll position (`frames --visible`), the content offset, printed as
    ///     `"contentOffset": {"x": X, "y": Y}` after the content size.
    ///   - orthogonalOffsets: With a content offset, the orthogonal offsets by section, printed as
    ///     `"orthogonalOffsets": {"1": 40}` (ascending section indices as keys).
    public static func document(
        contentSize: Size, elements: [LayoutAttributes], contentOffset: Point? = nil,
        orthogonalOffsets: [Int: Double] = [:]
    ) -> String {
        var text = head(
            contentSize: contentSize, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
        for (position, element) in elements.enumerated() {
            text += self.element(element, first: position == 0)
        }
        return text + tail
    }

    /// The document up to and including `"elements": [`. With ``element(_:first:)`` for each
    /// element and ``tail`` it makes ``document(contentSize:elements:contentOffset:orthogonalOffsets:)``
    /// piece by piece, for streaming a huge layout one element at a time.
    public static func head(
        contentSize: Size, contentOffset: Point? = nil, orthogonalOffsets: [Int: Double] = [:]
    ) -> String {
        var text = "{\"contentSize\": {\"width\": \(number(contentSize.width)), "
        text += "\"height\": \(number(contentSize.height))},"
        if let contentOffset {
            text += "\n \"contentOffset\": {\"x\": \(number(contentOffset.x)), "
            text += "\"y\": \(number(contentOffset.y))},"
            let offsets = orthogonalOffsets.keys.sorted().map { section in
                "\"\(section)\": \(number(orthogonalOffsets[section] ?? 0))"
            }
            text += "\n \"orthogonalOffsets\": {\(offsets.joined(separator: ", "))},"
        }
        return text + "\n \"elements\": ["
    }

    /// One element of the streamed document, with the separator before it.
    public static func element(_ element: LayoutAttributes, first: Bool) -> String {
        var bytes: [UInt8] = []
        append(element, first: first, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The end of the streamed document.
    public static let tail = "]}\n"

    /// The `"item"` of a layout-level boundary item, whose index path is `(0, Int.max)`
    /// (R-INDEX-4): 2^53 = 9007199254740992. `Int.max` itself (2^63 − 1) is no double, so
    /// JavaScript and other readers that hold JSON numbers as doubles read it as 2^63; 2^53 is
    /// read exactly, is one more than the largest item index (item counts stop at
    /// ``PrepareOptions/maximumItemCount``) and is the same on every platform, 32-bit
    /// WebAssembly included, where `Int.max` is 2^31 − 1.
    public static let layoutLevelItem: Int64 = LayoutIndexPath.layoutLevelJSONItem

    /// ``layoutLevelItem`` as written.
    static let layoutLevelItemText: StaticString = "9007199254740992"

    /// One element as a JSON object on one line. Layout-level boundary items print
    /// `"item": 9007199254740992` (``layoutLevelItem``).
    public static func object(_ element: LayoutAttributes) -> String {
        var bytes: [UInt8] = []
        appendObject(element, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A number: integral values without a fraction (`-0` as `0`), others in Swift's shortest
    /// round-tripping form; NaN and infinities as `nan`, `inf` and `-inf`.
    public static func number(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }

    /// A JSON string literal: quotes, backslashes, control characters (C0, DEL, C1) and U+2028/U+2029
    /// escaped.
    public static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                // C0 and C1 controls, DEL, and the line and paragraph separators: JSON allows the
                // last ones raw, but YAML readers and older JavaScript read them as line breaks.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
                    || scalar.value == 0x2029
                {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
