import CollectionLayout
import Testing

@Suite("Geometry")
struct GeometryTests {
    @Test("R-ITEM-4: a negative width moves the origin back")
    func standardized() {
        // slot (0, 0, 20, 44) with leading and trailing insets 15 → raw (15, 0, −10, 44) → (5, 0, 10, 44)
        let raw = Rect(x: 15, y: 0, width: -10, height: 44)
        #expect(raw.standardized == Rect(x: 5, y: 0, width: 10, height: 44))
    }

    @Test("R-QUERY-1: touching edges do not overlap; zero-length frames use half-open intervals")
    func queryOverlap() {
        let rect = Rect(x: 0, y: 100, width: 390, height: 100)
        #expect(!Rect(x: 0, y: 0, width: 10, height: 100).overlapsForQuery(rect))
        #expect(Rect(x: 0, y: 0, width: 10, height: 100.5).overlapsForQuery(rect))
        #expect(!Rect(x: 0, y: 200, width: 10, height: 10).overlapsForQuery(rect))
        #expect(Rect(x: 0, y: 100, width: 10, height: 0).overlapsForQuery(rect))
        #expect(!Rect(x: 0, y: 200, width: 10, height: 0).overlapsForQuery(rect))
    }

    @Test("Numbers print with at most four decimals")
    func numberFormat() {
        #expect(LayoutNumberFormat.string(370.0 / 3) == "123.3333")
        #expect(LayoutNumberFormat.string(97.5) == "97.5")
        #expect(LayoutNumberFormat.string(-12) == "-12")
        #expect(LayoutNumberFormat.string(0.00001) == "0")
        #expect(LayoutNumberFormat.string(-0.05) == "-0.05")
    }
}
