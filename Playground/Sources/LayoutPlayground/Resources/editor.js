"use strict";
const $ = (id) => document.getElementById(id);
const state = {
  device: null,            // {name} preset or {width, height} override; null: the description's own
  viewport: null,          // the X-Complayout-Viewport of the last answer
  layout: null,            // the last /api/visible answer (parsed)
  layoutText: "",          // ... and its text, exactly as the API printed it
  query: "",               // ... and the query that produced it
  orthogonal: {},          // settled offset of every orthogonal row, by section
  drag: null,              // {section, start, finger, samples, wheel}
  release: null,           // {section, start, finger, velocity} waiting to be sent
  animation: null,         // {section, from, target, began, value}: a released row gliding to rest
  file: null,              // {path, modified, savedText} when editing a file
  needsValidation: true,
  requests: 0,
};
window.playground = state;
const source = $("source");

async function call(method, path, body) {
  const response = await fetch(path, { method, body, headers: { "Content-Type": "text/plain", "X-Complayout-Playground": "1" } });
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = response.status === 413 ? "the description is larger than the server's body limit (complayout serve --max-body-bytes)" : `HTTP ${response.status}`;
    json = { error: text || reason, problems: [] };
  }
  return { ok: response.ok, status: response.status, json, text, headers: response.headers };
}

function setStatus(text, isError) {
  $("status").textContent = text;
  $("status").className = isError ? "error" : "";
}

// Editor: a textarea over a backdrop of line highlights, with a gutter of line numbers.
const lineHeight = 18;
function lines() { return source.value.split("\n"); }
function layoutEditor() {
  const all = lines();
  const longest = all.reduce((width, line) => Math.max(width, line.length), 0);
  source.style.height = (all.length * lineHeight + 12) + "px";
  source.style.width = `calc(${longest + 4}ch + 20px)`;
  const gutter = $("gutter");
  if (gutter.childElementCount !== all.length) {
    gutter.replaceChildren(...all.map((_, index) => {
      const div = document.createElement("div");
      div.textContent = index + 1;
      return div;
    }));
    $("backdrop").replaceChildren(...all.map(() => document.createElement("div")));
  }
}

function columnToCh(line, column) {
  // Columns count Unicode scalars; tabs are two columns wide (tab-size: 2).
  const text = Array.from(lines()[line - 1] || "").slice(0, column - 1).join("");
  return text.replace(/\t/g, "  ").length;
}

function showProblems(problems, severity, message) {
  const list = $("problems");
  for (const element of [...$("gutter").children, ...$("backdrop").children]) element.className = "";
  $("marks").replaceChildren();
  list.replaceChildren();
  if (message && problems.length === 0) {
    const item = document.createElement("li");
    item.className = severity;
    item.textContent = message;
    list.append(item);
  }
  const bubbles = new Map();
  for (const problem of problems) {
    const line = Math.max(1, Math.min(problem.line, lines().length));
    const gutterLine = $("gutter").children[line - 1];
    const backdropLine = $("backdrop").children[line - 1];
    if (gutterLine) gutterLine.className = severity;
    if (backdropLine) backdropLine.className = severity;
    const top = 6 + (line - 1) * lineHeight;
    const text = lines()[line - 1] || "";
    const start = columnToCh(line, problem.column);
    const token = /^[^\s:,{}\[\]]+/.exec(Array.from(text).slice(problem.column - 1).join(""));
    const mark = document.createElement("div");
    mark.className = "mark " + severity;
    mark.style.top = top + "px";
    mark.style.left = `calc(${start}ch + 10px)`;
    mark.style.width = `${token ? token[0].length : 1}ch`;
    // The message sits after the end of its line, so it hides no text; a line's messages share it.
    let bubble = bubbles.get(line);
    if (bubble) {
      bubble.textContent += ` · ${problem.path}: ${problem.message}`;
    } else {
      bubble = document.createElement("div");
      bubble.className = "bubble " + severity;
      bubble.style.top = top + "px";
      bubble.style.left = `calc(${text.replace(/\t/g, "  ").length + 2}ch + 10px)`;
      bubble.textContent = `${problem.path}: ${problem.message}`;
      bubbles.set(line, bubble);
    }
    $("marks").append(mark, bubble);
    // A line too long to leave room shows its message under the mark instead.
    if (bubble.offsetLeft + 160 > $("editor").clientWidth + $("editor").scrollLeft) {
      bubble.style.top = (top + lineHeight) + "px";
      bubble.style.left = mark.style.left;
    }
    const item = document.createElement("li");
    item.className = severity;
    item.dataset.line = problem.line;
    item.dataset.column = problem.column;
    item.textContent = `${problem.line}:${problem.column}: ${severity}: ${problem.path}: ${problem.message}`;
    item.addEventListener("click", () => jumpTo(problem.line, problem.column));
    list.append(item);
  }
}

function jumpTo(line, column) {
  const all = lines();
  let offset = 0;
  for (let index = 0; index < line - 1 && index < all.length; index++) offset += all[index].length + 1;
  source.focus();
  source.setSelectionRange(offset + column - 1, offset + column - 1);
  $("editor").scrollTop = Math.max(0, (line - 5) * lineHeight);
}

