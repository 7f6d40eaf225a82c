/// The objects of description format `version: 1` (the description format).
enum DescriptionCatalog {
    /// The current format version.
    static let version = 1

    /// Every object spec, in the order the schema lists them.
    static let objects: [ObjectSpec] = [
        document, environment, configuration, list, waterfall, section, group, stackGroup, customGroup,
        subitem, item,
        size, insets, edgeSpacing, anchored, anchor, boundary, decoration, orthogonalScrollingProperties,
    ]

    /// The spec named `name`.
    static func spec(_ name: String) -> ObjectSpec {
        guard let spec = objects.first(where: { $0.name == name }) else {
            preconditionFailure("no object spec named \(name)")
        }
        return spec
    }

    static let document = ObjectSpec(
        name: "document", summary: "A layout description.",
        fields: [
            FieldSpec(
                name: "$schema", shape: .text, summary: "The JSON Schema the document follows (ignored)."),
            FieldSpec(
                name: "version", shape: .integer(NumberRange(minimum: 1, maximum: 1)), isRequired: true,
                summary: "The format version; must be 1."),
            FieldSpec(
                name: "environment", shape: .object("environment"),
                summary: "The collection view the layout is solved for; CLI flags override it."),
            FieldSpec(
                name: "configuration", shape: .object("configuration"), summary: "Layout-wide settings."),
            FieldSpec(
                name: "list", shape: .object("list"),
                summary:
                    "Makes every section that gives neither a group nor its own list a list section "
                    + "(like UICollectionViewCompositionalLayout.list(using:))."),
            FieldSpec(
                name: "templates", shape: .map(.object("section")),
                summary: "Named sections that sections can start from with `template: name`."),
            FieldSpec(
                name: "sections", shape: .list(.object("section")), isRequired: true,
                summary: "The sections, in order."),
        ])

    static let environment = ObjectSpec(
        name: "environment", summary: "The collection view: bounds, insets, direction and display scale.",
        fields: [
            FieldSpec(
                name: "device", shape: .enumeration(DiagnosticLine.deviceNames),
                summary:
                    "A device preset (iphone-16-pro, ipad-pro-11-landscape, ...): its size, safe area, margins, "
                    + "readable width and scale; the fields written beside it override them."),
            FieldSpec(name: "width", shape: .number(.nonNegative), summary: "Bounds width; 390 by default."),
            FieldSpec(
                name: "height", shape: .number(.nonNegative), summary: "Bounds height; 844 by default."),
            FieldSpec(
                name: "displayScale",
                shape: .number(NumberRange(minimum: 0, minimumIsExclusive: true, maximum: 100)),
                summary: "Points-to-pixels scale; omit for exact math (R-ROUND)."),
            FieldSpec(
                name: "roundingPolicy", shape: .enumeration(DescriptionNames.roundingPolicies),
                summary: "Pixel rounding; modern when a scale is given (R-ROUND-1)."),
            FieldSpec(
                name: "layoutDirection", shape: .enumeration(DescriptionNames.layoutDirections),
                summary: "leftToRight by default (R-RTL)."),
            FieldSpec(name: "safeAreaInsets", shape: .insets, summary: "Safe-area insets (R-REF)."),
            FieldSpec(
                name: "layoutMargins", shape: .insets,
                summary: "Layout margins, from the safe area (R-REF-4)."
            ),
            FieldSpec(
                name: "readableContentWidth", shape: .number(.nonNegative),
                summary: "The readable content width; 672 by default (R-REF-4)."),
        ])

    static let configuration = ObjectSpec(
        name: "configuration", summary: "Layout-wide settings.",
        fields: [
            FieldSpec(
                name: "scrollDirection", shape: .enumeration(DescriptionNames.scrollDirections),
                summary: "vertical by default."),
            FieldSpec(
                name: "interSectionSpacing", shape: .number(.length),
                summary: "Space between consecutive sections (R-STACK-1)."),
            FieldSpec(
                name: "contentInsetsReference", shape: .enumeration(DescriptionNames.contentInsetsReferences),
                summary: "Reference insets of sections whose own reference is automatic (R-REF-3)."),
            FieldSpec(
                name: "boundarySupplementaryItems", shape: .list(.object("boundary")),
                summary: "Layout-level headers and footers (R-STACK-3)."
            ),
        ])

