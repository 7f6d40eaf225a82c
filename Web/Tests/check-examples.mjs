// CI: complayout.js and complayout.wasm under node give, for every built-in example, the bytes
// `complayout frames --example NAME` prints (NATIVE_DIR/NAME.json), from the example's JSON form
// (Web/Examples/NAME.json); elements(rect) agrees with frames(); a bad description throws the
// native reader's message at the native place (NATIVE_DIR/bad-*.json and bad-*.stderr; a syntax
// error's wording after "syntax error at line L, column C" is the reader's own: libyaml's natively).
//
// Usage: node Web/Tests/check-examples.mjs SITE_DIR NATIVE_DIR NAME...
import { readFileSync, existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { join } from "node:path";

const [site, native, ...names] = process.argv.slice(2);
const { loadEngine } = await import(pathToFileURL(join(site, "complayout.js")).href);
const engine = await loadEngine();
const root = new URL("../..", import.meta.url);
let failures = 0;
const fail = (message) => {
  console.error(`error: ${message}`);
  failures += 1;
};

function overlaps(frame, rect) {
  return (
    frame.x < rect.x + rect.width && rect.x < frame.x + frame.width &&
    frame.y < rect.y + rect.height && rect.y < frame.y + frame.height
  );
}

for (const name of names) {
  const text = readFileSync(new URL(`Web/Examples/${name}.json`, root), "utf8");
  const expected = readFileSync(join(native, `${name}.json`), "utf8");
  const layout = engine.layout(text);
  const actual = layout.framesJSON();
  if (actual !== expected) {
    const lines = [actual.split("\n"), expected.split("\n")];
    const at = lines[0].findIndex((line, index) => line !== lines[1][index]);
    fail(`${name}: frames differ from complayout's at line ${at + 1}:\n  wasm:   ${lines[0][at]}\n  native: ${lines[1][at]}`);
  }
  const document = JSON.parse(expected);
  const size = layout.contentSize;
  if (size.width !== document.contentSize.width || size.height !== document.contentSize.height) {
    fail(`${name}: contentSize ${JSON.stringify(size)}, complayout: ${JSON.stringify(document.contentSize)}`);
  }
  // Each viewport-sized band: elements(rect) holds what overlaps it (by frame), in frames() order.
  const all = layout.frames();
  const height = 844;
  for (let y = 0; y < Math.max(size.height, 1); y += height / 2) {
    const rect = { x: 0, y, width: Math.max(size.width, 1), height };
    const shown = layout.elements(rect).map((element) => JSON.stringify(element));
    const wanted = all.filter((element) => overlaps(element.frame, rect)).map((element) => JSON.stringify(element));
    const missing = wanted.filter((element) => !shown.includes(element));
    if (missing.length > 0 || shown.length !== new Set(shown).size) {
      fail(`${name}: elements(${JSON.stringify(rect)}) misses ${missing.length} of ${wanted.length}: ${missing[0]}`);
      break;
    }
  }
  if (!layout.svg().startsWith("<svg")) fail(`${name}: svg() is no SVG document`);
  layout.free();
  console.log(`${name}: ${all.length} elements, frames byte-equal: ${actual === expected}`);
}

// Bad descriptions: the message and the place of the native reader (`complayout frames FILE`
// prints `FILE:LINE:COLUMN: error: PATH: MESSAGE` on standard error).
for (let index = 1; existsSync(join(native, `bad-${index}.json`)); index += 1) {
  const file = `bad-${index}.json`;
  const text = readFileSync(join(native, file), "utf8");
  const expected = readFileSync(join(native, `bad-${index}.stderr`), "utf8").trimEnd();
  try {
    engine.layout(text).free();
    fail(`${file}: no error thrown`);
  } catch (error) {
    if (!error.problems) throw error;
    const syntax = /^(.*: syntax error at line \d+, column \d+): .*$/;
    const comparable = (line) => line.replace(syntax, "$1");
    const lines = error.problems.map((p) => `${file}:${p.line}:${p.column}: error: ${p.text}`).join("\n");
    const first = error.problems[0];
    if (comparable(lines) !== expected.split("\n").map(comparable).join("\n") || !error.message.startsWith(first.path)) {
      fail(`${file}: the module says\n${lines}\ncomplayout says\n${expected}`);
    } else {
      console.log(`${file}: ${error.message.split("\n")[0]} at ${first.line}:${first.column}, as complayout`);
    }
  }
}
if (failures > 0) process.exit(1);
