import CollectionLayout
import LayoutCommandOptions
import LayoutDescription

/// What `--max-elements` (declared in `LayoutCommandOptions`) means to `frames` and `render`: the most
/// elements `frames` prints, or `render` draws on a screen. Output is streamed, so without
/// `--visible` the default is no limit; with `--visible` one screen is collected before it is
/// printed, so the default is `FramesOutput.defaultMaximumScreenElements` (100,000). A layout over
/// the limit is refused (exit 65) before anything is printed.
extension ElementLimitOption {
    /// The limit of one screen: `--max-elements`, or `FramesOutput.defaultMaximumScreenElements`.
    var screenLimit: Int { maxElements ?? FramesOutput.defaultMaximumScreenElements }

    /// Checks, before the headless view collects the screen at `contentOffset` (nil: the initial
    /// offset), that it holds at most ``screenLimit`` elements, so that memory follows the limit
    /// and not the environment.
    ///
    /// - Throws: ``CommandFailure/invalid(_:in:)`` (exit 65) naming the limit and the flag, at the
    ///   start of `source`.
    func checkScreen(_ layout: PreparedLayout, contentOffset: Point?, source: InputSource?) throws {
        do throws(DescriptionError) {
            try FramesOutput.checkScreenLimit(layout, contentOffset: contentOffset, limit: screenLimit)
        } catch {
            throw CommandFailure.invalid(error.problems, in: source)
        }
    }

    /// Checks what is about to be printed: the `visibleCount` elements shown with `--visible`
    /// (against ``screenLimit``), or else every element of `layout`, counted from its templates
    /// without computing a frame (against `--max-elements`, when given).
    ///
    /// - Throws: ``CommandFailure/invalid(_:in:)`` (exit 65) naming the count, the limit and the
    ///   flag, at the start of `source`.
    func check(_ layout: PreparedLayout, visibleCount: Int?, source: InputSource?) throws {
        let limit = visibleCount == nil ? maxElements : screenLimit
        guard let limit else { return }
        let count = visibleCount ?? FramesOutput.elementCount(of: layout)
        do throws(DescriptionError) {
            try FramesOutput.checkElementLimit(count, limit: limit, visible: visibleCount != nil)
        } catch {
            throw CommandFailure.invalid(error.problems, in: source)
        }
    }
}