let typingTimer = null;
source.addEventListener("input", () => {
  layoutEditor();
  state.needsValidation = true;
  clearTimeout(typingTimer);
  typingTimer = setTimeout(refresh, 150);
  updateFileStatus();
});
source.addEventListener("keydown", (event) => {
  if (event.key === "Tab") {
    event.preventDefault();
    document.execCommand("insertText", false, "  ");
  } else if ((event.ctrlKey || event.metaKey) && event.key === "s") {
    event.preventDefault();
    save();
  }
});

// The preferred sizes sent with every layout request (`sizes=`, as `frames --sizes` reads them).
function setSizes(text) {
  $("sizes").value = text;
  $("sizes-pane").open = text !== "";
}
$("sizes").addEventListener("input", () => { state.needsValidation = true; refresh(); });

function setText(text) {
  source.value = text;
  layoutEditor();
  state.orthogonal = {};
  state.needsValidation = true;
  state.atStart = true;  // the next answer is at the new layout's initial offset
  $("scroller").scrollTop = 0;
  $("scroller").scrollLeft = 0;
  refresh();
}

// Examples and devices.
async function loadPickers(start) {
  const examples = (await call("GET", "/api/examples")).json.examples;
  const picker = $("example");
  picker.replaceChildren(...examples.map((example) => new Option(example.name, example.name)));
  if (start.file) picker.prepend(new Option("(" + start.name + ")", ""));
  picker.value = start.file ? "" : start.name;
  picker.addEventListener("change", () => {
    const example = examples.find((candidate) => candidate.name === picker.value);
    if (example) {
      // An example that ships its own sizes (filter-chips' chip widths) opens measured with them.
      setSizes(example.sizes || "");
      setText(example.text);
    }
  });
  if (!start.file) {
    const opened = examples.find((candidate) => candidate.name === start.name);
    if (opened && opened.sizes) { setSizes(opened.sizes); refresh(); }
  }
  const devices = (await call("GET", "/api/devices")).json.devices;
  state.devices = devices;
  const select = $("device-picker");
  select.replaceChildren(new Option("As described", ""),
    ...devices.map((device) => new Option(device.label, JSON.stringify(device))),
    new Option("Custom…", "custom"));
  select.addEventListener("change", chooseDevice);
  $("custom-width").addEventListener("input", chooseDevice);
  $("custom-height").addEventListener("input", chooseDevice);
}

function chooseDevice() {
  const value = $("device-picker").value;
  $("custom-size").hidden = value !== "custom";
  if (value === "") state.device = null;
  else if (value === "custom") {
    const width = Number($("custom-width").value), height = Number($("custom-height").value);
    if (!(width > 0 && height > 0)) return;
    state.device = { width, height };
  } else {
    state.device = { name: JSON.parse(value).name };
  }
  state.orthogonal = {};
  refresh();
}

// The edited file: save, and reload when it changes on disk.
function updateFileStatus() {
  if (!state.file) return;
  const dirty = source.value !== state.file.savedText;
  $("file-name").textContent = state.file.path + (dirty ? " (edited)" : "");
}

async function save() {
  if (!state.file) return;
  const text = source.value;
  const answer = await call("PUT", "/api/file", text);
  if (!answer.ok) { setStatus("save failed: " + answer.json.error, true); return; }
  state.file.modified = answer.json.modified;
  state.file.savedText = text;
  updateFileStatus();
  setStatus("saved " + state.file.path);
}

async function reloadFile() {
  const answer = await call("GET", "/api/file");
  if (!answer.ok) { setStatus(answer.json.error, true); return; }
  state.file.modified = answer.json.modified;
  state.file.savedText = answer.json.text;
  $("reload-banner").hidden = true;
  const scroller = $("scroller"), top = scroller.scrollTop, left = scroller.scrollLeft;
  source.value = answer.json.text;
  layoutEditor();
  updateFileStatus();
  state.needsValidation = true;
  await refresh();
  scroller.scrollTop = top;
  scroller.scrollLeft = left;
}

async function pollFile() {
  if (!state.file) return;
  const answer = await call("GET", "/api/file/modified").catch(() => null);
  if (answer && answer.ok && answer.json.modified !== state.file.modified) {
    if (source.value === state.file.savedText) await reloadFile();
    else $("reload-banner").hidden = false;
  }
  setTimeout(pollFile, 1000);
}

$("save").addEventListener("click", save);
$("reload").addEventListener("click", reloadFile);
$("dismiss").addEventListener("click", () => {
  $("reload-banner").hidden = true;
  call("GET", "/api/file/modified").then((answer) => { if (answer.ok) state.file.modified = answer.json.modified; });
});

async function start() {
  const start = (await call("GET", "/api/start")).json;
  if (start.file) {
    state.file = { path: start.file, modified: start.modified, savedText: start.text };
    $("file-controls").hidden = false;
    setTimeout(pollFile, 1000);
  }
  source.value = start.text || "";
  layoutEditor();
  updateFileStatus();
  await loadPickers(start);
  await refresh();
}
