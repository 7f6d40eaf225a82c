"use strict";
// The inspector: elements are painted with the colours and styles the server takes from
// LayoutRendering (POST /api/inspect, kept in state.look), so the preview looks like
// `complayout render`; hovering shows an element's kind, index path and frame; clicking selects it,
// explains it and moves the editor's caret to the source that defines it; moving the caret
// highlights what that part of the source makes.
state.look = null;       // the last /api/inspect answer
state.selected = null;   // the key of the selected element
state.selectedElement = null;  // ... and the element as last shown
state.highlight = new Set();   // the sections the caret's part of the source makes

function elementKey(element) {
  return `${element.category}|${element.kind || ""}|${element.section}.${element.item}`;
}

function rgba(hex, alpha) {
  const value = parseInt(hex.slice(1), 16);
  return `rgba(${value >> 16 & 255}, ${value >> 8 & 255}, ${value & 255}, ${alpha})`;
}

// The colour of an element: cells the scheme's cell colour, kinds their palette colour in the order
// the whole layout first shows them (so colours do not change while scrolling).
function colorOf(element, look) {
  if (!look) return "#8a8f99";
  if (element.category === "cell") return look.colors.cell;
  const kind = look.kinds.find((entry) => entry.category === element.category && entry.kind === (element.kind ?? null));
  return kind ? kind.color : look.colors[element.category];
}

function indexPathText(element) {
  return element.item > 2147483647 ? "layout" : `${element.section}.${element.item}`;
}

function frameText(frame) {
  return `${number(frame.x)}, ${number(frame.y)}, ${number(frame.width)} × ${number(frame.height)}`;
}

// Paints one element node as `complayout render` paints it: fill and outline from ElementStyle,
// dashed only while its size is an estimate, list rows as bands with separators.
function paint(node, element, look = state.look) {
  const key = elementKey(element);
  const color = colorOf(element, look);
  const estimated = look && look.estimated[key];
  const listRow = look && element.category === "cell" && look.listRows[key];
  node.dataset.key = key;
  node.dataset.tip = `${element.kind || element.category} · index path ${indexPathText(element)}\n` +
    `frame ${frameText(element.frame)}` + (estimated ? `\nestimated ${estimated.join(" and ")}` : "");
  const text = document.createElement("span");
  text.className = "label";
  text.textContent = label(element);
  node.replaceChildren(text);
  if (!look) return;
  const style = look.styles[element.category];
  if (listRow) {
    node.classList.add("list-row");
    node.style.background = rgba(color, style.fillOpacity);
    node.style.borderRadius = listRow.radii.map((radius) => radius + "px").join(" ");
    if (listRow.separator) {
      const [x1, y1, x2, y2] = listRow.separator;
      const line = document.createElement("div");
      line.className = "separator";
      Object.assign(line.style, y1 === y2
        ? { left: Math.min(x1, x2) + "px", top: y1 + "px", width: Math.abs(x2 - x1) + "px",
          borderTop: `1px solid ${rgba(look.colors.caption, 0.6)}` }
        : { left: x1 + "px", top: Math.min(y1, y2) + "px", height: Math.abs(y2 - y1) + "px",
          borderLeft: `1px solid ${rgba(look.colors.caption, 0.6)}` });
      line.classList.add("overlay");
      node.append(line);
    }
  } else {
    node.style.background = rgba(color, style.fillOpacity);
    const line = estimated ? "dashed" : style.dash ? "dotted" : "solid";
    node.style.border = `${style.strokeWidth}px ${line} ${color}`;
  }
  if (estimated) node.classList.add("estimated");
}

function box(className, frame, adjusted, zIndex) {
  const node = document.createElement("div");
  node.className = "overlay " + className;
  node.style.left = (frame.x + adjusted.leading) + "px";
  node.style.top = (frame.y + adjusted.top) + "px";
  node.style.width = frame.width + "px";
  node.style.height = frame.height + "px";
  if (zIndex !== undefined) node.style.zIndex = zIndex;
  return node;
}

