"use strict";
// Export and compare. The exported picture is the whole layout as `complayout render --format svg`
// draws it (POST /api/picture), or that picture rasterised at twice its size for PNG; "Copy Swift
// code" copies what `complayout swift` prints (POST /api/swift). Compare shows
// the first screen of several device presets side by side, each light and dark, drawn by the same
// painter as the preview (paint and overlays of inspect.js).

function sizeQuery() {
  return buildQuery(null).sizeQuery;
}

function download(blob, name) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10000);
}

async function pictureSVG() {
  const answer = await call("POST", "/api/picture?" + withSizes(sizeQuery()), source.value);
  if (!answer.ok) {
    setStatus("export failed: " + answer.json.error, true);
    return null;
  }
  return answer.text;
}

async function exportSVG() {
  const svg = await pictureSVG();
  if (svg === null) return;
  download(new Blob([svg], { type: "image/svg+xml" }), "layout.svg");
  setStatus("exported layout.svg");
}

// The SVG drawn into a canvas at `scale` device pixels per CSS pixel.
function rasterise(svg, scale) {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
    image.onload = () => {
      const canvas = document.createElement("canvas");
      canvas.width = Math.ceil(image.naturalWidth * scale);
      canvas.height = Math.ceil(image.naturalHeight * scale);
      const context = canvas.getContext("2d");
      context.scale(scale, scale);
      context.drawImage(image, 0, 0);
      URL.revokeObjectURL(url);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("the picture is too large for PNG"))), "image/png");
    };
    image.onerror = () => { URL.revokeObjectURL(url); reject(new Error("the picture could not be drawn")); };
    image.src = url;
  });
}

async function exportPNG() {
  const svg = await pictureSVG();
  if (svg === null) return;
  try {
    download(await rasterise(svg, 2), "layout.png");
    setStatus("exported layout.png");
  } catch (error) {
    setStatus(String(error), true);
  }
}

$("export-svg").addEventListener("click", exportSVG);
$("export-png").addEventListener("click", exportPNG);

// Copy Swift code: the UIKit code `complayout swift` prints for the edited description at the
// previewed size (POST /api/swift), put on the clipboard. Where the browser refuses the clipboard
// (plain http on another host, headless browsers, a denied permission) the code is shown selected
// in a read-only panel, ready for Ctrl+C.
const clipboardTimeout = 2000;  // ms to wait for a clipboard permission that never answers

async function swiftCode() {
  const answer = await call("POST", "/api/swift?" + sizeQuery(), source.value);
  if (answer.ok) return { code: answer.text };
  const problems = answer.json.problems || [];
  return { error: String(answer.json.error || `HTTP ${answer.status}`).split("\n")[0], problem: problems[0] };
}

// Whether `text` reached the clipboard through the asynchronous clipboard API.
async function writeClipboard(text) {
  if (!navigator.clipboard || !navigator.clipboard.writeText) return false;
  const timeout = new Promise((resolve) => setTimeout(() => resolve(false), clipboardTimeout));
  const written = navigator.clipboard.writeText(text).then(() => true, () => false);
  return Promise.race([written, timeout]);
}

function showSwiftPanel(code) {
  const area = $("swift-code");
  area.value = code;
  $("swift-panel").style.top = $("bar").getBoundingClientRect().bottom + 8 + "px";  // below the toolbar's rows
  $("swift-panel").hidden = false;
  area.focus();
  area.select();
  area.scrollTop = 0;
}

async function copySwiftCode() {
  setStatus("Swift code…");
  const result = await swiftCode();
  if (result.error) {
    setStatus("Swift code: " + result.error, true);
    if (result.problem && result.problem.line) jumpTo(result.problem.line, result.problem.column);
    return;
  }
  const count = result.code.split("\n").length - 1;
  if (await writeClipboard(result.code)) {
    $("swift-panel").hidden = true;
    setStatus(`Copied Swift code (${count} lines)`);
    return;
  }
  showSwiftPanel(result.code);
  // The older route: copying the selection, which some browsers allow without the permission.
  let copied = false;
  try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
  const note = copied ? "Copied; here is what was copied." :
    "The browser did not allow copying: the code is selected, press Ctrl+C (⌘C on a Mac).";
  $("swift-note").textContent = note;
  setStatus(copied ? `Copied Swift code (${count} lines)` : "Swift code shown: copy it from the panel");
}

