// The cost of the engine in WebAssembly under node next to the native release build, measured in
// one run: `complayout bench --workload grid3 --json` (native), then the same layout through
// complayout.js — prepare, the viewport query per returned element (packed records and one object
// per element) and the full sweep per item. Prints a Markdown table with the ratios.
//
// Usage: node Web/bench.mjs SITE_DIR NATIVE_COMPLAYOUT [COUNT...]   (default counts 100000 1000000)
// SITE_DIR is what Web/build.sh wrote; NATIVE_COMPLAYOUT a release build of complayout.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const [site, native, ...given] = process.argv.slice(2);
if (!site || !native) {
  console.error("usage: node Web/bench.mjs SITE_DIR NATIVE_COMPLAYOUT [COUNT...]");
  process.exit(2);
}
const counts = given.length > 0 ? given.map(Number) : [100_000, 1_000_000];
const repetitions = 51;
const { loadEngine } = await import(pathToFileURL(join(site, "complayout.js")).href);
const engine = await loadEngine();

/// The grid3 workload of LayoutWorkloads as a description: 1000 × 900, items fractionalWidth(1/3)
/// in 100-pt rows, spacing 8 both ways, one section.
function grid3(count) {
  return JSON.stringify({
    version: 1,
    environment: { width: 1000, height: 900 },
    sections: [{
      itemCount: count,
      interGroupSpacing: 8,
      group: { horizontal: {
        size: { width: "fractionalWidth(1)", height: "absolute(100)" },
        interItemSpacing: 8,
        subitems: [{ item: { size: { width: "fractionalWidth(1/3)", height: "fractionalHeight(1)" } } }],
      } },
    }],
  });
}

/// The median of `runs` timings of `body`, each over enough calls to last at least ~2 ms, in ns
/// per call. Short timed batches and their median keep out the time the process is scheduled
/// out on a busy machine (long loops would count it).
function median(runs, body) {
  let batch = 1;
  for (;;) {
    const start = performance.now();
    for (let index = 0; index < batch; index += 1) body();
    if (performance.now() - start > 2 || batch >= 1 << 20) break;
    batch *= 2;
  }
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    for (let index = 0; index < batch; index += 1) body();
    times.push(((performance.now() - start) * 1e6) / batch);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1];
}

/// Calls `body` for `ms` milliseconds: V8 first runs WebAssembly compiled by its baseline compiler
/// (Liftoff) and optimises hot functions in the background, later on a busy machine. The figures
/// are of the optimised code a page scrolls with, as the native ones are of a release build.
function warmUp(ms, body) {
  const end = performance.now() + ms;
  while (performance.now() < end) body();
}

function measureWeb(count) {
  const text = grid3(count);
  warmUp(500, () => engine.layout(text).free());
  const prepareNs = median(Math.min(repetitions, Math.max(5, 5e7 / count / 10)), () => engine.layout(text).free());
  const layout = engine.layout(text);
  const { width, height } = layout.contentSize;
  const viewport = { x: 0, y: Math.max(0, (height - 900) / 2), width: 1000, height: 900 };
  const returned = layout.elementRecords(viewport).length / 8;
  let checksum = 0;
  warmUp(1000, () => { checksum += layout.elementRecords(viewport)[3]; });
  warmUp(500, () => { checksum += layout.elements(viewport).length; });
  const recordsNs = median(repetitions, () => { checksum += layout.elementRecords(viewport)[3]; });
  const objectsNs = median(repetitions, () => { checksum += layout.elements(viewport).length; });
  const all = { x: 0, y: 0, width, height };
  const sweepNs = median(21, () => { checksum += layout.elementRecords(all).length; });
  layout.free();
  if (!Number.isFinite(checksum)) throw new Error("unreachable");
  return { prepareNs, recordsNs, objectsNs, sweepNsPerItem: sweepNs / count, returned };
}

/// The native figures: each the lowest of three `complayout bench` medians. One median of 51 short
/// native runs still moves by half on a busy machine, which the wasm batches' median does not.
function measureNative(count) {
  const runs = [0, 1, 2].map(() => {
    const output = execFileSync(native, [
      "bench", "--workload", "grid3", "--count", String(count), "--repetitions", String(repetitions), "--json",
    ], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return JSON.parse(output.trim().split("\n").pop());
  });
  const lowest = (key) => Math.min(...runs.map((run) => run[key]));
  return {
    prepareNs: lowest("prepareNs"),
    queryNs: lowest("queryNs"),
    sweepNsPerItem: lowest("sweepNsPerItem"),
    viewportElements: runs[0].viewportElements,
  };
}

const format = (ns) =>
  ns >= 1e6 ? `${(ns / 1e6).toFixed(1)} ms` : ns >= 1e3 ? `${(ns / 1e3).toFixed(1)} µs` : `${ns.toFixed(1)} ns`;
const rows = [];
for (const count of counts) {
  const nativeFigures = measureNative(count);
  const web = measureWeb(count);
  const perElement = (ns, n) => ns / Math.max(n, 1);
  const nativeQuery = perElement(nativeFigures.queryNs, nativeFigures.viewportElements);
  rows.push(`| ${count.toLocaleString("en")} | prepare | ${format(nativeFigures.prepareNs)} | ${format(web.prepareNs)} | ${(web.prepareNs / nativeFigures.prepareNs).toFixed(1)}× |`);
  rows.push(`| | query per element, records (${web.returned} elements) | ${format(nativeQuery)} | ${format(perElement(web.recordsNs, web.returned))} | ${(perElement(web.recordsNs, web.returned) / nativeQuery).toFixed(1)}× |`);
  rows.push(`| | query per element, one object each | ${format(nativeQuery)} | ${format(perElement(web.objectsNs, web.returned))} | ${(perElement(web.objectsNs, web.returned) / nativeQuery).toFixed(1)}× |`);
  rows.push(`| | sweep per item | ${format(nativeFigures.sweepNsPerItem)} | ${format(web.sweepNsPerItem)} | ${(web.sweepNsPerItem / nativeFigures.sweepNsPerItem).toFixed(1)}× |`);
}
console.log(`node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z, grid3, medians of ${repetitions}\n`);
console.log("| items | figure | native (release) | wasm under node | wasm / native |");
console.log("|---:|---|---:|---:|---:|");
for (const row of rows) console.log(row);