// What the picture draws besides elements: grouped list backgrounds, the clip and behaviour label
// of every orthogonal row, and (with "Insets" on) each section's insets and the spacing between its
// groups.
function overlays(adjusted, look = state.look, showSpacing = $("show-spacing").checked) {
  if (!look) return [];
  const nodes = [];
  for (const list of look.lists) {
    if (list.cornerRadius === null || !list.rowsFrame) continue;
    const node = box("list-background", list.rowsFrame, adjusted, -1);
    node.style.borderRadius = list.cornerRadius + "px";
    node.style.background = look.colors.background;
    node.style.border = `1px solid ${rgba(look.colors.caption, 0.35)}`;
    nodes.push(node);
  }
  for (const row of look.rows) {
    const node = box("row-clip", row.clip, adjusted);
    node.dataset.section = row.section;
    const text = document.createElement("span");
    text.textContent = row.label;
    node.append(text);
    nodes.push(node);
  }
  if (showSpacing) {
    const horizontalLayout = state.viewport && state.viewport.scrollDirection === "horizontal";
    for (const section of look.spacing) {
      // An orthogonal row's content and gaps move with the row: shift them by its offset.
      const offset = section.orthogonal ? (state.layout.orthogonalOffsets || {})[section.section] || 0 : 0;
      const shift = (rect) => horizontalLayout ? { ...rect, y: rect.y - offset } : { ...rect, x: rect.x - offset };
      const frame = section.frame, content = shift(section.content);
      // The insets: the four bands of the section frame around its content box.
      const bands = [
        { x: frame.x, y: frame.y, width: frame.width, height: content.y - frame.y },
        { x: frame.x, y: content.y + content.height, width: frame.width, height: frame.y + frame.height - content.y - content.height },
        { x: frame.x, y: content.y, width: content.x - frame.x, height: content.height },
        { x: content.x + content.width, y: content.y, width: frame.x + frame.width - content.x - content.width, height: content.height },
      ];
      for (const band of bands.filter((band) => band.width > 0 && band.height > 0)) {
        const node = box("inset", band, adjusted);
        node.title = `section ${section.section} inset ${number(Math.min(band.width, band.height))} pt`;
        nodes.push(node);
      }
      for (const gap of [...section.gaps, ...section.rowGaps].map(shift)) {
        const node = box("spacing", gap, adjusted);
        node.title = `section ${section.section} spacing ${number(Math.min(gap.width, gap.height))} pt`;
        nodes.push(node);
      }
    }
  }
  if (look === state.look) renderLegend(look);
  return nodes;
}

function renderLegend(look) {
  $("legend").replaceChildren(...look.legend.map((entry) => {
    const item = document.createElement("li");
    const swatch = document.createElement("span");
    const style = look.styles[entry.category];
    swatch.className = "swatch";
    swatch.style.background = rgba(entry.color, style.fillOpacity);
    swatch.style.borderColor = entry.color;
    swatch.style.borderStyle = style.dash ? "dotted" : "solid";
    item.append(swatch, `${entry.title} (${entry.count})`);
    return item;
  }), ...(Object.keys(look.estimated).length ? [estimateLegend(look)] : []));
}

function estimateLegend(look) {
  const item = document.createElement("li");
  const swatch = document.createElement("span");
  swatch.className = "swatch";
  swatch.style.border = `1px dashed ${look.colors.caption}`;
  item.append(swatch, "estimated size");
  return item;
}

// Selection.
function sectionSummary(section) {
  return state.look ? state.look.sections.find((entry) => entry.section === section) : null;
}

function select(key, jump = true) {
  state.selected = key;
  const element = state.layout.elements.find((candidate) => elementKey(candidate) === key);
  if (element) state.selectedElement = element;
  restoreSelection();
  showSelection();
  if (jump && element) {
    jumpToSection(element.section);
    caretMoved();
  }
}

function restoreSelection() {
  for (const node of document.querySelectorAll("#content .el")) {
    node.classList.toggle("selected", node.dataset.key === state.selected);
    node.classList.toggle("highlighted", state.highlight.has(Number(node.dataset.section)));
  }
  if (state.selected) {
    const element = state.layout.elements.find((candidate) => elementKey(candidate) === state.selected);
    if (element) { state.selectedElement = element; showSelection(); }
  }
}

function definition(name, value) {
  const term = document.createElement("dt"), description = document.createElement("dd");
  term.textContent = name;
  description.textContent = value;
  return [term, description];
}

