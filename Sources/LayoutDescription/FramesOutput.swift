import CollectionLayout

/// The output of `complayout frames` (the description format): the content size and every element in the order
/// of R-QUERY-3, as JSON or as text.
///
/// Numbers use ``DescriptionNumberFormat`` in JSON (integral values without a fraction, others in
/// the shortest form that reads back to the same `Double`) and `LayoutNumberFormat` in text (at
/// most four decimals).
public enum FramesOutput {
    /// The JSON document (written by `LayoutFramesJSON`, the one owner of the shape): `{"contentSize": {...}, "elements": [{"category": "cell", "section": 0,
    /// "item": 0, "frame": {...}, "zIndex": 0}, ...]}`, one element per line, ending with a newline.
    ///
    /// With a content offset (`frames --visible`, read from the headless collection view) the
    /// document also has `"contentOffset": {"x": X, "y": Y}` and `"orthogonalOffsets": {"1": 40}`
    /// (the resting offset of every orthogonal section, section indices as keys, ascending) after
    /// the content size. Layout-level boundary items (index path `(0, Int.max)`, R-INDEX-4) print
    /// `"item": 9007199254740992` (`LayoutFramesJSON.layoutLevelItem`), exact in JavaScript.
    public static func json(
        contentSize: Size, elements: [LayoutAttributes], contentOffset: Point? = nil,
        orthogonalOffsets: [Int: Double] = [:]
    ) -> String {
        LayoutFramesJSON.document(
            contentSize: contentSize, elements: elements, contentOffset: contentOffset,
            orthogonalOffsets: orthogonalOffsets)
    }

    /// One element as a JSON object on one line (`LayoutFramesJSON.object(_:)`).
    public static func json(_ element: LayoutAttributes) -> String { LayoutFramesJSON.object(element) }

    /// The JSON document up to and including `"elements": [`; with ``jsonElement(_:first:)`` for
    /// each element and ``jsonTail``, the pieces of the document for streaming a huge layout one
    /// element at a time (`PreparedLayout.forEachElement`).
    public static func jsonHead(
        contentSize: Size, contentOffset: Point? = nil, orthogonalOffsets: [Int: Double] = [:]
    ) -> String {
        LayoutFramesJSON.head(
            contentSize: contentSize, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
    }

    /// One element of the streamed JSON document, with the separator before it.
    public static func jsonElement(_ element: LayoutAttributes, first: Bool) -> String {
        LayoutFramesJSON.element(element, first: first)
    }

    /// The end of the streamed JSON document.
    public static var jsonTail: String { LayoutFramesJSON.tail }

    /// The text form: a `contentSize W × H` line, then one line per element such as
    /// `cell 0.3 (16, 221, 179, 211) z 0`.
    ///
    /// With a content offset, `contentOffset X, Y` and one `orthogonalOffset SECTION X` line per
    /// orthogonal section follow the content size.
    public static func text(
        contentSize: Size, elements: [LayoutAttributes], contentOffset: Point? = nil,
        orthogonalOffsets: [Int: Double] = [:]
    ) -> String {
        elements.reduce(
            textHead(
                contentSize: contentSize, contentOffset: contentOffset, orthogonalOffsets: orthogonalOffsets)
        ) { $0 + textLine($1) }
    }

    /// The text form's lines before the elements, each ending with a newline; with
    /// ``textLine(_:)`` per element, the pieces of the text form for streaming.
    public static func textHead(
        contentSize: Size, contentOffset: Point? = nil, orthogonalOffsets: [Int: Double] = [:]
    ) -> String {
        var lines = [
            "contentSize \(LayoutNumberFormat.string(contentSize.width)) × "
                + LayoutNumberFormat.string(contentSize.height)
        ]
        if let contentOffset {
            lines.append(
                "contentOffset \(LayoutNumberFormat.string(contentOffset.x)), "
                    + LayoutNumberFormat.string(contentOffset.y))
            for section in orthogonalOffsets.keys.sorted() {
                let offset = LayoutNumberFormat.string(orthogonalOffsets[section] ?? 0)
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
    public static func name(of category: ElementCategory) -> String { category.description }
}
