import Foundation

/// The playground's single page: plain HTML, CSS and JavaScript served by the binary itself (no
/// network, no libraries). The page talks to the JSON API of ``PlaygroundServer``.
///
/// The page's files live in the target's `Resources` folder (`playground.html`, `playground.css`
/// and the scripts of ``scriptFiles``), so that editors and linters see them as what they are; the
/// server reads them from the bundle once.
public enum PlaygroundPage {
    /// The HTML document served at `/`.
    public static let html = resource("playground.html")

    /// The style sheet served at `/playground.css`.
    public static let style = resource("playground.css")

    /// The page's scripts in the order they run: the editor, the preview, fitting and zooming the
    /// device, the inspector, exporting and comparing, transitions, then the start.
    public static let scriptFiles = [
        "editor.js", "preview.js", "fit.js", "inspect.js", "export.js", "transition.js", "main.js",
    ]

    /// The script served at `/playground.js`: ``scriptFiles`` joined in order (one global scope, as
    /// if the page loaded them one after another).
    public static let script = scriptFiles.map(resource).joined(separator: "\n")

    /// The text of the resource file `name`, or a comment saying that it is missing from the bundle
    /// (a broken installation; the page then shows that text instead of failing silently).
    static func resource(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Resources"),
            let data = try? Data(contentsOf: url)
        else {
            return
                "/* the playground's resource \(name) is missing from its bundle: reinstall complayout */\n"
        }
        return String(decoding: data, as: UTF8.self)
    }
}
