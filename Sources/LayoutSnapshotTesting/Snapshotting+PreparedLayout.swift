import CollectionLayout
import LayoutRendering
import SnapshotTesting

extension Snapshotting where Value == PreparedLayout, Format == String {
    /// Every element's frame as stable text (``FramesText/frames(of:device:)``), stored as `.txt`
    /// and compared line by line:
    ///
    /// ```swift
    /// assertSnapshot(of: prepared, as: .frames)
    /// ```
    public static var frames: Snapshotting { .framesText { FramesText.frames(of: $0) } }

    /// The JSON document of `complayout frames --format json` (`LayoutFramesJSON`), stored as
    /// `.json`: one element per line, so failures diff by element.
    public static var json: Snapshotting {
        .text("json") { LayoutFramesJSON.document(contentSize: $0.contentSize, elements: $0.allElements()) }
    }

    /// The picture of every element as SVG (`LayoutRendering`'s `SVGRenderer`), stored as `.svg`
    /// so that a recorded or failing snapshot opens in a browser.
    public static var svg: Snapshotting { .text("svg") { SVGRenderer().render(LayoutPicture(layout: $0)) } }

    /// The picture with its legend and element table as a standalone HTML page
    /// (`LayoutRendering`'s `HTMLRenderer`), stored as `.html`.
    public static var html: Snapshotting {
        .text("html") { HTMLRenderer().render(LayoutPicture(layout: $0)) }
    }
}

extension Snapshotting where Format == String {
    /// A line-diffed text strategy with the given file extension.
    static func text(_ pathExtension: String, _ render: @escaping (Value) -> String) -> Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback(render)
        strategy.pathExtension = pathExtension
        return strategy
    }

    /// A ``FramesText`` strategy: stored as `.txt` and compared line by line, a failure starting
    /// with what changed (``FramesChangeSummary/summary(from:to:)``) before the line diff.
    static func framesText(_ render: @escaping (Value) -> String) -> Snapshotting {
        var strategy = text("txt", render)
        strategy.diffing = .framesText
        return strategy
    }

    /// The same text strategies for a value that yields a prepared layout, or an error text when it
    /// cannot (a layout without collection view, a layout the engine rejects).
    static func preparedLayout(
        _ strategy: Snapshotting<PreparedLayout, String>,
        _ prepare: @escaping (Value) throws -> PreparedLayout
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: strategy.pathExtension, diffing: strategy.diffing,
            asyncSnapshot: { value in
                do {
                    return strategy.snapshot(try prepare(value))
                } catch {
                    return Async(value: "error: \(error)\n")
                }
            })
    }
}

extension Diffing where Value == String {
    /// The line diff of two ``FramesText`` listings, after a line that says what changed:
    ///
    /// ```text
    /// What changed: 6 cells moved down 1 pt; cell 0.3: height 100 → 101
    ///
    /// @@ −1,12 +1,12 @@
    /// …
    /// ```
    static var framesText: Diffing {
        var diffing = Diffing.lines
        let lineDiff = diffing.diffV2
        diffing.diffV2 = { reference, actual in
            guard let (message, attachments) = lineDiff(reference, actual) else { return nil }
            guard let summary = FramesChangeSummary.summary(from: reference, to: actual) else {
                return (message, attachments)
            }
            return ("What changed: \(summary)\n\n\(message)", attachments)
        }
        return diffing
    }
}
