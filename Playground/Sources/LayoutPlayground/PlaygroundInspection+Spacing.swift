import CollectionLayout
import LayoutRendering

extension PlaygroundInspection {
    /// The padding and spacing overlay of every section, from the frames the engine solved: a
    /// section's `frame` (along the scroll axis its extent, across it the whole content), its
    /// `content` (the bounding box of its cells; across the whole frame for an orthogonal row, whose
    /// cells move), and its `gaps` (the empty bands between consecutive runs of cells along the scroll
    /// axis: the spacing between groups). What lies in the frame but outside the content is the
    /// section's insets (content insets, margins, boundary items).
    ///
    /// - Complexity: O(n log n) for the n cells of `picture`.
    static func spacing(of picture: LayoutPicture, layout: PreparedLayout) -> [String] {
        let vertical = layout.scrollDirection == .vertical
        var cells: [Int: [Rect]] = [:]
        for element in picture.elements where element.category == .cell {
            cells[element.indexPath.section, default: []].append(element.frame.standardized)
        }
        let orthogonal = Set(picture.orthogonalRows.map(\.section))
        return (0..<layout.numberOfSections).compactMap { section in
            guard let frame = layout.sectionFrame(at: section), let frames = cells[section], !frames.isEmpty
            else {
                return nil
            }
            var content = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
            if orthogonal.contains(section) {
                content =
                    vertical
                    ? Rect(x: frame.minX, y: content.minY, width: frame.width, height: content.height)
                    : Rect(x: content.minX, y: frame.minY, width: content.width, height: frame.height)
            }
            let gaps = bands(of: frames, vertical: vertical).adjacentPairs().compactMap { previous, next in
                next.start > previous.end
                    ? (vertical
                        ? Rect(
                            x: content.minX, y: previous.end, width: content.width,
                            height: next.start - previous.end)
                        : Rect(
                            x: previous.end, y: content.minY, width: next.start - previous.end,
                            height: content.height))
                    : nil
            }
            return "{\"section\": \(section), \"frame\": \(json(frame)), \"content\": \(json(content)), "
                + "\"gaps\": [\(gaps.map(json).joined(separator: ", "))]}"
        }
    }

    /// The runs of `frames` along the scroll axis, merged where they overlap or touch, in order.
    static func bands(of frames: [Rect], vertical: Bool) -> [(start: Double, end: Double)] {
        let spans = frames.map { vertical ? (start: $0.minY, end: $0.maxY) : (start: $0.minX, end: $0.maxX) }
            .sorted { $0.start < $1.start }
        var merged: [(start: Double, end: Double)] = []
        for span in spans {
            if let last = merged.last, span.start <= last.end {
                merged[merged.count - 1].end = max(last.end, span.end)
            } else {
                merged.append(span)
            }
        }
        return merged
    }
}

extension Array {
    /// Each element with the next one.
    fileprivate func adjacentPairs() -> [(Element, Element)] {
        count < 2 ? [] : (1..<count).map { (self[$0 - 1], self[$0]) }
    }
}
