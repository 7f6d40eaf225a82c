import CollectionLayout

/// The colours of a rendered layout: one per element category, a palette for element kinds, and the
/// colours of the background, section bands, content bounds, viewport and labels.
///
/// Kinds take palette colours in the order they first occur in a picture (``ElementColors``): the
/// first supplementary or decoration kind seen gets the first palette colour, the second kind the
/// second colour, and so on, so that two kinds of one picture never share a colour while the
/// palette lasts. Fixed colours in ``kindColors`` win over the palette.
public struct RenderColorScheme: Hashable, Sendable {
    /// The page and canvas background.
    public var background: RenderColor
    /// The colour of cells.
    public var cell: RenderColor
    /// The colour of supplementaries when ``kindPalette`` is empty.
    public var supplementary: RenderColor
    /// The colour of decorations when ``kindPalette`` is empty.
    public var decoration: RenderColor
    /// The colours supplementary and decoration kinds take in the order they first occur in a
    /// picture; after the last colour the palette starts again. Empty to colour every kind by its
    /// category.
    public var kindPalette: [RenderColor]
    /// Fixed colours for particular kinds; they win over the palette and take no palette colour.
    public var kindColors: [String: RenderColor]
    /// The fills of section frames, used in turn (section 0 the first, section 1 the second, …).
    /// Empty to leave sections unbanded.
    public var sectionBands: [RenderColor]
    /// The outline of the content bounds.
    public var contentBounds: RenderColor
    /// The outline of the viewport rectangle.
    public var viewport: RenderColor
    /// The colour of element labels.
    public var label: RenderColor
    /// The colour of secondary text: section numbers, row labels, captions and the legend's counts.
    public var caption: RenderColor

    /// Creates a colour scheme; every colour is required so that nothing is left implicit.
    public init(
        background: RenderColor, cell: RenderColor, supplementary: RenderColor, decoration: RenderColor,
        kindPalette: [RenderColor], kindColors: [String: RenderColor] = [:], sectionBands: [RenderColor],
        contentBounds: RenderColor, viewport: RenderColor, label: RenderColor, caption: RenderColor
    ) {
        self.background = background
        self.cell = cell
        self.supplementary = supplementary
        self.decoration = decoration
        self.kindPalette = kindPalette
        self.kindColors = kindColors
        self.sectionBands = sectionBands
        self.contentBounds = contentBounds
        self.viewport = viewport
        self.label = label
        self.caption = caption
    }

    /// Creates a colour scheme whose kinds take the ``standardKindPalette`` when `derivesKindColors`
    /// is true and their category's colour otherwise.
    @available(*, deprecated, message: "give the kind palette: init(…, kindPalette:, …)")
    public init(
        background: RenderColor, cell: RenderColor, supplementary: RenderColor, decoration: RenderColor,
        derivesKindColors: Bool, kindColors: [String: RenderColor] = [:], sectionBands: [RenderColor],
        contentBounds: RenderColor, viewport: RenderColor, label: RenderColor, caption: RenderColor
    ) {
        self.init(
            background: background, cell: cell, supplementary: supplementary, decoration: decoration,
            kindPalette: derivesKindColors ? Self.standardKindPalette : [], kindColors: kindColors,
            sectionBands: sectionBands, contentBounds: contentBounds, viewport: viewport, label: label,
            caption: caption)
    }

    /// Whether kinds take palette colours: ``kindPalette`` is not empty.
    @available(*, deprecated, renamed: "kindPalette")
    public var derivesKindColors: Bool { !kindPalette.isEmpty }

    /// The kind palette of ``standard``: eight colours told apart by hue and lightness, none of them
    /// the cells' blue or the viewport's red — orange `#e07b00`, green `#2e9e44`, purple `#8e44ad`,
    /// teal `#00897b`, magenta `#c2185b`, brown `#8d6e63`, olive `#9e9d24`, slate `#546e7a`.
    public static let standardKindPalette: [RenderColor] = [
        RenderColor(hex: 0xE07B00), RenderColor(hex: 0x2E9E44), RenderColor(hex: 0x8E44AD),
        RenderColor(hex: 0x00897B), RenderColor(hex: 0xC2185B), RenderColor(hex: 0x8D6E63),
        RenderColor(hex: 0x9E9D24), RenderColor(hex: 0x546E7A),
    ]

    /// Blue cells and kinds in the ``standardKindPalette`` on white, with a red viewport.
    public static let standard = RenderColorScheme(
        background: RenderColor(hex: 0xFFFFFF), cell: RenderColor(hex: 0x2F6FC4),
        supplementary: RenderColor(hex: 0xE07B00), decoration: RenderColor(hex: 0x8A8F99),
        kindPalette: standardKindPalette,
        sectionBands: [RenderColor(hex: 0xF3F5F9), RenderColor(hex: 0xE6EAF2)],
        contentBounds: RenderColor(hex: 0x4A5060), viewport: RenderColor(hex: 0xD0021B),
        label: RenderColor(hex: 0x151922), caption: RenderColor(hex: 0x6B7280))

    /// Greys only, for print: categories differ in shade and in stroke style, kinds are not coloured.
    public static let monochrome = RenderColorScheme(
        background: RenderColor(hex: 0xFFFFFF), cell: RenderColor(hex: 0x505050),
        supplementary: RenderColor(hex: 0x1E1E1E), decoration: RenderColor(hex: 0xA0A0A0),
        kindPalette: [], sectionBands: [RenderColor(hex: 0xF5F5F5), RenderColor(hex: 0xEBEBEB)],
        contentBounds: RenderColor(hex: 0x303030), viewport: RenderColor(hex: 0x000000),
        label: RenderColor(hex: 0x000000), caption: RenderColor(hex: 0x606060))

    /// The colour of an element of `category` and `kind` that took palette colour number
    /// `kindIndex` (counting from 0; nil for none): cells always use ``cell``; a supplementary or
    /// decoration uses its entry in ``kindColors``, else palette colour `kindIndex` (modulo the
    /// palette's length), else its category's colour. ``ElementColors`` numbers the kinds of a
    /// picture.
    public func color(for category: ElementCategory, kind: String?, kindIndex: Int?) -> RenderColor {
        switch category {
        case .cell:
            return cell
        case .supplementary, .decoration:
            if let kind, let fixed = kindColors[kind] { return fixed }
            if let kindIndex, !kindPalette.isEmpty { return kindPalette[kindIndex % kindPalette.count] }
            return category == .supplementary ? supplementary : decoration
        }
    }

    /// The colour of an element of `category` and `kind` outside any picture: its entry in
    /// ``kindColors`` or its category's colour.
    @available(*, deprecated, message: "kinds are coloured in the order a picture shows them: ElementColors")
    public func color(for category: ElementCategory, kind: String?) -> RenderColor {
        color(for: category, kind: kind, kindIndex: nil)
    }

    /// The 32-bit FNV-1a hash of the UTF-8 bytes of `text`: the same in every process and on every
    /// platform. Kind colours no longer use it.
    @available(*, deprecated, message: "kind colours come from the kind palette in picture order")
    public static func stableHash(_ text: String) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }
}
