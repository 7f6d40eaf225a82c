import ArgumentParser
import CollectionLayout
import LayoutDescription

/// `frames --max-elements N`: the most elements `frames` prints. Output is streamed, so the default
/// is no limit; with a limit, a layout over it is refused (exit 65) before anything is printed.
struct ElementLimitOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Refuse (exit 65) to print more than N elements; with --visible, counts what is shown "
                + "(default: no limit).",
            valueName: "N"))
    var maxElements: Int?

    /// Refuses a limit below 1 (exit 64).
    func validate() throws {
        if let maxElements, let problem = DescriptionLimits.flagProblem("--max-elements", value: maxElements)
        {
            throw ValidationError(problem)
        }
    }

    /// Checks what is about to be printed: the `visibleCount` elements shown with `--visible`, or
    /// else every element of `layout`, counted from its templates without computing a frame.
    ///
    /// - Throws: ``CommandFailure/invalid(_:in:)`` (exit 65) naming the count, the limit and the
    ///   flag, at the start of `source`.
    func check(_ layout: PreparedLayout, visibleCount: Int?, source: InputSource?) throws {
        guard let maxElements else { return }
        let count = visibleCount ?? FramesOutput.elementCount(of: layout)
        do throws(DescriptionError) {
            try FramesOutput.checkElementLimit(count, limit: maxElements, visible: visibleCount != nil)
        } catch {
            throw CommandFailure.invalid(error.problems, in: source)
        }
    }
}
