import CollectionLayout
import LayoutDescription
import Testing

/// `photo-grid`, `mosaic` and `photo-feed` at 390 × 844 against hand-derived golden frames
/// (`Tests/Fixtures/NAME.frames.json`; the derivations are in the sibling `.md` files).
@Suite("Golden frames")
struct GoldenFrameTests {
    @Test("Examples match their hand-derived frames", arguments: ["photo-grid", "mosaic", "photo-feed"])
    func golden(_ name: String) throws {
        let layout = try TestSupport.prepare(try TestSupport.file("Examples/\(name).yaml"), strict: true)
        let golden = try DescriptionValue.parse(try TestSupport.file("Tests/Fixtures/\(name).frames.json"))
        guard case .number(let width)? = golden["contentSize"]?["width"],
            case .number(let height)? = golden["contentSize"]?["height"],
            case .array(let elements)? = golden["elements"]
        else {
            Issue.record("malformed golden file")
            return
        }
        #expect(layout.contentSize == Size(width: width, height: height))
        let actual = layout.allElements()
        #expect(actual.count == elements.count)
        for (element, expected) in zip(actual, elements) {
            guard case .number(let item)? = expected["item"], let frame = expected["frame"],
                case .number(let x)? = frame["x"], case .number(let y)? = frame["y"],
                case .number(let w)? = frame["width"], case .number(let h)? = frame["height"]
            else {
                Issue.record("malformed golden element")
                continue
            }
            #expect(element.indexPath == LayoutIndexPath(item: Int(item), section: 0))
            TestSupport.expect(element.frame, (x, y, w, h), tolerance: 1e-9, "\(name) \(element.indexPath)")
        }
    }
}
