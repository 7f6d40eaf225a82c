/// The inline style sheet and script of HTML pages: no external resources, so a page is one file.
enum HTMLPageAssets {
    /// The style sheet, with the page background in the colour scheme's background colour.
    static func styleSheet(background: String) -> String {
        """
        :root { color-scheme: light; }
        body { margin: 24px; background: \(background); color: #151922;
          font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
        h1 { font-size: 22px; margin: 0 0 20px; }
        h2 { font-size: 18px; margin: 0 0 6px; }
        section.figure { margin: 0 0 40px; }
        .summary { margin: 0 0 10px; color: #374151; }
        .note { color: #9a3412; }
        ul.legend { display: flex; flex-wrap: wrap; gap: 6px 20px; margin: 0 0 12px; padding: 0;
          list-style: none; }
        ul.legend li { display: flex; align-items: center; gap: 6px; }
        ul.legend svg { flex: none; }
        .count { color: #6b7280; }
        .panes { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        .picture { flex: none; max-width: 100%; overflow: auto; border: 1px solid #d1d5db; }
        .picture svg { display: block; }
        .picture g.hl > rect, .picture g.hl > path, .picture g.hl > line, .picture g.hl > circle {
          stroke: #111827; stroke-width: 3px; vector-effect: non-scaling-stroke; fill-opacity: 0.8; }
        .table-wrap { flex: 1 1 360px; min-width: 0; max-width: max-content; max-height: 480px;
              overflow: auto; border: 1px solid #e5e7eb; }
        table.elements { border-collapse: collapse; font-size: 13px; }
        table.elements th, table.elements td { padding: 3px 8px; border-bottom: 1px solid #e5e7eb;
          text-align: left; white-space: nowrap; }
        table.elements th { position: sticky; top: 0; background: #f3f4f6; cursor: pointer;
          user-select: none; }
        table.elements th[data-type="number"], table.elements td.n { text-align: right;
          font-variant-numeric: tabular-nums; }
        table.elements th[aria-sort="ascending"]::after { content: " \\25B2"; }
        table.elements th[aria-sort="descending"]::after { content: " \\25BC"; }
        table.elements tbody tr:hover, table.elements tbody tr.hl { background: #fef3c7; }
        """
    }

    /// The script: sortable table headers (numeric columns sort as numbers, a second click
    /// reverses, ties keep their order) and highlighting between table rows and picture elements.
    static let script = """
        document.querySelectorAll("section.figure").forEach(function (figure) {
          var svg = figure.querySelector(".picture svg");
          var table = figure.querySelector("table.elements");
          if (!table) { return; }
          var body = table.tBodies[0];
          var headers = table.querySelectorAll("th");
          headers.forEach(function (th, column) {
            th.addEventListener("click", function () {
              var ascending = th.getAttribute("aria-sort") !== "ascending";
              headers.forEach(function (h) { h.removeAttribute("aria-sort"); });
              th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
              var numeric = th.dataset.type === "number";
              var keyed = Array.prototype.map.call(body.rows, function (row, index) {
                var cell = row.cells[column];
                var value = cell.dataset.v !== undefined ? cell.dataset.v : cell.textContent;
                return [numeric ? Number(value) : value, index, row];
              });
              keyed.sort(function (a, b) {
                var order = a[0] < b[0] ? -1 : (a[0] > b[0] ? 1 : 0);
                return (ascending ? order : -order) || a[1] - b[1];
              });
              keyed.forEach(function (entry) { body.appendChild(entry[2]); });
            });
          });
          var lit = [];
          function light(id) {
            lit.forEach(function (node) { node.classList.remove("hl"); });
            lit = [];
            if (id === undefined || id === null) { return; }
            var selector = '[data-e="' + id + '"]';
            [svg && svg.querySelector(selector), body.querySelector(selector)].forEach(function (node) {
              if (node) { node.classList.add("hl"); lit.push(node); }
            });
          }
          function hover(event) {
            var node = event.target.closest("[data-e]");
            light(node ? node.dataset.e : null);
          }
          body.addEventListener("mouseover", hover);
          body.addEventListener("mouseleave", function () { light(null); });
          if (svg) {
            svg.addEventListener("mouseover", hover);
            svg.addEventListener("mouseleave", function () { light(null); });
          }
        });
        """
}
