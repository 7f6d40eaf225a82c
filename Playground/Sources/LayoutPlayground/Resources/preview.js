const scroller = $("scroller");

// The adjusted content inset the server computed (physical: leading is the left edge).
function insets() {
  return state.viewport ? state.viewport.adjustedContentInset : { top: 0, leading: 0, bottom: 0, trailing: 0 };
}

function contentOffset() {
  const adjusted = insets();
  return { x: scroller.scrollLeft - adjusted.leading, y: scroller.scrollTop - adjusted.top };
}

// `query` with `sizes=…` added when the Sizes panel holds preferred sizes, for the routes that
// measure with them (percent-encoded by hand: URLSearchParams writes spaces as "+", which the
// server keeps).
function withSizes(query) {
  const sizes = $("sizes").value.trim();
  if (!sizes) return query;
  return (query ? query + "&" : "") + "sizes=" + encodeURIComponent(sizes);
}

function buildQuery(release) {
  const params = new URLSearchParams();
  if (state.device && state.device.name) {
    params.append("device", state.device.name);
  } else if (state.device) {
    params.append("width", state.device.width);
    params.append("height", state.device.height);
  }
  const sizeQuery = params.toString();
  if (state.viewport && !state.atStart) {
    const offset = contentOffset();
    params.append("offset", `${offset.x},${offset.y}`);
  }
  const animation = state.animation;
  const gesture = release || state.drag ||
    (animation && { section: animation.section, start: animation.target, finger: animation.value });
  for (const [section, offset] of Object.entries(state.orthogonal)) {
    if (gesture && Number(section) === gesture.section) continue;
    params.append("orthogonal-offset", `${section}:${offset}`);
  }
  if (gesture) {
    params.append("orthogonal-offset", `${gesture.section}:${gesture.finger}`);
    params.append("drag", gesture.section);
    params.append("drag-start", gesture.start);
    if (release) params.append("velocity", release.velocity);
  }
  // A row held by a finger or a glide keeps its settled offset; the answer shows it elsewhere.
  const held = gesture && !release ? gesture.section : null;
  // With the preferred sizes, only what becomes visible is measured, as `frames --visible --sizes`.
  return { query: withSizes(params.toString()), sizeQuery, held };
}

let again = false;
state.busy = false;
async function refresh() {
  if (state.busy) { again = true; return; }
  state.busy = true;
  try {
    do { again = false; await refreshOnce(); } while (again);
  } catch (error) {
    setStatus(String(error), true);
  } finally {
    state.busy = false;
  }
}

