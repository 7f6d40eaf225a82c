import CollectionLayout
import FuzzSupport
import LayoutDescription

// One input is a layout description (JSON or YAML). It goes the way of `complayout validate` and
// `complayout frames`: read within the default limits, resolved (templates applied), solved in
// strict mode (validation) and in normal mode, then queried at the first screen and at a scrolled
// one. Every error must be a located problem; the query must agree with a plain filter.

/// The target's settings.
enum Settings {
    /// The name the problems are reported under.
    static let file = "description"

    /// Layouts with at most this many elements are also checked element by element against
    /// `forEachElement`, which is linear in the layout.
    static let bruteForceElementLimit = 20_000
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    let limits = DescriptionLimits()
    let text = String(decoding: bytes, as: UTF8.self)
    let description: LayoutDescription
    do throws(DescriptionError) {
        description = try LayoutDescription.decode(bytes, limits: limits)
    } catch {
        FuzzInput.report(error.problems, in: text, file: Settings.file)
        return 0
    }
    let resolved: ResolvedLayout
    do throws(DescriptionError) {
        resolved = try description.resolve(limits: limits)
    } catch {
        FuzzInput.report(error.problems, in: text, file: Settings.file)
        return 0
    }
    // `complayout validate`: strict mode, where every diagnostic is an error.
    do throws(DescriptionError) {
        _ = try resolved.prepare(strict: true)
    } catch {
        FuzzInput.report(error.problems, in: text, file: Settings.file)
    }
    let prepared: PreparedLayout
    do throws(DescriptionError) {
        prepared = try resolved.prepare()
    } catch {
        FuzzInput.report(error.problems, in: text, file: Settings.file)
        return 0
    }
    let warnings = prepared.diagnostics.map(resolved.problem(for:))
    if !warnings.isEmpty { FuzzInput.report(warnings, in: text, file: Settings.file) }
    let screen = resolved.environment.container.contentSize
    let content = prepared.contentSize
    let viewports = [
        Rect(x: 0, y: 0, width: screen.width, height: screen.height),
        Rect(x: content.width / 2, y: content.height / 2, width: screen.width, height: screen.height),
    ]
    let checkEveryElement = FramesOutput.elementCount(of: prepared) <= Settings.bruteForceElementLimit
    for viewport in viewports {
        // `frames --visible` refuses a screen of more than the default 100,000 elements before
        // collecting it.
        do throws(DescriptionError) {
            try FramesOutput.checkScreenLimit(
                prepared, contentOffset: viewport.origin, limit: FramesOutput.defaultMaximumScreenElements)
        } catch {
            FuzzInput.report(error.problems, in: text, file: Settings.file)
            continue
        }
        let shown = prepared.elements(in: viewport)
        guard checkEveryElement else { continue }
        var expected: [LayoutAttributes] = []
        prepared.forEachElement { element in
            if element.frame.overlapsForQuery(viewport) { expected.append(element) }
        }
        FuzzInput.require(
            Set(shown.map(ElementKey.init)) == Set(expected.map(ElementKey.init))
                && shown.count == expected.count,
            "elements(in: \(viewport)) gave \(shown.count) elements, a filter of every element \(expected.count)"
        )
    }
    return 0
}

/// What identifies an element of a layout.
struct ElementKey: Hashable {
    var category: String
    var kind: String?
    var section: Int
    var item: Int

    init(_ element: LayoutAttributes) {
        category = "\(element.category)"
        kind = element.elementKind
        section = element.indexPath.section
        item = element.indexPath.item
    }
}

FuzzerMain.run(testOneInput)
