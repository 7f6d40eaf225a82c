import CollectionLayout
import FuzzSupport
import LayoutDescription

// One input is a sizes file (`complayout frames --sizes`). It is read within the default limits and
// applied, as `frames` does, to each built-in example that self-sizes: resolved against the
// unmeasured layout, the layout prepared again with its measurements and queried at the first
// screen. Every error must be a located problem.

/// The layouts the files are applied to, prepared once.
enum BaseLayouts {
    /// The built-in examples with estimated sizes.
    static let names = ["app-store", "cat-food", "photo-feed"]

    /// Each example resolved and prepared without measurements.
    static let all: [(resolved: ResolvedLayout, prepared: PreparedLayout)] = names.map { name in
        do {
            guard let text = BuiltInExamples.text(named: name) else { fatalError("no example \(name)") }
            let resolved = try LayoutDescription.decode(text).resolve()
            return (resolved, try resolved.prepare())
        } catch {
            fatalError("example \(name): \(error)")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = FuzzInput.bytes(data, size)
    let text = String(decoding: bytes, as: UTF8.self)
    let sizes: SizesDescription
    do throws(DescriptionError) {
        sizes = try SizesDescription.decode(bytes, limits: DescriptionLimits())
    } catch {
        FuzzInput.report(error.problems, in: text, file: "sizes")
        return 0
    }
    for (resolved, unmeasured) in BaseLayouts.all {
        let resolution: SizesResolution
        do throws(DescriptionError) {
            resolution = try sizes.resolve(in: unmeasured)
        } catch {
            FuzzInput.report(error.problems, in: text, file: "sizes")
            continue
        }
        if !resolution.ignored.isEmpty { FuzzInput.report(resolution.ignored, in: text, file: "sizes") }
        let measured: PreparedLayout
        do throws(DescriptionError) {
            measured = try resolved.prepare(measurements: resolution.measurements)
        } catch {
            // Solving problems belong to the description, which is not this input.
            continue
        }
        let screen = resolved.environment.container.contentSize
        let shown = measured.elements(in: Rect(x: 0, y: 0, width: screen.width, height: screen.height))
        FuzzInput.require(
            shown.allSatisfy { !$0.frame.origin.x.isNaN && !$0.frame.origin.y.isNaN },
            "a frame with a NaN origin")
    }
    return 0
}

FuzzerMain.run(testOneInput)
