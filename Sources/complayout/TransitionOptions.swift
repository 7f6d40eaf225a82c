import ArgumentParser
import CollectionLayout
import LayoutDescription
import LayoutRendering

/// The options of `complayout render` that draw a transition from the description to a second one:
/// `--transition-to FILE` (or `--transition-to-example NAME`) and repeatable `--progress T`.
struct TransitionOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Draw the transition from the description to this second description (JSON or YAML): "
                + "elements with the same section.item and kind move between their two frames, the "
                + "others fade in or out.",
            valueName: "file"))
    var transitionTo: String?

    @Option(help: ArgumentHelp("The same as --transition-to, with a built-in example.", valueName: "name"))
    var transitionToExample: String?

    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "With --transition-to: draw the transition at progress T, 0 (the first description) to 1 "
                + "(the second) (repeatable; default 0 and 1, before and after side by side, in HTML; "
                + "an SVG file holds one frame).",
            valueName: "t"))
    var progress: [Double] = []

    /// Whether a second description was given.
    var isGiven: Bool { transitionTo != nil || transitionToExample != nil }

    func validate() throws {
        if transitionTo != nil && transitionToExample != nil {
            throw ValidationError("give --transition-to or --transition-to-example, not both.")
        }
        if !isGiven && !progress.isEmpty {
            throw ValidationError("--progress needs --transition-to or --transition-to-example.")
        }
        for value in progress where !(value.isFinite && value >= 0 && value <= 1) {
            throw ValidationError("--progress must be a number between 0 and 1; got \(value).")
        }
        if progress.count > 60 {
            throw ValidationError("--progress is given \(progress.count) times; 60 frames at most.")
        }
    }

    /// The second description, read as the first (same overrides and limits).
    func secondInput(like first: DescriptionInput) -> DescriptionInput {
        var second = first
        second.file = transitionTo
        second.example = transitionToExample
        return second
    }

    /// The progress values to draw: the given ones, or 0 and 1.
    var progresses: [Double] { progress.isEmpty ? [0, 1] : progress }

    /// The pictures of the transition between two solved layouts: every element of both, matched by
    /// category, kind and index path (R-TRANS-3), drawn at each progress (R-TRANS-1, R-TRANS-4).
    static func pictures(
        from: PreparedLayout, to: PreparedLayout, progresses: [Double], title: String
    ) -> [LayoutPicture] {
        let transition = LayoutTransition(matchingIndexPaths: from.allElements(), to: to.allElements())
        return LayoutPicture.frames(
            of: transition, progresses: progresses, from: from, to: to, title: title)
    }
}