function showSelection() {
  const element = state.selectedElement;
  if (!element) return;
  const look = state.look, key = elementKey(element);
  const summary = element.item > 2147483647 ? null : sectionSummary(element.section);
  const estimated = look && look.estimated[key];
  const groups = summary ? summary.fields.filter(([name]) => name.trim().endsWith("group")).map(([name]) => name.trim()) : [];
  const path = [`section ${element.section}` + (summary && summary.templates.length ? ` (template ${summary.templates[0]})` : ""),
    ...groups, element.category === "cell" ? `item ${element.item}` : `${element.kind || element.category} ${element.item}`];
  const list = document.createElement("dl");
  list.append(
    ...definition("Element", element.kind ? `${element.kind} (${element.category})` : element.category),
    ...definition("Index path", indexPathText(element)),
    ...definition("Frame", frameText(element.frame)),
    ...definition("z", String(element.zIndex)),
    ...definition("Size", estimated ? `estimated ${estimated.join(" and ")} (not measured yet)` : "exact (fixed, fractional or measured)"),
    ...definition("Path", element.item > 2147483647 ? "layout (configuration)" : path.join(" → ")));
  if (summary) {
    const source = summary.templates.length ? `line ${summary.line}, template at line ${summary.templateLine}` : `line ${summary.line}`;
    list.append(...definition("Source", source));
    for (const [name, value] of summary.fields) list.append(...definition(name, value));
  }
  $("selection").replaceChildren(list);
}

function jumpToSection(section) {
  const summary = sectionSummary(section);
  if (!summary) return;
  jumpTo(summary.line, summary.column);
  // Tint the lines of the section's entry: from its first line to the next entry (or the end).
  const later = state.look.sections.map((entry) => entry.line).filter((line) => line > summary.line);
  const end = later.length ? Math.min(...later) - 1 : lines().length;
  [...$("backdrop").children].forEach((line, index) => {
    line.classList.toggle("defines", index + 1 >= summary.line && index + 1 <= end);
  });
}

// Moving the caret highlights the sections made by the part of the source it is in: a section's
// entry under `sections:`, or a template (every section that uses it).
function sectionsAtLine(line) {
  const look = state.look;
  if (!look) return new Set();
  const starts = [];
  for (const entry of look.sections) {
    starts.push({ line: entry.line, sections: [entry.section] });
    if (entry.templateLine !== null) starts.push({ line: entry.templateLine, template: entry.templates[0] });
  }
  starts.sort((a, b) => a.line - b.line);
  let found = null;
  for (const start of starts) if (start.line <= line) found = start;
  if (!found) return new Set();
  if (found.sections) return new Set(found.sections);
  return new Set(look.sections.filter((entry) => entry.templates[0] === found.template).map((entry) => entry.section));
}

function caretMoved() {
  const line = source.value.slice(0, source.selectionStart).split("\n").length;
  const sections = sectionsAtLine(line);
  const same = sections.size === state.highlight.size && [...sections].every((section) => state.highlight.has(section));
  if (same) return;
  state.highlight = sections;
  restoreSelection();
}
for (const type of ["keyup", "click", "focus"]) source.addEventListener(type, caretMoved);

function clearInspector() {
  $("inspector").classList.add("stale");
  $("visible").tBodies[0].replaceChildren();
  $("orthogonal").tBodies[0].replaceChildren();
  $("visible-count").textContent = "";
  $("position").textContent = "— (the layout has errors)";
  const hint = document.createElement("p");
  hint.className = "hint";
  hint.textContent = "The layout has errors: fix them to inspect it.";
  $("selection").replaceChildren(hint);
}

$("show-spacing").addEventListener("change", () => { if (state.layout) render(); });

// Hover: a tooltip next to the pointer with the element's kind, index path and frame (at once, not
// after the browser's delay for titles).
const tooltip = document.createElement("div");
tooltip.id = "tooltip";
tooltip.hidden = true;
document.body.append(tooltip);
scroller.addEventListener("pointermove", (event) => {
  const node = state.drag ? null : event.target.closest(".el");
  tooltip.hidden = !node;
  if (!node) return;
  tooltip.textContent = node.dataset.tip;
  const x = Math.min(event.clientX + 14, window.innerWidth - tooltip.offsetWidth - 4);
  const y = Math.min(event.clientY + 16, window.innerHeight - tooltip.offsetHeight - 4);
  tooltip.style.left = x + "px";
  tooltip.style.top = y + "px";
});
scroller.addEventListener("pointerleave", () => { tooltip.hidden = true; });