    static let section = ObjectSpec(
        name: "section", summary: "A section, or a template that sections start from.",
        fields: [
            FieldSpec(
                name: "template", shape: .text,
                summary: "The template this section starts from; its own fields override the template's."),
            FieldSpec(
                name: "itemCount", shape: .integer(NumberRange(minimum: 0, maximum: 10_000_000)),
                summary: "The number of items in the section."),
            FieldSpec(
                name: "group", shape: .object("group"),
                summary: "The top-level group; or give a list instead."),
            FieldSpec(
                name: "list", shape: .object("list"),
                summary: "A list section instead of a group (R-LIST); other fields given are set on it."),
            FieldSpec(
                name: "waterfall", shape: .object("waterfall"),
                summary:
                    "A waterfall (masonry) section instead of a group (R-WATERFALL); other fields given are set on it."
            ),
            FieldSpec(name: "contentInsets", shape: .insets, summary: "Insets around the section's content."),
            FieldSpec(
                name: "interGroupSpacing", shape: .number(.length),
                summary: "Space between group instances (R-SECTION-1)."),
            FieldSpec(
                name: "orthogonalScrollingBehavior",
                shape: .enumeration(DescriptionNames.orthogonalBehaviors),
                summary: "Orthogonal scrolling (Layout rules: orthogonal scrolling); none by default."),
            FieldSpec(
                name: "orthogonalScrollingProperties", shape: .object("orthogonalScrollingProperties"),
                summary:
                    "Deceleration rate and bounce of the orthogonal scroller (an extension of the description format)."
            ),
            FieldSpec(
                name: "contentInsetsReference", shape: .enumeration(DescriptionNames.contentInsetsReferences),
                summary: "Reference insets of the content (R-REF)."),
            FieldSpec(
                name: "supplementaryContentInsetsReference",
                shape: .enumeration(DescriptionNames.contentInsetsReferences),
                summary: "Reference insets of boundary items (R-BOUNDARY-9)."),
            FieldSpec(
                name: "supplementariesFollowContentInsets", shape: .boolean,
                summary: "Whether boundary items follow the content insets; true by default."),
            FieldSpec(
                name: "boundarySupplementaryItems", shape: .list(.object("boundary")),
                summary: "Section headers, footers and side items (R-BOUNDARY)."),
            FieldSpec(
                name: "decorationItems", shape: .list(.object("decoration")),
                summary: "Section backgrounds (R-DECOR)."),
        ], exclusivePair: ["group", "list", "waterfall"])

    static let group = ObjectSpec(
        name: "group", summary: "A group: exactly one of horizontal, vertical or custom.",
        fields: [
            FieldSpec(name: "horizontal", shape: .object("stackGroup"), summary: "Subitems placed along x."),
            FieldSpec(name: "vertical", shape: .object("stackGroup"), summary: "Subitems placed along y."),
            FieldSpec(name: "custom", shape: .object("customGroup"), summary: "Items at static frames."),
        ], exactlyOneField: true)

