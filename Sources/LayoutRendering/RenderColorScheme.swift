import CollectionLayout

/// The colours of a rendered layout: one per element category, one per element kind, and the
/// colours of the background, section bands, content bounds, viewport and labels.
///
/// The colour of a supplementary or decoration kind is derived from the kind string with a fixed
/// hash (``stableHash(_:)``, 32-bit FNV-1a over the UTF-8 bytes — never `hashValue`, which changes
/// from run to run), so the same kind has the same colour in every picture and every process.
/// Derived hues skip the neighbourhood of the cell hue so that kinds never look like cells.
public struct RenderColorScheme: Hashable, Sendable {
    /// The page and canvas background.
    public var background: RenderColor
    /// The colour of cells.
    public var cell: RenderColor
    /// The colour of supplementaries without a kind, and of every supplementary when
    /// ``derivesKindColors`` is false.
    public var supplementary: RenderColor
    /// The colour of decorations without a kind, and of every decoration when
    /// ``derivesKindColors`` is false.
    public var decoration: RenderColor
    /// Whether supplementary and decoration kinds get their own colour derived from the kind string.
    public var derivesKindColors: Bool
    /// Fixed colours for particular kinds; they win over derived colours.
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
    /// The colour of secondary text: section numbers and captions.
    public var caption: RenderColor

    /// Creates a colour scheme; every colour is required so that nothing is left implicit.
    public init(
        background: RenderColor, cell: RenderColor, supplementary: RenderColor, decoration: RenderColor,
        derivesKindColors: Bool, kindColors: [String: RenderColor] = [:], sectionBands: [RenderColor],
        contentBounds: RenderColor, viewport: RenderColor, label: RenderColor, caption: RenderColor
    ) {
        self.background = background
        self.cell = cell
        self.supplementary = supplementary
        self.decoration = decoration
        self.derivesKindColors = derivesKindColors
        self.kindColors = kindColors
        self.sectionBands = sectionBands
        self.contentBounds = contentBounds
        self.viewport = viewport
        self.label = label
        self.caption = caption
    }

    /// Blue cells, orange or kind-coloured supplementaries, grey or pale kind-coloured decorations
    /// on white, with a red viewport.
    public static let standard = RenderColorScheme(
        background: RenderColor(hex: 0xFFFFFF), cell: RenderColor(hex: 0x2F6FC4),
        supplementary: RenderColor(hex: 0xE07B00), decoration: RenderColor(hex: 0x8A8F99),
        derivesKindColors: true, sectionBands: [RenderColor(hex: 0xF3F5F9), RenderColor(hex: 0xE6EAF2)],
        contentBounds: RenderColor(hex: 0x4A5060), viewport: RenderColor(hex: 0xD0021B),
        label: RenderColor(hex: 0x151922), caption: RenderColor(hex: 0x6B7280))

    /// Greys only, for print: categories differ in shade and in stroke style, kinds are not coloured.
    public static let monochrome = RenderColorScheme(
        background: RenderColor(hex: 0xFFFFFF), cell: RenderColor(hex: 0x505050),
        supplementary: RenderColor(hex: 0x1E1E1E), decoration: RenderColor(hex: 0xA0A0A0),
        derivesKindColors: false, sectionBands: [RenderColor(hex: 0xF5F5F5), RenderColor(hex: 0xEBEBEB)],
        contentBounds: RenderColor(hex: 0x303030), viewport: RenderColor(hex: 0x000000),
        label: RenderColor(hex: 0x000000), caption: RenderColor(hex: 0x606060))

    /// The colour an element of `category` and `kind` is drawn with.
    ///
    /// Cells always use ``cell``. A supplementary or decoration uses, in this order: its entry in
    /// ``kindColors``; a colour derived from the kind when ``derivesKindColors`` is true (saturated
    /// for supplementaries, pale for decorations); the category colour.
    public func color(for category: ElementCategory, kind: String?) -> RenderColor {
        switch category {
        case .cell:
            return cell
        case .supplementary, .decoration:
            let fallback = category == .supplementary ? supplementary : decoration
            guard let kind else { return fallback }
            if let fixed = kindColors[kind] { return fixed }
            guard derivesKindColors else { return fallback }
            let hue = Self.hue(forKind: kind)
            return category == .supplementary
                ? RenderColor(hue: hue, saturation: 0.72, lightness: 0.45)
                : RenderColor(hue: hue, saturation: 0.32, lightness: 0.6)
        }
    }

    /// The hue derived from a kind: the stable hash mapped to 0…360 degrees, skipping 187–237
    /// (the cells' blue).
    static func hue(forKind kind: String) -> Double {
        let hue = Double(stableHash(kind) % 310)
        return hue >= 187 ? hue + 50 : hue
    }

    /// The 32-bit FNV-1a hash of the UTF-8 bytes of `text`: the same in every process and on every
    /// platform.
    public static func stableHash(_ text: String) -> UInt32 {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        return hash
    }
}
