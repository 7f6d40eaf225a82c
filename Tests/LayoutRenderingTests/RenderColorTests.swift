import CollectionLayout
import LayoutRendering
import Testing

@Suite("Colours")
struct RenderColorTests {
    @Test("Hexadecimal text is # and six lowercase digits")
    func hexString() {
        #expect(RenderColor(hex: 0x2F6FC4).hexString == "#2f6fc4")
        #expect(RenderColor(red: 0, green: 10, blue: 255).hexString == "#000aff")
        #expect(RenderColor(hex: 0xABCDEF).red == 0xAB)
    }

    @Test("HSL converts like CSS hsl(), with the hue taken modulo 360 and the rest clamped")
    func hsl() {
        #expect(RenderColor(hue: 0, saturation: 1, lightness: 0.5).hexString == "#ff0000")
        #expect(RenderColor(hue: 60, saturation: 1, lightness: 0.5).hexString == "#ffff00")
        #expect(RenderColor(hue: 120, saturation: 1, lightness: 0.25).hexString == "#008000")
        #expect(RenderColor(hue: 240, saturation: 1, lightness: 0.5).hexString == "#0000ff")
        #expect(RenderColor(hue: -120, saturation: 1, lightness: 0.5).hexString == "#0000ff")
        #expect(RenderColor(hue: 480, saturation: 1, lightness: 0.25).hexString == "#008000")
        #expect(RenderColor(hue: 77, saturation: 0, lightness: 2).hexString == "#ffffff")
        // Python's colorsys.hls_to_rgb(8/360, 0.45, 0.72) → (197.37, 54.16, 32.13).
        #expect(RenderColor(hue: 8, saturation: 0.72, lightness: 0.45).hexString == "#c53620")
    }

    @Test("Cells use the cell colour; fixed kind colours win; without a palette kinds use the category")
    func precedence() {
        var scheme = RenderColorScheme.standard
        scheme.kindColors["badge"] = RenderColor(hex: 0x123456)
        #expect(scheme.color(for: .cell, kind: "badge", kindIndex: 0) == scheme.cell)
        #expect(scheme.color(for: .supplementary, kind: "badge", kindIndex: 0).hexString == "#123456")
        #expect(scheme.color(for: .supplementary, kind: nil, kindIndex: nil) == scheme.supplementary)
        #expect(scheme.color(for: .decoration, kind: nil, kindIndex: nil) == scheme.decoration)
        // Palette colours wrap: 8 colours, so number 9 is colour 1.
        #expect(scheme.color(for: .supplementary, kind: "x", kindIndex: 9).hexString == "#2e9e44")
        let mono = RenderColorScheme.monochrome
        #expect(mono.color(for: .supplementary, kind: "section-header", kindIndex: 0) == mono.supplementary)
        #expect(mono.color(for: .decoration, kind: "section-background", kindIndex: 1) == mono.decoration)
    }
}
