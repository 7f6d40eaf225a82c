import CollectionLayout

/// The output of `complayout frames` (DESIGN §6): the content size and every element in the order
/// of SPEC R-QUERY-3, as JSON or as text.
///
/// Numbers use ``DescriptionNumberFormat`` in JSON (integral values without a fraction, others in
/// the shortest form that reads back to the same `Double`) and `LayoutNumberFormat` in text (at
/// most four decimals).
public enum FramesOutput {
    /// The JSON document: `{"contentSize": {...}, "elements": [{"category": "cell", "section": 0,
    /// "item": 0, "frame": {...}, "zIndex": 0}, ...]}`, one element per line, ending with a newline.
    public static func json(contentSize: Size, elements: [LayoutAttributes]) -> String {
        var text = "{\"contentSize\": {\"width\": \(number(contentSize.width)), "
        text += "\"height\": \(number(contentSize.height))},\n \"elements\": ["
        for (position, element) in elements.enumerated() {
            text += position == 0 ? "\n  " : ",\n  "
            text += json(element)
        }
        return text + "]}\n"
    }

    /// One element as a JSON object on one line.
    public static func json(_ element: LayoutAttributes) -> String {
        var text = "{\"category\": \"\(name(of: element.category))\", "
        if let kind = element.elementKind { text += "\"kind\": \(DescriptionValue.quoted(kind)), " }
        text += "\"section\": \(element.indexPath.section), \"item\": \(element.indexPath.item), "
        let frame = element.frame
        text += "\"frame\": {\"x\": \(number(frame.minX)), \"y\": \(number(frame.minY)), "
        text += "\"width\": \(number(frame.width)), \"height\": \(number(frame.height))}, "
        return text + "\"zIndex\": \(element.zIndex)}"
    }

    /// The text form: a `contentSize W × H` line, then one line per element such as
    /// `cell 0.3 (16, 221, 179, 211) z 0`.
    public static func text(contentSize: Size, elements: [LayoutAttributes]) -> String {
        var lines = [
            "contentSize \(LayoutNumberFormat.string(contentSize.width)) × "
                + LayoutNumberFormat.string(contentSize.height)
        ]
        for element in elements {
            let kind = element.elementKind.map { " \($0)" } ?? ""
            let frame = element.frame
            let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(LayoutNumberFormat.string)
            lines.append(
                "\(name(of: element.category))\(kind) \(element.indexPath) (\(numbers.joined(separator: ", "))) "
                    + "z \(element.zIndex)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `cell`, `supplementary` or `decoration`.
    public static func name(of category: ElementCategory) -> String {
        switch category {
        case .cell: return "cell"
        case .supplementary: return "supplementary"
        case .decoration: return "decoration"
        }
    }

    private static func number(_ value: Double) -> String { DescriptionNumberFormat.string(value) }
}
