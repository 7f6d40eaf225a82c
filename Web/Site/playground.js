// The static playground (index.html): edit a JSON description and see its layout. Layouts the
// SVG renderer draws whole (at most 20,000 elements) are shown as LayoutRendering's SVG picture;
// larger ones on a canvas in the same colours that queries and draws only the viewport
// (elementRecords(rect)), so a 1,000,000-item layout scrolls as smoothly as a small one.
// Everything runs in the page.
import { loadEngine } from "./complayout.js";

const MAX_SPACER = 8_000_000;
const PICTURE_LIMIT = 20_000; // SVGRenderer.Options().maximumDrawnElements // CSS pixels: browsers cap element heights near 2^24–2^25
const $ = (id) => document.getElementById(id);
const examples = JSON.parse($("examples").textContent);
const editor = $("editor");
const status = $("status");
const scroller = $("scroller");
const spacer = $("spacer");
const canvas = $("canvas");
const context = canvas.getContext("2d");
const picture = $("picture");
let engine;
let scheme;
let sections = [];
let layout;
let zoom = 1;
let pending;

function showProblems(problems, kind) {
  status.replaceChildren();
  for (const problem of problems) {
    const line = document.createElement("button");
    line.className = kind;
    line.textContent = `${problem.line}:${problem.column}: ${kind}: ${problem.text}`;
    line.addEventListener("click", () => select(problem.line, problem.column));
    status.append(line);
  }
}

/// Puts the caret at LINE:COLUMN (columns count Unicode scalars, as the reader's do).
function select(line, column) {
  const lines = editor.value.split("\n");
  let offset = 0;
  for (let index = 0; index < line - 1 && index < lines.length; index += 1) offset += lines[index].length + 1;
  offset += [...(lines[line - 1] ?? "")].slice(0, column - 1).join("").length;
  editor.focus();
  editor.setSelectionRange(offset, offset + 1);
}

function update() {
  const started = performance.now();
  let next;
  try {
    next = engine.layout(editor.value);
  } catch (error) {
    if (!error.problems) throw error;
    showProblems(error.problems, "error");
    $("summary").textContent = "not laid out: fix the errors below";
    return;
  }
  const took = performance.now() - started;
  if (layout) layout.free();
  layout = next;
  showProblems(layout.warnings, "warning");
  const { width, height } = layout.contentSize;
  const count = layout.elementCount.toLocaleString("en");
  $("summary").textContent = `content ${width} × ${height}, ${count} elements, prepared in ${took.toFixed(1)} ms`;
  sections = layout.sectionFrames();
  const mode = $("view").value;
  const whole = mode === "picture" || (mode === "auto" && layout.elementCount <= PICTURE_LIMIT);
  document.body.dataset.view = whole ? "picture" : "viewport";
  if (whole) {
    picture.innerHTML = layout.svg();
    $("viewport").textContent = "LayoutRendering's SVG picture";
  } else {
    picture.replaceChildren();
    resize();
  }
}

/// The spacer gives the scroller its scroll range; taller content is mapped onto at most
/// MAX_SPACER pixels.
function resize() {
  if (!layout || document.body.dataset.view !== "viewport") return;
  const available = scroller.clientWidth - 16;
  zoom = Math.min(1, Math.max(0.05, available / Math.max(layout.contentSize.width, 1)));
  spacer.style.width = `${Math.ceil(layout.contentSize.width * zoom)}px`;
  spacer.style.height = `${Math.min(MAX_SPACER, Math.ceil(layout.contentSize.height * zoom))}px`;
  draw();
}

/// The content point at the scroller's top left.
function contentOffset() {
  const full = layout.contentSize.height * zoom - scroller.clientHeight;
  const range = spacer.offsetHeight - scroller.clientHeight;
  const y = range > 0 && full > range ? (scroller.scrollTop / range) * full : scroller.scrollTop;
  return { x: scroller.scrollLeft / zoom, y: y / zoom };
}

