// complayout.js: the layout engine in the browser (and in node), over complayout.wasm.
//
//   import { loadEngine } from "./complayout.js";
//   const engine = await loadEngine();          // fetches complayout.wasm beside this module
//   const layout = engine.layout(jsonText);     // throws an Error whose message starts with the path
//   layout.contentSize;                         // {width, height}
//   layout.frames();                            // the elements, as `complayout frames --format json`
//   layout.elements({x, y, width, height});     // those in a rect
//   layout.svg();  layout.free();
//
// Hand-written glue, no dependencies. The module's C-ABI exports are listed in
// Web/build-wasm.sh; strings cross as UTF-8 buffers (a 4-byte little-endian length, then the
// bytes) that the module allocates and this glue frees.

const RECORD_LENGTH = 8; // group, section, item, x, y, width, height, zIndex

/// The four WASI functions an Embedded Swift module may import. Output (a trap's message) goes to
/// the console; randomness seeds hashing.
function wasiImports(memoryOf) {
  let pending = "";
  const decoder = new TextDecoder();
  return {
    fd_write(fd, iovs, iovsLength, writtenPointer) {
      const view = new DataView(memoryOf().buffer);
      let written = 0;
      for (let index = 0; index < iovsLength; index += 1) {
        const base = view.getUint32(iovs + index * 8, true);
        const length = view.getUint32(iovs + index * 8 + 4, true);
        pending += decoder.decode(new Uint8Array(memoryOf().buffer, base, length));
        written += length;
      }
      const lines = pending.split("\n");
      pending = lines.pop();
      for (const line of lines) console.error(`complayout.wasm: ${line}`);
      view.setUint32(writtenPointer, written, true);
      return 0;
    },
    fd_close: () => 0,
    fd_seek: () => 70, // ESPIPE: no seekable files
    random_get(pointer, length) {
      crypto.getRandomValues(new Uint8Array(memoryOf().buffer, pointer, length));
      return 0;
    },
  };
}

