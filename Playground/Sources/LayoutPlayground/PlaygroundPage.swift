/// The playground's single page: plain HTML, CSS and JavaScript served by the binary itself (no
/// network, no libraries). The page talks to the JSON API of ``PlaygroundServer``.
public enum PlaygroundPage {
    /// The HTML document served at `/`.
    public static let html = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>complayout playground</title>
        <link rel="stylesheet" href="/playground.css">
        </head>
        <body>
        <header id="bar">
          <strong class="brand">complayout playground</strong>
          <label>Example <select id="example"></select></label>
          <label>Device <select id="device-picker"></select></label>
          <span id="custom-size" hidden>
            <input id="custom-width" type="number" min="1" max="4000" value="390" aria-label="width"> ×
            <input id="custom-height" type="number" min="1" max="4000" value="844" aria-label="height">
          </span>
          <span id="file-controls" hidden>
            <span id="file-name"></span>
            <button id="save" type="button" title="Save (Ctrl+S)">Save</button>
          </span>
          <span id="status" role="status"></span>
        </header>
        <div id="reload-banner" hidden>The file changed on disk. <button id="reload" type="button">Reload it</button>
          <button id="dismiss" type="button">Keep my edits</button></div>
        <main id="panes">
          <section id="editor-pane" aria-label="Description">
            <div id="editor">
              <div id="gutter" aria-hidden="true"></div>
              <div id="code">
                <div id="backdrop" aria-hidden="true"></div>
                <textarea id="source" spellcheck="false" wrap="off" autocapitalize="off"
                  autocomplete="off" aria-label="Layout description (YAML or JSON)"></textarea>
                <div id="marks"></div>
              </div>
            </div>
            <ol id="problems" aria-label="Problems"></ol>
          </section>
          <section id="device-pane" aria-label="Preview">
            <div id="device">
              <div id="screen">
                <div id="scroller"><div id="content"></div></div>
                <div class="safe" id="safe-top"></div><div class="safe" id="safe-bottom"></div>
                <div class="safe" id="safe-left"></div><div class="safe" id="safe-right"></div>
              </div>
            </div>
            <p id="device-caption"></p>
          </section>
          <section id="inspector" aria-label="Inspector">
            <h2>Position</h2>
            <p id="position"></p>
            <h2>Orthogonal rows</h2>
            <table id="orthogonal"><thead><tr><th>Section</th><th>Offset</th><th>Items shown</th></tr></thead>
              <tbody></tbody></table>
            <h2>Visible elements <span id="visible-count"></span></h2>
            <table id="visible"><thead><tr><th>Element</th><th>x</th><th>y</th><th>w</th><th>h</th><th>z</th></tr></thead>
              <tbody></tbody></table>
          </section>
        </main>
        <script src="/playground.js"></script>
        </body>
        </html>

        """#
}
