extension PlaygroundPage {
    /// The style sheet served at `/playground.css`.
    public static let style = #"""
        :root { --line: 18px; --mono: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace;
          --bg: #f4f5f7; --panel: #ffffff; --ink: #1d2330; --muted: #687085; --error: #d1242f; --warn: #b7791f; }
        * { box-sizing: border-box; }
        html, body { margin: 0; height: 100%; background: var(--bg); color: var(--ink);
          font: 13px/1.4 system-ui, "DejaVu Sans", sans-serif; }
        #bar { display: flex; flex-wrap: wrap; gap: 14px; align-items: center; padding: 8px 14px;
          background: #20242e; color: #eef0f4; }
        #bar .brand { font-size: 15px; margin-right: 8px; }
        #bar select, #bar input, #bar button { font: inherit; }
        #bar input { width: 70px; }
        #status { margin-left: auto; font-variant-numeric: tabular-nums; color: #b8c0d0; }
        #status.error { color: #ff8b8b; }
        #reload-banner { background: #fff4d6; padding: 6px 14px; border-bottom: 1px solid #e8d39a; }
        #panes { display: grid; grid-template-columns: minmax(360px, 1fr) auto minmax(280px, 340px);
          gap: 14px; padding: 14px; height: calc(100% - 44px); }
        #editor-pane, #inspector { display: flex; flex-direction: column; min-height: 0; }
        #editor { flex: 1; display: flex; overflow: auto; background: var(--panel); border: 1px solid #d5d9e2;
          border-radius: 6px; font: 13px/var(--line) var(--mono); min-height: 200px; }
        #gutter { flex: none; padding: 6px 8px 6px 6px; text-align: right; color: #9aa1b1; background: #f7f8fa;
          border-right: 1px solid #e3e6ec; user-select: none; position: sticky; left: 0; z-index: 2; min-height: 100%; }
        #gutter div { height: var(--line); }
        #gutter .error { color: var(--error); font-weight: bold; }
        #gutter .warning { color: var(--warn); font-weight: bold; }
        #code { position: relative; flex: 1; min-width: 0; }
        #source, #backdrop { margin: 0; padding: 6px 10px; font: inherit; white-space: pre; tab-size: 2; }
        #source { position: relative; display: block; width: 100%; min-width: 100%; border: 0; outline: none;
          resize: none; overflow: hidden; background: transparent; color: inherit; z-index: 1; }
        #backdrop { position: absolute; inset: 0; color: transparent; pointer-events: none; }
        #backdrop div { height: var(--line); }
        #backdrop .error { background: #fde7e9; }
        #backdrop .warning { background: #fdf3dc; }
        #marks { position: absolute; inset: 0; pointer-events: none; z-index: 1; }
        .mark { position: absolute; height: var(--line); border-bottom: 2px solid var(--error); }
        .mark.warning { border-bottom-color: var(--warn); }
        .bubble { position: absolute; padding: 0 6px; border-radius: 3px; background: var(--error); color: #fff;
          font: 11px/var(--line) system-ui, sans-serif; white-space: nowrap; opacity: .92; }
        .bubble.warning { background: var(--warn); }
        #problems { margin: 8px 0 0; padding: 0; list-style: none; max-height: 30%; overflow: auto; }
        #problems li { padding: 3px 8px; border-left: 3px solid var(--error); background: #fff; margin-bottom: 3px;
          cursor: pointer; font-family: var(--mono); font-size: 12px; }
        #problems li.warning { border-left-color: var(--warn); }
        #device-pane { display: flex; flex-direction: column; align-items: center; overflow: auto; }
        #device { padding: 14px; background: #111318; border-radius: 48px; box-shadow: 0 8px 30px #0003; }
        #device.tablet { border-radius: 28px; padding: 20px; }
        #screen { position: relative; overflow: hidden; background: #fff; border-radius: 36px; }
        #device.tablet #screen { border-radius: 12px; }
        #scroller { position: absolute; inset: 0; overflow: hidden auto; overscroll-behavior: contain; scrollbar-width: none; }
        #scroller.horizontal { overflow: auto hidden; }
        #scroller::-webkit-scrollbar { display: none; }
        #scroller.dimmed { opacity: .45; filter: grayscale(1); }
        #content { position: relative; z-index: 0; }
        .el { position: absolute; overflow: hidden; display: flex; align-items: center; justify-content: center;
          font: 11px system-ui, sans-serif; color: #28324a; border-radius: 6px; user-select: none; }
        .el.cell { border: 1px solid #0002; }
        .el.supplementary { background: #ffffffd8; border: 1px dashed #3c4a6b; color: #3c4a6b; border-radius: 3px; }
        .el.decoration { background: #e9ecf2; border: 1px dotted #aab2c4; color: transparent; }
        .el.orthogonal { cursor: grab; touch-action: pan-y; }
        .dragging .el.orthogonal { cursor: grabbing; }
        .safe { position: absolute; pointer-events: none; background: repeating-linear-gradient(45deg,
          #7a86a633 0 6px, #7a86a61a 6px 12px); }
        #safe-top { left: 0; right: 0; top: 0; } #safe-bottom { left: 0; right: 0; bottom: 0; }
        #safe-left { top: 0; bottom: 0; left: 0; } #safe-right { top: 0; bottom: 0; right: 0; }
        #device-caption { color: var(--muted); margin: 8px 0 0; }
        #inspector { overflow: auto; background: var(--panel); border: 1px solid #d5d9e2; border-radius: 6px;
          padding: 4px 12px 12px; }
        #inspector h2 { font-size: 13px; margin: 12px 0 4px; }
        #inspector table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
        #inspector th, #inspector td { text-align: right; padding: 1px 4px; border-bottom: 1px solid #eef0f4; }
        #inspector th:first-child, #inspector td:first-child { text-align: left; }
        #orthogonal td:last-child, #orthogonal th:last-child { text-align: left; }
        #position { margin: 0; font-family: var(--mono); }

        """#
}
