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

    @Test("The stable hash is 32-bit FNV-1a over UTF-8 (published test vectors)")
    func stableHash() {
        #expect(RenderColorScheme.stableHash("") == 0x811C_9DC5)
        #expect(RenderColorScheme.stableHash("a") == 0xE40C_292C)
        #expect(RenderColorScheme.stableHash("foobar") == 0xBF9C_F968)
    }

    @Test("Kind colours are fixed values derived from the kind, the same on every call and platform")
    func kindColors() {
        let scheme = RenderColorScheme.standard
        // FNV-1a("section-header") = 0x5fd3e2e2; % 310 = 8 → hsl(8, 72%, 45%).
        #expect(scheme.color(for: .supplementary, kind: "section-header").hexString == "#c53620")
        // FNV-1a("badge") = 0x35648278; % 310 = 38 → hsl(38, 72%, 45%).
        #expect(scheme.color(for: .supplementary, kind: "badge").hexString == "#c58920")
        // FNV-1a("section-background") = 0xae69df6f; % 310 = 53 → hsl(53, 32%, 60%).
        #expect(scheme.color(for: .decoration, kind: "section-background").hexString == "#bab278")
        #expect(
            scheme.color(for: .supplementary, kind: "badge")
                == scheme.color(for: .supplementary, kind: "badge"))
    }

    @Test("Derived hues skip the cells' blue, 187°–237°")
    func hueGap() {
        let scheme = RenderColorScheme.standard
        // FNV-1a("a") % 310 = 200, which moves to 250.
        let shifted = scheme.color(for: .supplementary, kind: "a")
        #expect(shifted == RenderColor(hue: 250, saturation: 0.72, lightness: 0.45))
        for index in 0..<500 {
            let hash = RenderColorScheme.stableHash("kind-\(index)") % 310
            let color = scheme.color(for: .supplementary, kind: "kind-\(index)")
            let hue = Double(hash >= 187 ? hash + 50 : hash)
            #expect(color == RenderColor(hue: hue, saturation: 0.72, lightness: 0.45))
            #expect(!(187..<237).contains(hue))
        }
    }

    @Test("Cells use the cell colour; fixed kind colours win; kindless or underived use the category")
    func precedence() {
        var scheme = RenderColorScheme.standard
        scheme.kindColors["badge"] = RenderColor(hex: 0x123456)
        #expect(scheme.color(for: .cell, kind: "badge") == scheme.cell)
        #expect(scheme.color(for: .supplementary, kind: "badge").hexString == "#123456")
        #expect(scheme.color(for: .supplementary, kind: nil) == scheme.supplementary)
        #expect(scheme.color(for: .decoration, kind: nil) == scheme.decoration)
        let mono = RenderColorScheme.monochrome
        #expect(mono.color(for: .supplementary, kind: "section-header") == mono.supplementary)
        #expect(mono.color(for: .decoration, kind: "section-background") == mono.decoration)
    }
}
