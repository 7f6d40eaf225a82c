extension DescriptionCatalog {
    static let anchored = ObjectSpec(
        name: "anchored", summary: "A supplementary anchored to an item or group (R-ANCHOR).",
        fields: [
            FieldSpec(
                name: "kind", shape: .text, isRequired: true, summary: "The element kind, such as badge."),
            FieldSpec(
                name: "size", shape: .object("size"), isRequired: true, summary: "The supplementary's size."),
            FieldSpec(
                name: "containerAnchor", shape: .object("anchor"), isRequired: true,
                summary: "Where on the container it is anchored."),
            FieldSpec(
                name: "itemAnchor", shape: .object("anchor"),
                summary: "Which point of the supplementary meets the container anchor."),
            FieldSpec(name: "zIndex", shape: .integer(.zIndex), summary: "The zIndex; 1 by default."),
        ])

    static let anchor = ObjectSpec(
        name: "anchor", summary: "Edges and an optional offset (R-ANCHOR).",
        fields: [
            FieldSpec(
                name: "edges", shape: .list(.enumeration(DescriptionNames.edges)), isRequired: true,
                summary: "The edges to anchor to; empty for the centre."),
            FieldSpec(
                name: "fractionalOffset", shape: .pair,
                summary: "An offset in fractions of the supplementary's size."),
            FieldSpec(name: "absoluteOffset", shape: .pair, summary: "An offset in points."),
        ])

    static let boundary = ObjectSpec(
        name: "boundary",
        summary: "A header, footer or side item of a section or the layout (R-BOUNDARY).",
        fields: [
            FieldSpec(
                name: "kind", shape: .text, isRequired: true,
                summary: "The element kind, such as section-header."),
            FieldSpec(name: "size", shape: .object("size"), isRequired: true, summary: "The item's size."),
            FieldSpec(
                name: "alignment", shape: .enumeration(DescriptionNames.alignments), isRequired: true,
                summary: "Where the item sits."),
            FieldSpec(name: "offset", shape: .pair, summary: "An absolute offset [x, y]."),
            FieldSpec(
                name: "extendsBoundary", shape: .boolean,
                summary: "Whether the item extends the section; true by default."),
            FieldSpec(
                name: "pinToVisibleBounds", shape: .boolean,
                summary: "Whether the item pins while scrolling; false by default."),
            FieldSpec(name: "zIndex", shape: .integer(.zIndex), summary: "The zIndex; 1 by default."),
        ])

    static let decoration = ObjectSpec(
        name: "decoration", summary: "A section background (R-DECOR).",
        fields: [
            FieldSpec(
                name: "background", shape: .text, isRequired: true,
                summary: "The element kind of the background view."),
            FieldSpec(name: "contentInsets", shape: .insets, summary: "Insets of the background."),
            FieldSpec(name: "zIndex", shape: .integer(.zIndex), summary: "The zIndex; 0 by default."),
        ])
}