async function refreshOnce() {
  const text = source.value;
  const release = state.release;
  state.release = null;
  const placed = Boolean(state.viewport) && !state.atStart;  // false: at the initial offset
  const { query, sizeQuery, held } = buildQuery(release);
  state.atStart = false;
  const validate = state.needsValidation;
  state.needsValidation = false;
  const started = performance.now();
  // The picture's colours, lists, rows and sources change with the text and the size only.
  const lookKey = sizeQuery + "\n" + text;
  const inspect = state.lookKey !== lookKey;
  const [visible, validation, look] = await Promise.all([
    call("POST", "/api/visible?" + query, text),
    validate ? call("POST", "/api/validate?" + sizeQuery, text) : null,
    inspect ? call("POST", "/api/inspect?" + sizeQuery, text) : null,
  ]);
  if (look && look.ok) {
    state.look = look.json;
    state.lookKey = lookKey;
  }
  state.requests += 1;
  if (visible.status === 400 && visible.json.problems.length === 0 && Object.keys(state.orthogonal).length) {
    // The edit removed an orthogonal section: let every row start over.
    state.orthogonal = {};
    state.drag = null;
    state.needsValidation = state.needsValidation || validate;
    again = true;
    return;
  }
  if (!visible.ok) {
    showProblems(visible.json.problems || [], "error", visible.json.error);
    scroller.classList.add("dimmed");
    clearInspector();
    const count = (visible.json.problems || []).length;
    setStatus(count ? `${count} problem${count === 1 ? "" : "s"}` : "error", true);
    return;
  }
  scroller.classList.remove("dimmed");
  $("inspector").classList.remove("stale");
  if (validation) {
    showProblems(validation.ok ? [] : validation.json.problems, "warning", validation.ok ? null : validation.json.error);
  }
  state.layout = visible.json;
  state.layoutText = visible.text;
  state.query = query;
  state.viewport = JSON.parse(visible.headers.get("X-Complayout-Viewport"));
  const shown = visible.json.orthogonalOffsets;
  const settled = Object.assign({}, shown);
  if (held !== null && held in state.orthogonal) settled[held] = state.orthogonal[held];
  state.orthogonal = settled;
  if (release && glide(release, shown[release.section])) return;  // the glide's first frame draws
  if (state.drag && state.drag.wheel && state.drag.section in shown) {
    state.drag.finger = shown[state.drag.section];  // a wheel cannot push a row past its end
  }
  render();
  if (!placed) {
    // Start where the view starts (a horizontal right-to-left layout at its right end).
    const adjusted = insets(), offset = state.layout.contentOffset;
    scroller.scrollLeft = offset.x + adjusted.leading;
    scroller.scrollTop = offset.y + adjusted.top;
  }
  setStatus(`ok · ${Math.round(performance.now() - started)} ms`);
}

function label(element) {
  const path = element.item > 2147483647 ? "layout" : `${element.section}.${element.item}`;
  if (element.category === "cell") return path;
  return `${element.kind} ${path}`;
}

function ranges(items) {
  const sorted = [...new Set(items)].sort((a, b) => a - b);
  const parts = [];
  for (let index = 0; index < sorted.length; index++) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end] + 1) end++;
    parts.push(end > index ? `${sorted[index]}–${sorted[end]}` : `${sorted[index]}`);
    index = end;
  }
  return parts.join(", ");
}

function number(value) { return String(Math.round(value * 100) / 100); }

function render() {
  const layout = state.layout, viewport = state.viewport, adjusted = insets();
  const safe = viewport.safeAreaInsets, rtl = viewport.layoutDirection === "rightToLeft";
  $("screen").style.width = viewport.width + "px";
  $("screen").style.height = viewport.height + "px";
  $("device").classList.toggle("tablet", Math.min(viewport.width, viewport.height) >= 600);
  $("safe-top").style.height = safe.top + "px";
  $("safe-bottom").style.height = safe.bottom + "px";
  $("safe-left").style.width = (rtl ? safe.trailing : safe.leading) + "px";
  $("safe-right").style.width = (rtl ? safe.leading : safe.trailing) + "px";
  scroller.classList.toggle("horizontal", viewport.scrollDirection === "horizontal");
  applyZoom();
  const content = $("content");
  content.style.width = Math.max(viewport.width, layout.contentSize.width + adjusted.leading + adjusted.trailing) + "px";
  content.style.height = Math.max(viewport.height, layout.contentSize.height + adjusted.top + adjusted.bottom) + "px";
  const orthogonal = layout.orthogonalOffsets || {};
  const nodes = [];
  const rows = [];
  const shown = {};
  for (const element of layout.elements) {
    const node = document.createElement("div");
    node.className = "el " + element.category;
    const frame = element.frame;
    node.style.left = (frame.x + adjusted.leading) + "px";
    node.style.top = (frame.y + adjusted.top) + "px";
    node.style.width = frame.width + "px";
    node.style.height = frame.height + "px";
    node.style.zIndex = element.zIndex + (element.category === "decoration" ? 0 : 10);
    node.dataset.section = element.section;
    node.dataset.item = element.item;
    paint(node, element);
    if (element.category === "cell") {
      if (element.section in orthogonal) {
        node.classList.add("orthogonal");
        (shown[element.section] = shown[element.section] || []).push(element.item);
      }
    }
    nodes.push(node);
    const row = document.createElement("tr");
    for (const value of [`${element.category === "cell" ? "cell" : ""} ${label(element)}`.trim(),
      number(frame.x), number(frame.y), number(frame.width), number(frame.height), element.zIndex]) {
      const cell = document.createElement("td");
      cell.textContent = value;
      row.append(cell);
    }
    rows.push(row);
  }
  content.replaceChildren(...nodes, ...overlays(adjusted));
  restoreSelection();
  $("visible").tBodies[0].replaceChildren(...rows);
  $("visible-count").textContent = `(${layout.elements.length})`;
  $("orthogonal").tBodies[0].replaceChildren(...Object.keys(orthogonal).map((section) => {
    const row = document.createElement("tr");
    row.dataset.section = section;
    row.dataset.offset = orthogonal[section];
    for (const value of [section, number(orthogonal[section]), ranges(shown[section] || [])]) {
      const cell = document.createElement("td");
      cell.textContent = value;
      row.append(cell);
    }
    return row;
  }));
  const offset = layout.contentOffset;
  $("position").textContent = `contentOffset ${number(offset.x)}, ${number(offset.y)} · ` +
    `contentSize ${number(layout.contentSize.width)} × ${number(layout.contentSize.height)}`;
  $("device-caption").textContent = `${viewport.width} × ${viewport.height} pt · safe area ` +
    `${safe.top} ${safe.leading} ${safe.bottom} ${safe.trailing} · ${viewport.scrollDirection}`;
}