    static let stackGroup = ObjectSpec(
        name: "stackGroup", summary: "The body of a horizontal or vertical group (R-GROUP).",
        fields: [
            FieldSpec(name: "size", shape: .object("size"), isRequired: true, summary: "The group's size."),
            FieldSpec(
                name: "subitems", shape: .list(.object("subitem")), isRequired: true,
                summary: "Items and nested groups, repeated to fill the group. A section's group without "
                    + "count whose items are estimated along its axis re-flows once they are measured: each "
                    + "group holds as many items as fit, the next item starts the next group (R-FLOW-1)."),
            FieldSpec(
                name: "count", shape: .integer(NumberRange(minimum: 1, maximum: 10_000)),
                summary: "Exactly this many equal copies of the one subitem (R-COUNT-1); measured items keep "
                    + "this many per group and do not re-flow."),
            FieldSpec(
                name: "repeatingCount", shape: .integer(NumberRange(minimum: 1, maximum: 10_000)),
                summary: "Exactly this many copies of the one subitem, keeping its size (R-COUNT-4)."),
            FieldSpec(
                name: "interItemSpacing", shape: .spacing, summary: "Space between subitems (R-SPACING)."
            ),
            FieldSpec(name: "contentInsets", shape: .insets, summary: "Insets of the group's content box."),
            FieldSpec(
                name: "edgeSpacing", shape: .object("edgeSpacing"),
                summary: "Space outside the group (R-EDGE)."),
            FieldSpec(
                name: "supplementaryItems", shape: .list(.object("anchored")),
                summary: "Anchored supplementaries, one per group instance (R-ANCHOR-5)."),
        ])

    static let customGroup = ObjectSpec(
        name: "customGroup", summary: "A custom group with static frames (R-CUSTOM-5).",
        fields: [
            FieldSpec(name: "size", shape: .object("size"), isRequired: true, summary: "The group's size."),
            FieldSpec(
                name: "frames", shape: .list(.frame), isRequired: true,
                summary: "One frame per item, relative to the group: [x, y, w, h] or [x, y, w, h, zIndex]."),
            FieldSpec(name: "contentInsets", shape: .insets, summary: "The group's content insets."),
            FieldSpec(
                name: "edgeSpacing", shape: .object("edgeSpacing"),
                summary: "Space outside the group (R-EDGE)."),
        ])

    static let subitem = ObjectSpec(
        name: "subitem", summary: "A subitem: exactly one of item, horizontal, vertical or custom.",
        fields: [
            FieldSpec(name: "item", shape: .object("item"), summary: "A leaf item."),
            FieldSpec(
                name: "horizontal", shape: .object("stackGroup"), summary: "A nested horizontal group."),
            FieldSpec(name: "vertical", shape: .object("stackGroup"), summary: "A nested vertical group."),
            FieldSpec(name: "custom", shape: .object("customGroup"), summary: "A nested custom group."),
        ], exactlyOneField: true)

    static let item = ObjectSpec(
        name: "item", summary: "A leaf item: one cell (R-ITEM).",
        fields: [
            FieldSpec(name: "size", shape: .object("size"), isRequired: true, summary: "The item's size."),
            FieldSpec(name: "contentInsets", shape: .insets, summary: "Insets of the frame inside its slot."),
            FieldSpec(
                name: "edgeSpacing", shape: .object("edgeSpacing"),
                summary: "Space outside the item (R-EDGE)."),
            FieldSpec(
                name: "supplementaryItems", shape: .list(.object("anchored")),
                summary: "Anchored supplementaries such as badges (R-ANCHOR)."),
        ])

    static let size = ObjectSpec(
        name: "size", summary: "A width and a height dimension.",
        fields: [
            FieldSpec(name: "width", shape: .dimension, isRequired: true, summary: "The width dimension."),
            FieldSpec(name: "height", shape: .dimension, isRequired: true, summary: "The height dimension."),
        ])

    static let insets = ObjectSpec(
        name: "insets", summary: "Insets per edge; missing edges are 0.",
        fields: DescriptionNames.edges.map {
            FieldSpec(name: $0, shape: .number(.length), summary: "The \($0) inset.")
        })

    static let edgeSpacing = ObjectSpec(
        name: "edgeSpacing", summary: "Spacing per edge; missing edges are fixed 0 (R-EDGE-1).",
        fields: ["leading", "top", "trailing", "bottom"].map {
            FieldSpec(name: $0, shape: .spacing, summary: "The spacing at the \($0) edge.")
        })
}
