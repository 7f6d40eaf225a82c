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
    ///
    /// With a scroll position (`frames --visible`) the document also has `"contentOffset": {"x": X,
    /// "y": Y}` and `"orthogonalOffsets": {"1": 40}` (section indices as keys, ascending) after the
    /// content size. Layout-level boundary items print `"item": 9223372036854775807` (`Int.max`,
    /// SPEC R-INDEX-4), an exact JSON integer.
    public static func json(
        contentSize: Size, elements: [LayoutAttributes], position: ScrollPosition? = nil
    ) -> String {
        var text = jsonHead(contentSize: contentSize, position: position)
        for (index, element) in elements.enumerated() { text += jsonElement(element, first: index == 0) }
        return text + jsonTail
    }

    /// The JSON document up to and including `"elements": [`: with ``jsonElement(_:first:)`` for
    /// each element and ``jsonTail``, the pieces of ``json(contentSize:elements:position:)`` for
    /// streaming a huge layout one element at a time (`PreparedLayout.forEachElement`).
    public static func jsonHead(contentSize: Size, position: ScrollPosition? = nil) -> String {
        var text = "{\"contentSize\": {\"width\": \(number(contentSize.width)), "
        text += "\"height\": \(number(contentSize.height))},"
        if let position {
            text += "\n \"contentOffset\": {\"x\": \(number(position.contentOffset.x)), "
            text += "\"y\": \(number(position.contentOffset.y))},"
            let offsets = position.orthogonalOffsets.keys.sorted().map { section in
                "\"\(section)\": \(number(position.orthogonalOffsets[section] ?? 0))"
            }
            text += "\n \"orthogonalOffsets\": {\(offsets.joined(separator: ", "))},"
        }
        return text + "\n \"elements\": ["
    }

    /// One element of the streamed JSON document, with the separator before it.
    public static func jsonElement(_ element: LayoutAttributes, first: Bool) -> String {
        (first ? "\n  " : ",\n  ") + json(element)
    }

    /// The end of the streamed JSON document.
    public static let jsonTail = "]}\n"

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
    ///
    /// With a scroll position, `contentOffset X, Y` and one `orthogonalOffset SECTION X` line per
    /// orthogonal section follow the content size.
    public static func text(
        contentSize: Size, elements: [LayoutAttributes], position: ScrollPosition? = nil
    ) -> String {
        elements.reduce(textHead(contentSize: contentSize, position: position)) { $0 + textLine($1) }
    }

    /// The text form's lines before the elements, each ending with a newline; with
    /// ``textLine(_:)`` per element, the pieces of ``text(contentSize:elements:position:)`` for
    /// streaming.
    public static func textHead(contentSize: Size, position: ScrollPosition? = nil) -> String {
        var lines = [
            "contentSize \(LayoutNumberFormat.string(contentSize.width)) × "
                + LayoutNumberFormat.string(contentSize.height)
        ]
        if let position {
            lines.append(
                "contentOffset \(LayoutNumberFormat.string(position.contentOffset.x)), "
                    + LayoutNumberFormat.string(position.contentOffset.y))
            for section in position.orthogonalOffsets.keys.sorted() {
                let offset = LayoutNumberFormat.string(position.orthogonalOffsets[section] ?? 0)
                lines.append("orthogonalOffset \(section) \(offset)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One element's line of the text form, ending with a newline.
    public static func textLine(_ element: LayoutAttributes) -> String {
        let kind = element.elementKind.map { " \($0)" } ?? ""
        let frame = element.frame
        let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(LayoutNumberFormat.string)
        return
            "\(name(of: element.category))\(kind) \(element.indexPath) (\(numbers.joined(separator: ", "))) "
            + "z \(element.zIndex)\n"
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