// Scrolling: the scroller scrolls natively; every frame that moved asks for what is shown there.
let scrollFrame = 0;
scroller.addEventListener("scroll", () => {
  if (!scrollFrame) scrollFrame = requestAnimationFrame(() => { scrollFrame = 0; refresh(); });
});

// Orthogonal rows: a drag follows the finger; on release the engine says where the row rests.
function alongRow(event, drag) {
  const horizontalLayout = state.viewport.scrollDirection === "horizontal";
  const rtl = state.viewport.layoutDirection === "rightToLeft";
  const moved = horizontalLayout ? event.clientY - drag.y : event.clientX - drag.x;
  const points = moved / state.zoom;  // the device is scaled: client pixels are not points
  return drag.start - (rtl && !horizontalLayout ? -points : points);
}

function velocity(samples, now) {
  const recent = samples.filter(([time]) => now - time <= 100);
  if (recent.length < 2 || now - recent[recent.length - 1][0] > 50) return 0;
  const [firstTime, firstOffset] = recent[0], [lastTime, lastOffset] = recent[recent.length - 1];
  return lastTime > firstTime ? (lastOffset - firstOffset) / (lastTime - firstTime) * 1000 : 0;
}

// After a release the row glides from where the finger left it to its resting offset (shown as
// held offsets, then the settled position once more).
function glide(release, target) {
  if (target === undefined || Math.abs(target - release.finger) < 1) return false;
  state.animation = { section: release.section, from: release.finger, target, value: release.finger,
    began: performance.now() };
  state.orthogonal[release.section] = target;
  const step = (now) => {
    const animation = state.animation;
    if (!animation) return;
    const progress = Math.min(1, (now - animation.began) / 250);
    animation.value = animation.from + (animation.target - animation.from) * (1 - Math.pow(1 - progress, 3));
    if (progress >= 1) state.animation = null;
    refresh();
    if (state.animation) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
  return true;
}

function endDrag(velocityValue) {
  const drag = state.drag;
  if (!drag) return;
  state.drag = null;
  scroller.classList.remove("dragging");
  state.release = { section: drag.section, start: drag.start, finger: drag.finger, velocity: velocityValue };
  refresh();
}

// A press becomes a drag of its orthogonal row when it moves across the main axis first, and
// otherwise (with a mouse) pans the page along the main axis, as a finger would.
let pending = null, pan = null;
scroller.addEventListener("pointerdown", (event) => {
  const target = event.target.closest(".el.orthogonal");
  if (event.button !== 0 || !state.viewport || (!target && event.pointerType !== "mouse")) return;
  event.preventDefault();
  scroller.setPointerCapture(event.pointerId);
  const pressed = event.target.closest(".el");
  pending = { pointer: event.pointerId, x: event.clientX, y: event.clientY, time: event.timeStamp,
    section: target ? Number(target.dataset.section) : null, key: pressed ? pressed.dataset.key : null };
});
function decide(event) {
  const dx = event.clientX - pending.x, dy = event.clientY - pending.y;
  if (Math.hypot(dx, dy) < 6) return;
  const horizontalLayout = state.viewport.scrollDirection === "horizontal";
  const across = horizontalLayout ? Math.abs(dy) > Math.abs(dx) : Math.abs(dx) > Math.abs(dy);
  if (pending.section !== null && across) {
    state.animation = null;
    const start = state.orthogonal[pending.section] || 0;
    state.drag = { section: pending.section, start, finger: start, x: pending.x, y: pending.y,
      pointer: pending.pointer, samples: [[pending.time, start]] };
    scroller.classList.add("dragging");
  } else if (event.pointerType === "mouse") {
    pan = { pointer: pending.pointer, x: pending.x, y: pending.y, left: scroller.scrollLeft, top: scroller.scrollTop };
  }
  pending = null;
}
scroller.addEventListener("pointermove", (event) => {
  if (pending && pending.pointer === event.pointerId) decide(event);
  if (pan && pan.pointer === event.pointerId) {
    scroller.scrollLeft = pan.left - (event.clientX - pan.x) / state.zoom;
    scroller.scrollTop = pan.top - (event.clientY - pan.y) / state.zoom;
    return;
  }
  const drag = state.drag;
  if (!drag || drag.pointer !== event.pointerId) return;
  drag.finger = alongRow(event, drag);
  drag.samples.push([event.timeStamp, drag.finger]);
  if (drag.samples.length > 20) drag.samples.shift();
  refresh();
});
for (const type of ["pointerup", "pointercancel"]) {
  scroller.addEventListener(type, (event) => {
    if (pending && pending.pointer === event.pointerId) {
      // A press that did not move is a click: it selects the element under it (inspect.js).
      if (type === "pointerup" && pending.key) select(pending.key);
      pending = null;
    }
    if (pan && pan.pointer === event.pointerId) pan = null;
    const drag = state.drag;
    if (!drag || drag.pointer !== event.pointerId) return;
    endDrag(type === "pointerup" ? velocity(drag.samples, event.timeStamp) : 0);
  });
}

let wheelTimer = null;
scroller.addEventListener("wheel", (event) => {
  const target = event.target.closest(".el.orthogonal");
  if (!target || !state.viewport || (state.drag && !state.drag.wheel)) return;
  const horizontalLayout = state.viewport.scrollDirection === "horizontal";
  const sideways = event.shiftKey ? event.deltaY : event.deltaX;
  if (!horizontalLayout && Math.abs(sideways) <= Math.abs(event.shiftKey ? 0 : event.deltaY)) return;
  event.preventDefault();
  const delta = horizontalLayout ? event.deltaY : sideways;
  const section = Number(target.dataset.section);
  if (!state.drag) {
    state.animation = null;
    const start = state.orthogonal[section] || 0;
    state.drag = { section, start, finger: start, samples: [], wheel: true };
  }
  const rtl = state.viewport.layoutDirection === "rightToLeft";
  state.drag.finger += rtl && !horizontalLayout ? -delta : delta;
  clearTimeout(wheelTimer);
  wheelTimer = setTimeout(() => endDrag(0), 160);
  refresh();
}, { passive: false });