/// The module's bytes: `source` when given (bytes, a Response or a URL), else complayout.wasm next
/// to this module, fetched over http(s) or read from disk under node.
async function moduleBytes(source) {
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return source;
  if (typeof Response !== "undefined" && source instanceof Response) return source.arrayBuffer();
  const url = new URL(source ?? "./complayout.wasm", import.meta.url);
  if (url.protocol === "file:") {
    const { readFile } = await import("node:fs/promises");
    return readFile(url);
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot load ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

/// Loads the engine. `source` (optional): the module as bytes, a Response or a URL.
export async function loadEngine(source) {
  let exports;
  const imports = { wasi_snapshot_preview1: wasiImports(() => exports.memory) };
  const { instance } = await WebAssembly.instantiate(await moduleBytes(source), imports);
  exports = instance.exports;
  return new Engine(exports);
}

/// The loaded module: makes layouts.
export class Engine {
  #exports;
  #encoder = new TextEncoder();
  #decoder = new TextDecoder();

  constructor(exports) {
    this.#exports = exports;
  }

  /// Reads, resolves and solves a JSON description, as `complayout frames FILE.json` does.
  /// Throws an Error whose message is `PATH: MESSAGE` for each problem (one per line), with
  /// `problems` ([{path, message, text, line, column}], the places in `jsonText`).
  layout(jsonText) {
    const bytes = this.#encoder.encode(String(jsonText));
    const text = this.#exports.cl_alloc(bytes.length);
    new Uint8Array(this.#exports.memory.buffer, text, bytes.length).set(bytes);
    let handle;
    try {
      handle = this.#exports.cl_layout(text, bytes.length);
    } finally {
      this.#exports.cl_free(text);
    }
    const problems = JSON.parse(this.takeString(this.#exports.cl_layout_errors(handle)));
    if (problems.length > 0) {
      this.#exports.cl_layout_free(handle);
      const error = new Error(problems.map((problem) => problem.text).join("\n"));
      error.problems = problems;
      throw error;
    }
    return new Layout(this, this.#exports, handle);
  }

  /// The colours LayoutRendering's standard scheme paints around elements:
  /// `{background, contentBounds, label, sectionBands}` (CSS hex colours).
  get colorScheme() {
    return JSON.parse(this.takeString(this.#exports.cl_color_scheme()));
  }

  /// The UTF-8 text of a buffer an export returned; frees the buffer.
  takeString(pointer) {
    const length = new DataView(this.#exports.memory.buffer).getUint32(pointer, true);
    const text = this.#decoder.decode(new Uint8Array(this.#exports.memory.buffer, pointer + 4, length));
    this.#exports.cl_free(pointer);
    return text;
  }
}

/// A solved layout. Call `free()` when done: its memory lives in the module.
export class Layout {
  #engine;
  #exports;
  #handle;
  #groups = [];

  constructor(engine, exports, handle) {
    this.#engine = engine;
    this.#exports = exports;
    this.#handle = handle;
    /// The content size, `{width, height}`.
    this.contentSize = {
      width: exports.cl_content_width(handle),
      height: exports.cl_content_height(handle),
    };
    /// How many elements `frames()` lists (counted without computing a frame).
    this.elementCount = exports.cl_element_count(handle);
    /// The warnings, as `problems` of a thrown error: [{path, message, text, line, column}].
    this.warnings = JSON.parse(engine.takeString(exports.cl_layout_warnings(handle)));
  }

  #live() {
    if (this.#handle === 0) throw new Error("the layout was freed");
    return this.#handle;
  }

  /// The document `complayout frames --format json` prints, byte for byte (as text).
  framesJSON() {
    return this.#engine.takeString(this.#exports.cl_frames(this.#live()));
  }

  /// Every element, in the order and shape of `complayout frames --format json`'s "elements".
  frames() {
    return JSON.parse(this.framesJSON()).elements;
  }

  /// The frame of every section, `{x, y, width, height}`, or null for a section without one.
  sectionFrames() {
    const frames = JSON.parse(this.#engine.takeString(this.#exports.cl_section_frames(this.#live())));
    return frames.map((frame) => frame && { x: frame[0], y: frame[1], width: frame[2], height: frame[3] });
  }

  /// The element group (category, kind and drawing style) of record group number `number`:
  /// `{category, kind, color, fillOpacity, strokeWidth, dash}`; `kind` is absent for cells.
  group(number) {
    let group = this.#groups[number];
    if (group === undefined) {
      group = JSON.parse(this.#engine.takeString(this.#exports.cl_group(this.#live(), number)));
      this.#groups[number] = group;
    }
    return group;
  }

  /// The elements overlapping `rect` as packed records, without one object per element: a
  /// Float64Array of `count * 8` numbers (group, section, item, x, y, width, height, zIndex per
  /// element; `group(number)` names the group). The array views the module's memory and is valid
  /// until the next call on this engine: copy it (`slice()`) to keep it.
  elementRecords({ x, y, width, height }) {
    const count = this.#exports.cl_query(this.#live(), x, y, width, height);
    const pointer = this.#exports.cl_records(this.#handle);
    return new Float64Array(this.#exports.memory.buffer, pointer, count * RECORD_LENGTH);
  }

  /// The elements overlapping `rect`, in the order and shape of `frames()`.
  elements(rect) {
    let records = this.elementRecords(rect);
    // Naming a new group calls into the module, which may grow its memory and detach the view.
    for (let offset = 0; offset < records.length; offset += RECORD_LENGTH) {
      if (this.#groups[records[offset]] === undefined) {
        records = records.slice();
        break;
      }
    }
    const result = new Array(records.length / RECORD_LENGTH);
    for (let index = 0, offset = 0; offset < records.length; index += 1, offset += RECORD_LENGTH) {
      const group = this.group(records[offset]);
      const element = { category: group.category };
      if (group.kind !== undefined) element.kind = group.kind;
      element.section = records[offset + 1];
      element.item = records[offset + 2];
      element.frame = {
        x: records[offset + 3],
        y: records[offset + 4],
        width: records[offset + 5],
        height: records[offset + 6],
      };
      element.zIndex = records[offset + 7];
      result[index] = element;
    }
    return result;
  }

  /// The SVG picture LayoutRendering draws of the layout (as `complayout render --format svg`).
  svg() {
    return this.#engine.takeString(this.#exports.cl_svg(this.#live()));
  }

  /// Releases the layout's memory in the module; the layout cannot be used afterwards.
  free() {
    if (this.#handle !== 0) this.#exports.cl_layout_free(this.#handle);
    this.#handle = 0;
  }
}