function draw() {
  pending = undefined;
  if (!layout || document.body.dataset.view !== "viewport") return;
  const ratio = window.devicePixelRatio || 1;
  const [width, height] = [scroller.clientWidth, scroller.clientHeight];
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
  }
  const offset = contentOffset();
  const rect = { x: offset.x, y: offset.y, width: width / zoom, height: height / zoom };
  const started = performance.now();
  const records = layout.elementRecords(rect).slice();
  const queried = performance.now() - started;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.fillStyle = scheme.background;
  context.fillRect(0, 0, width, height);
  // Section bands and the content bounds, as the SVG picture has them.
  sections.forEach((frame, index) => {
    if (!frame || frame.y > rect.y + rect.height || frame.y + frame.height < rect.y) return;
    context.fillStyle = scheme.sectionBands[index % scheme.sectionBands.length];
    context.fillRect((frame.x - offset.x) * zoom, (frame.y - offset.y) * zoom, frame.width * zoom, frame.height * zoom);
  });
  context.strokeStyle = scheme.contentBounds;
  context.lineWidth = 1;
  context.strokeRect(0.5 - offset.x * zoom, 0.5 - offset.y * zoom,
    layout.contentSize.width * zoom, layout.contentSize.height * zoom);
  context.font = "12px 'DejaVu Sans Mono', Menlo, Consolas, monospace";
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.lineJoin = "round";
  // Back to front by zIndex, query order within one (R-Z-6).
  const order = [];
  for (let index = 0; index < records.length / 8; index += 1) order.push(index);
  order.sort((a, b) => records[a * 8 + 7] - records[b * 8 + 7] || a - b);
  for (const index of order) {
    const at = index * 8;
    const group = layout.group(records[at]);
    const x = (records[at + 3] - offset.x) * zoom;
    const y = (records[at + 4] - offset.y) * zoom;
    const w = records[at + 5] * zoom;
    const h = records[at + 6] * zoom;
    context.globalAlpha = group.fillOpacity;
    context.fillStyle = group.color;
    context.fillRect(x, y, w, h);
    context.globalAlpha = 1;
    context.strokeStyle = group.color;
    context.lineWidth = group.strokeWidth;
    context.setLineDash(group.dash ?? []);
    context.strokeRect(x + 0.5, y + 0.5, Math.max(w - 1, 0), Math.max(h - 1, 0));
    if (w > 34 && h > 14) {
      const item = records[at + 2] === 2 ** 53 ? "max" : records[at + 2];
      const label = group.kind ? `${group.kind} ${records[at + 1]}.${item}` : `${records[at + 1]}.${item}`;
      context.lineWidth = 3;
      context.strokeStyle = scheme.background;
      context.strokeText(label, x + w / 2, y + h / 2, w - 4);
      context.fillStyle = scheme.label;
      context.fillText(label, x + w / 2, y + h / 2, w - 4);
    }
  }
  context.setLineDash([]);
  $("viewport").textContent =
    `${records.length / 8} elements in view at y = ${offset.y.toFixed(0)}, queried in ${queried.toFixed(2)} ms`;
}

function schedule() {
  if (pending === undefined) pending = requestAnimationFrame(draw);
}

function showExample(name) {
  editor.value = examples[name].text;
  $("about").textContent = examples[name].summary;
  scroller.scrollTo(0, 0);
  update();
}

async function main() {
  const picker = $("example");
  for (const name of Object.keys(examples)) picker.append(new Option(name, name));
  picker.addEventListener("change", () => showExample(picker.value));
  editor.addEventListener("input", () => {
    clearTimeout(editor.timer);
    editor.timer = setTimeout(update, 250);
  });
  scroller.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", resize);
  $("svg").addEventListener("click", () => {
    if (!layout) return;
    const url = URL.createObjectURL(new Blob([layout.svg()], { type: "image/svg+xml" }));
    window.open(url, "_blank");
  });
  $("view").addEventListener("change", update);
  engine = await loadEngine();
  scheme = engine.colorScheme;
  const first = new URLSearchParams(location.search).get("example") ?? picker.value;
  picker.value = first in examples ? first : picker.value;
  showExample(picker.value);
  document.body.dataset.ready = "true";
}

main().catch((error) => {
  status.textContent = `the engine did not load: ${error.message}`;
  document.body.dataset.ready = "failed";
});