$("copy-swift").addEventListener("click", () => copySwiftCode().catch((error) => setStatus(String(error), true)));
$("swift-close").addEventListener("click", () => { $("swift-panel").hidden = true; });
$("swift-panel").addEventListener("keydown", (event) => {
  if (event.key === "Escape") $("swift-panel").hidden = true;
});

// Compare: the chosen presets (the current one first), each light and dark.
state.compared = null;  // the preset names shown side by side

const tileWidth = 220;

function defaultComparison() {
  const names = state.devices.map((device) => device.name);
  const wanted = [state.device && state.device.name, "iphone-se", "iphone-16-pro", "ipad-pro-11"];
  const chosen = wanted.filter((name, index) => name && names.includes(name) && wanted.indexOf(name) === index);
  return (chosen.length ? chosen : names).slice(0, 3);
}

async function drawTile(name, dark) {
  const device = state.devices.find((candidate) => candidate.name === name);
  const tile = document.createElement("figure");
  tile.className = "tile" + (dark ? " dark" : "");
  tile.dataset.device = name;
  const text = source.value, query = "device=" + encodeURIComponent(name);
  const [visible, look] = await Promise.all([
    call("POST", "/api/visible?" + withSizes(query), text), call("POST", "/api/inspect?" + query, text)]);
  const caption = document.createElement("figcaption");
  caption.textContent = `${device ? device.label : name} · ${dark ? "dark" : "light"}`;
  if (!visible.ok || !look.ok) {
    caption.textContent += " · " + (visible.json.error || look.json.error);
    tile.append(caption);
    return tile;
  }
  const viewport = JSON.parse(visible.headers.get("X-Complayout-Viewport"));
  const layout = visible.json, scale = tileWidth / viewport.width;
  const bezel = document.createElement("div");
  bezel.className = "bezel";
  bezel.style.width = tileWidth + "px";
  bezel.style.height = viewport.height * scale + "px";
  const screen = document.createElement("div");
  screen.className = "mini-screen";
  Object.assign(screen.style, { width: viewport.width + "px", height: viewport.height + "px",
    transform: `scale(${scale})`, left: "6px", top: "6px" });
  bezel.style.boxSizing = "content-box";
  // The screen shows the content at the view's initial offset.
  const shift = { leading: -layout.contentOffset.x, top: -layout.contentOffset.y };
  const nodes = layout.elements.map((element) => {
    const node = document.createElement("div");
    node.className = "el " + element.category;
    Object.assign(node.style, { left: element.frame.x + shift.leading + "px", top: element.frame.y + shift.top + "px",
      width: element.frame.width + "px", height: element.frame.height + "px",
      zIndex: element.zIndex + (element.category === "decoration" ? 0 : 10) });
    node.dataset.section = element.section;
    node.dataset.item = element.item;
    paint(node, element, look.json);
    return node;
  });
  screen.replaceChildren(...nodes, ...overlays(shift, look.json, false));
  bezel.append(screen);
  tile.append(bezel, caption);
  return tile;
}

async function renderComparison() {
  const names = state.compared;
  $("compare-devices").replaceChildren(...state.devices.map((device) => {
    const label = document.createElement("label");
    const box = document.createElement("input");
    box.type = "checkbox";
    box.value = device.name;
    box.checked = names.includes(device.name);
    box.addEventListener("change", () => {
      state.compared = state.devices.map((entry) => entry.name)
        .filter((name) => name === device.name ? box.checked : state.compared.includes(name));
      renderComparison();
    });
    label.append(box, " " + device.label.split(" · ")[0]);
    return label;
  }));
  const tiles = await Promise.all(names.flatMap((name) => [drawTile(name, false), drawTile(name, true)]));
  $("compare-grid").replaceChildren(...tiles);
}

$("compare-open").addEventListener("click", () => {
  state.compared = state.compared || defaultComparison();
  $("compare").hidden = false;
  renderComparison().catch((error) => setStatus(String(error), true));
});
$("compare-close").addEventListener("click", () => { $("compare").hidden = true; });
